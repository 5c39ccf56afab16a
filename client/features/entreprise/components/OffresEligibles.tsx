import { I18nProvider, RadioGroup } from 'react-aria-components';
import type { MarcheEligible } from '../../../../src/domain/eligibilite/offres';
import { nombreOffresEligibles } from '../../../../src/domain/eligibilite/offres';
import { ECRAN_ENTREPRISE, ECRAN_OFFRES, OFFRES_ELIGIBLES, PAGES, REFERENTIELS } from '../../../../src/domain/messages';
import { lienFicheCcn } from '../../../../src/domain/referentiels/ccn';
import { Actions, Banner, Button, ButtonLink, SubmitButton } from '../../../components';
import { PATHS } from '../../../routing/paths';
import type { InformationsEntrepriseState } from '../../../state';
import { useOffresEligibles } from '../hooks/useOffresEligibles';
import { formaterEntier } from '../offres';
import { libelleCcn } from '../ccn';
import { CarteOffre } from './CarteOffre';

/** Placeholder blocks while the session state or the offers are not there yet (server render too). */
export function SqueletteOffres() {
  return (
    <div className="ent-squelette pile ecart-5" aria-busy="true">
      <p className="visually-hidden" role="status">
        {ECRAN_OFFRES.chargement}
      </p>
      <div className="card ent-squelette-bloc ent-squelette-recap" />
      <div className="card ent-squelette-bloc" />
      <div className="card ent-squelette-bloc" />
    </div>
  );
}

/** Total headcount and agreement the offers were determined for, with 'Voir la fiche CCN'. */
function RecapEntreprise({ entreprise }: { entreprise: InformationsEntrepriseState }) {
  const lien = entreprise.ccn ? lienFicheCcn(entreprise.ccn) : null;
  return (
    <section className="card ent-recap pile ecart-3" aria-label={entreprise.raisonSociale}>
      <div className="ent-recap-entreprise">
        <p className="ent-recap-nom">{entreprise.raisonSociale}</p>
      </div>
      <dl className="ent-recap-liste">
        <div>
          <dt>{ECRAN_OFFRES.effectifTotal}</dt>
          <dd>{entreprise.effectifTotal === null ? '—' : ECRAN_OFFRES.salaries(formaterEntier(entreprise.effectifTotal))}</dd>
        </div>
        <div>
          <dt>{ECRAN_OFFRES.conventionCollective}</dt>
          <dd>
            {entreprise.ccn ? libelleCcn(entreprise.ccn) : '—'}
            {lien ? (
              <a className="ent-lien ent-recap-lien" href={lien} target="_blank" rel="noopener noreferrer">
                {REFERENTIELS.voirFicheCcn}
                <span className="visually-hidden"> {ECRAN_ENTREPRISE.ouvreNouvelOnglet}</span>
              </a>
            ) : null}
          </dd>
        </div>
      </dl>
    </section>
  );
}

function Marche({ marche, selection, onSelectionner }: { marche: MarcheEligible; selection: number | null; onSelectionner: (id: number) => void }) {
  const titreId = `marche-${marche.code}`;
  return (
    <section className="card ent-marche" aria-labelledby={titreId} data-marche={marche.code}>
      <header className="card-header">
        <div>
          <h2 id={titreId} className="card-title">
            {marche.libelle}
          </h2>
          <p className="ent-marche-sous-titre">{OFFRES_ELIGIBLES.nOffresEligibles(nombreOffresEligibles(marche))}</p>
        </div>
      </header>
      <div className="card-body">
        {marche.produits.length > 0 ? (
          <div className="ent-offres">
            {marche.produits.map((p) => (
              <CarteOffre key={p.id} produit={p} selectionnee={selection === p.id} onSelectionner={onSelectionner} />
            ))}
          </div>
        ) : (
          <div className="ent-marche-vide">
            <p>{OFFRES_ELIGIBLES.aucuneOffreEligible}</p>
            <p>{OFFRES_ELIGIBLES.contacterDelegation}</p>
          </div>
        )}
      </div>
    </section>
  );
}

/**
 * Screen 'Offres éligibles' (spec 01 §2). The company comes from session state, so everything
 * happens after hydration: without a company name, back to 'Informations entreprise'; otherwise the
 * eligible offers are asked for, shown per market, and the chosen one is kept for the next screen.
 */
export function OffresEligibles({ codeDistributeur }: { codeDistributeur: string | null }) {
  const { hydrate, renseignee, entreprise, offres, selection, selectionner, suivant, chargement, reessayer } = useOffresEligibles(codeDistributeur);

  return (
    <I18nProvider locale="fr-FR">
      {hydrate && renseignee ? <RecapEntreprise entreprise={entreprise} /> : null}
      {chargement ? (
        <SqueletteOffres />
      ) : offres.etat === 'erreur' ? (
        <Banner tone="danger" className="ent-erreur-offres">
          <p>{offres.message}</p>
          {offres.aucunProduit ? <p>{OFFRES_ELIGIBLES.contacterDelegation}</p> : null}
          {offres.aucunProduit ? null : (
            <div>
              <Button variant="secondary" className="btn-small" onClick={reessayer}>
                {ECRAN_OFFRES.reessayer}
              </Button>
            </div>
          )}
        </Banner>
      ) : offres.etat === 'ok' ? (
        <RadioGroup
          className="ent-marches pile ecart-5"
          aria-label={ECRAN_OFFRES.offresEligibles}
          value={selection === null ? null : String(selection)}
          onChange={(valeur) => selectionner(Number(valeur))}
        >
          {offres.marches.map((marche) => (
            <Marche key={marche.code} marche={marche} selection={selection} onSelectionner={selectionner} />
          ))}
        </RadioGroup>
      ) : null}
      <Actions
        back={
          <ButtonLink variant="secondary" to={PATHS.informationsEntreprise}>
            {PAGES.retour}
          </ButtonLink>
        }
        next={
          <SubmitButton type="button" disabledReason={!chargement && selection === null ? ECRAN_OFFRES.choisirUneOffre : null} isPending={chargement} onPress={suivant}>
            {OFFRES_ELIGIBLES.boutonInformationsProjet}
          </SubmitButton>
        }
      />
    </I18nProvider>
  );
}
