import { ECRAN_PROJET, ECRAN_SANTE, KIT, PAGES, PROJETS, SANTE } from '../../../../src/domain/messages';
import type { ResultatTarifSante } from '../../../../src/domain/pricing/sante/moteur';
import { Actions, Banner, ButtonLink, Card, Commissionnement, PriceSummary, RAISON_CHAMPS_EN_ERREUR, ReadOnlyBanner, SaveProjetDialog, SubmitButton, Switch, TarifLoading } from '../../../components';
import { sante, type SanteState } from '../../../state/sante';
import { CHEMINS_DESCRIPTIF } from '../api';
import type { CatalogueDuProjet } from '../ecran-initial';
import { minimumAffiche } from '../garanties';
import { useGarantiesSante } from '../hooks/useGarantiesSante';
import { CHEMINS_SANTE } from '../projet';
import { formaterEurosEntiers, groupesTarif, ligneTarif } from '../tarif';
import type { UtilisateurPage } from '../types';
import { DetailTarif } from './DetailTarif';
import { EntetesNiveaux } from './EntetesNiveaux';
import { LienDescriptif } from './LienDescriptif';
import { SliderPoste } from './SliderPoste';
import { TableauTarifs } from './TableauTarifs';

export interface EcranGarantiesProps {
  utilisateur: UtilisateurPage;
  idProjet: number | undefined;
  /**
   * The price saved with the projet: a read-only projet's (never recomputed, 01 §4); an editable
   * one's is shown until its price is computed again, as long as nothing changed (ADR 0046).
   */
  tarifEnregistre: ResultatTarifSante | null;
  /** The saved projet's catalogue, sent with the page (no request for it then). */
  catalogue?: CatalogueDuProjet | null;
  /** The route's projet as loaded (its saved price applies while its parameters are unchanged). */
  etatEnregistre?: SanteState | null;
}

/** 'Garanties' (01 §2 'Health guarantees'): levels, commissioning, individual top-up, tariff, save. */
export function FormulaireGaranties(props: EcranGarantiesProps) {
  const { idProjet } = props;
  const {
    hydrated,
    etat,
    lecture,
    college,
    produit,
    dupliquer,
    duplication,
    message,
    catalogue,
    erreurCatalogue,
    minima,
    selection,
    commission,
    invalide,
    niveauxInvalides,
    tarif,
    resultat,
    changerNiveau,
    choisirNiveau,
    changerCommission,
    sauvegarde,
    sousMinimaActuels,
    postesSous,
    pmss,
    tete,
    suite,
    resume,
  } = useGarantiesSante(props);

  return (
    // data-hydrated: the controls answer (the browser journeys wait for it).
    <div className="ss-garanties-mise-en-page" data-hydrated={hydrated ? '' : undefined}>
    <div className="ss-garanties pile ecart-5">
      {lecture ? <ReadOnlyBanner onDupliquer={dupliquer} enCours={duplication} /> : null}
      {sousMinimaActuels ? (
        <Banner tone="warning" className="ss-minima-modifies">
          {PROJETS.minimaCcnModifies}
        </Banner>
      ) : null}

      <Card
        title={SANTE.choixDesGaranties}
        actions={<LienDescriptif chemin={CHEMINS_DESCRIPTIF.socle(produit.id)} libelle={SANTE.descriptifDesPrestations} erreur={SANTE.erreurDescriptifSocle} />}
      >
        {erreurCatalogue ? <Banner tone="danger">{SANTE.erreurNiveauxPostes}</Banner> : null}
        {!catalogue && !erreurCatalogue ? <p className="ss-aide">{ECRAN_SANTE.chargementGaranties}</p> : null}
        {catalogue && selection ? (
          <div className="ss-postes">
            <EntetesNiveaux niveaux={catalogue.niveaux} onChoisir={choisirNiveau} isDisabled={lecture} />
            {catalogue.postes.map((poste) => (
              <SliderPoste
                key={poste.code}
                poste={poste}
                niveau={selection[poste.code] ?? 0}
                minimum={minimumAffiche(poste, minima)}
                onChange={(n) => changerNiveau(poste.code, n)}
                isDisabled={lecture}
                message={message?.poste === poste.code ? message.texte : null}
                sousMinimum={postesSous.includes(poste.code)}
              />
            ))}
          </div>
        ) : null}
        {!lecture && niveauxInvalides && catalogue ? (
          <Banner tone="danger" className="ss-garanties-invalides">
            {niveauxInvalides}
          </Banner>
        ) : null}
      </Card>

      <div className="ss-colonnes">
        <div className="ss-colonne-principale pile ecart-5">
          <Card title={SANTE.commissionnement}>
            <Commissionnement college={college} value={commission} onChange={changerCommission} isDisabled={lecture} />
          </Card>

          <Card
            title={SANTE.surcomplementaireIndividuelle}
            actions={
              <LienDescriptif
                chemin={CHEMINS_DESCRIPTIF.surcomplementaire(produit.id)}
                libelle={SANTE.descriptifDesPrestations}
                erreur={SANTE.erreurDescriptifSurcomplementaire}
              />
            }
          >
            <Switch isSelected={etat.surComplementaire} onChange={(v) => sante.set({ surComplementaire: v })} isDisabled={lecture}>
              {ECRAN_SANTE.surcoProposer}
            </Switch>
            {etat.surComplementaire ? (
              resultat ? (
                <>
                  <p className="ss-aide">{resultat.detail.surcomplementaire.description}</p>
                  <TableauTarifs groupes={[{ titre: null, lignes: resultat.surcomplementaire.map(ligneTarif) }]} legende={ECRAN_SANTE.surcoTarifs} />
                  <p className="ss-aide">{ECRAN_SANTE.surcoTarifs}.</p>
                </>
              ) : null
            ) : (
              <p className="ss-aide">{ECRAN_SANTE.surcoNonProposee}</p>
            )}
          </Card>
        </div>

        <Card title={ECRAN_SANTE.tarif} className="ss-carte-tarif" id="tarif-sante">
          {!lecture && tarif.erreur ? (
            <Banner tone="danger" className="ss-erreur-tarif">
              {SANTE.erreurTarif}
            </Banner>
          ) : resultat ? (
            <TarifLoading loading={!lecture && tarif.chargement} label={ECRAN_SANTE.calculEnCours}>
              <TableauTarifs groupes={groupesTarif(resultat.tarifs)} legende={ECRAN_SANTE.tarif} />
              {pmss ? (
                <p className="ss-aide">
                  {ECRAN_SANTE.noteTarif(pmss.annee, formaterEurosEntiers(pmss.montant))}
                  {pmss.publie ? '' : ` ${ECRAN_SANTE.pmssNonPublie(pmss.annee, pmss.annee_reference)}`}
                </p>
              ) : null}
              {lecture ? <p className="ss-aide">{ECRAN_SANTE.tarifEnregistre}</p> : null}
              <DetailTarif resultat={resultat} postes={catalogue?.postes ?? []} />
            </TarifLoading>
          ) : (
            <TarifLoading loading={!lecture && tarif.chargement} label={ECRAN_SANTE.calculEnCours}>
              <p className="ss-aide ss-tarif-vide">
                {tarif.chargement ? ECRAN_SANTE.calculEnCours : invalide ? ECRAN_SANTE.tarifChampsEnErreur : ECRAN_SANTE.tarifSaisieIncomplete}
              </p>
            </TarifLoading>
          )}
        </Card>
      </div>

      <Actions
        back={
          <ButtonLink variant="secondary" to={CHEMINS_SANTE.informations(idProjet)}>
            {PAGES.retour}
          </ButtonLink>
        }
        next={
          lecture ? (
            <ButtonLink to={CHEMINS_SANTE.projets}>{PROJETS.boutons.listeProjets}</ButtonLink>
          ) : (
            <SubmitButton
              type="button"
              // A price that could not be obtained would fail the save too (the server prices it again).
              disabledReason={invalide ?? (!selection || !catalogue ? RAISON_CHAMPS_EN_ERREUR : tarif.erreur ? KIT.tarifRequis : null)}
              isPending={sauvegarde.enCours !== null}
              onPress={() => (idProjet !== undefined ? void sauvegarde.enregistrer('direct') : sauvegarde.ouvrirDialogue())}
            >
              {sauvegarde.enCours === 'direct' ? ECRAN_PROJET.enregistrementEnCours : PROJETS.boutons.enregistrer}
            </SubmitButton>
          )
        }
      />
      <SaveProjetDialog
        isOpen={sauvegarde.dialogue}
        onClose={sauvegarde.fermerDialogue}
        onChoice={(choix) => void sauvegarde.enregistrer(choix)}
        enCours={sauvegarde.enCours === 'direct' ? null : sauvegarde.enCours}
      />
    </div>
      <PriceSummary
        title={ECRAN_SANTE.tarif}
        etat={!lecture && tarif.erreur ? 'erreur' : !lecture && tarif.chargement ? 'chargement' : 'pret'}
        onRetry={tarif.reessayer}
        lines={suite.map(resume)}
        total={tete ? resume(tete) : { label: ECRAN_SANTE.tarif, value: '—' }}
        status={tete ? undefined : invalide ? ECRAN_SANTE.tarifChampsEnErreur : ECRAN_SANTE.tarifSaisieIncomplete}
        detailHref="#tarif-sante"
      />
    </div>
  );
}
