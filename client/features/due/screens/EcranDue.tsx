import type { ComponentType } from 'react';
import { libellesCollege } from '../../../../src/domain/due/libelles-college';
import { changerAutresCasDeDispenses, choixAyantsDroit, dispensesDisponibles } from '../../../../src/domain/due/regles';
import type { CodeDispense, EtatTunnelDue } from '../../../../src/domain/due/types';
import { DUE } from '../../../../src/domain/messages';
import { Banner, Button, ButtonLink, Card, Checkbox, CheckboxGroup, PageHeader, RadioCards, SubmitButton, Switch } from '../../../components';
import { cheminEtape } from '../chemins';
import { Etape1Due } from '../components/Etape1Due';
import type { DonneesDue } from '../due.server';
import { useEtapeDue } from '../hooks/useEtapeDue';

/**
 * One step of the DUE tunnel (spec 03 §2, §4, §5): its question, its banners and blocks, 'Suivant'
 * disabled with the reason until answered (the shared rules of src/domain/due), the answers saved on
 * the server before moving on.
 */
/** What the field of a step with its own route module needs (etape7, etape9: docs/adr/0048). */
export interface CorpsEtapeProps {
  etat: EtatTunnelDue;
  fixer: <K extends keyof EtatTunnelDue>(cle: K, valeur: EtatTunnelDue[K]) => void;
  projet: DonneesDue['projet'];
  /** The step's field message (src/domain/due rules), when its value is there and wrong. */
  erreur?: string;
}

export function EcranDue({ donnees, corps: Corps }: { donnees: DonneesDue; /** The field of etape7 or etape9, given by its route. */ corps?: ComponentType<CorpsEtapeProps> }) {
  const { projet } = donnees;
  const { n, etat, fixer, modifier, messages, causeCodePostal, raison, precedente, erreur, enCours, continuer, bloquant, bloquant6 } = useEtapeDue(donnees);
  const erreurCorps = n === 7 ? messages['etape7.partCotisation'] : n === 9 ? messages['etape9.dateEntreeVigueur'] : undefined;

  return (
    <div className="due-ecran pile" data-etape={n}>
      <PageHeader title={DUE.titre} subtitle={DUE.sousTitre(projet.raisonSociale, projet.idProjet)} />
      <div className="due-entete">
        <ButtonLink variant="secondary" to={donnees.retourDossier.vers}>
          {donnees.retourDossier.souscription ? DUE.retourSouscription : DUE.retourProjet}
        </ButtonLink>
        <div className="due-avancement">
          <p className="due-compteur">{DUE.etape(n)}</p>
          <progress className="due-progression" max={10} value={n} aria-label={DUE.etape(n)} />
        </div>
      </div>
      <Card title={DUE.questions[n]}>
        <div className="due-corps pile">
          {n === 1 ? <Etape1Due etat={etat} modifier={modifier} donnees={donnees} erreurCodePostal={messages['etape1.adresse.codePostal'] ?? causeCodePostal ?? undefined} /> : null}
          {n === 2 ? (
            <>
              <RadioCards label={DUE.questions[2]} value={etat.etape2.etatRegime} onChange={(v) => fixer('etape2', { etatRegime: v })} options={(['NOUVEAU', 'MODIFICATION'] as const).map((v) => ({ value: v, title: DUE.etatsRegime[v] }))} isRequired />
              {etat.etape2.etatRegime === 'NOUVEAU' ? <Banner tone="info" title={DUE.banniereNouveau} /> : null}
              {etat.etape2.etatRegime === 'MODIFICATION' ? <Banner tone="info" title={DUE.banniereModification} /> : null}
            </>
          ) : null}
          {n === 3 ? (
            <>
              <RadioCards label={DUE.questions[3]} value={etat.etape3.regimeSanteMisEnPlacePar} onChange={(v) => fixer('etape3', { regimeSanteMisEnPlacePar: v })} options={(['DUE', 'ACCORD_COLLECTIF'] as const).map((v) => ({ value: v, title: DUE.misesEnPlace[v] }))} isRequired />
              {etat.etape3.regimeSanteMisEnPlacePar === 'DUE' ? <Banner tone="info" title={DUE.banniereDenonciation} /> : null}
              {bloquant ? <Banner tone="danger" title={DUE.accordCollectifBloquant} /> : null}
            </>
          ) : null}
          {n === 4 ? (
            <>
              <RadioCards label={DUE.questions[4]} value={etat.etape4.plusieursEtablissements} onChange={(v) => fixer('etape4', { plusieursEtablissements: v })} options={(['OUI', 'NON'] as const).map((v) => ({ value: v, title: DUE.ouiNon[v] }))} isRequired />
              {etat.etape4.plusieursEtablissements === 'OUI' ? <Banner tone="info" title={DUE.banniereEtablissements} /> : null}
            </>
          ) : null}
          {n === 5 ? (
            <>
              {etat.etape2.etatRegime === 'MODIFICATION' ? <Banner tone="info" title={DUE.messageAncienNouveau} /> : null}
              <RadioCards
                label={DUE.questions[5]}
                value={etat.etape5.college}
                onChange={(code) => fixer('etape5', { college: code, libelle: libellesCollege(projet.typeCollege, null).find((l) => l.code === code)?.libelle ?? null })}
                options={libellesCollege(projet.typeCollege, etat.etape2.etatRegime).map((l) => ({ value: l.code, title: l.libelle, text: l.ancienLibelle ? DUE.ancienLibelle(l.ancienLibelle) : undefined }))}
                isRequired
              />
            </>
          ) : null}
          {n === 6 ? (
            <>
              <RadioCards
                label={choixAyantsDroit(etat.etape1.structureTarifaire).portee === 'conjoint' ? DUE.porteeConjoint : DUE.porteeAyantsDroit}
                value={etat.etape6.affiliationAyantsDroit}
                onChange={(v) => fixer('etape6', { affiliationAyantsDroit: v })}
                options={choixAyantsDroit(etat.etape1.structureTarifaire).choix.map((v) => ({ value: v, title: DUE.affiliations[v] }))}
                isRequired
              />
              {bloquant6 ? <Banner tone="danger" title={DUE.affiliationObligatoireMixte} /> : null}
            </>
          ) : null}
          {Corps && (n === 7 || n === 9) ? <Corps etat={etat} fixer={fixer} projet={projet} erreur={erreurCorps} /> : null}
          {n === 8 ? (
            <>
              <Switch isSelected={etat.etape8.autresCasDeDispenses} onChange={(v) => modifier((e) => changerAutresCasDeDispenses(e, v))}>
                {DUE.autresCas}
              </Switch>
              {etat.etape8.autresCasDeDispenses ? (
                <CheckboxGroup
                  label={DUE.dispensesLibelle}
                  value={etat.etape8.dispenseAffiliation}
                  onChange={(v) => fixer('etape8', { autresCasDeDispenses: true, dispenseAffiliation: v as CodeDispense[] })}
                  isInvalid={raison === DUE.dispenseRequise}
                >
                  {dispensesDisponibles(etat).map((d) => (
                    <Checkbox key={d} value={d}>
                      {DUE.dispenses[d]}
                    </Checkbox>
                  ))}
                </CheckboxGroup>
              ) : null}
            </>
          ) : null}
          {n === 10 ? (
            <>
              <Checkbox isSelected={etat.etape10.confirmation} onChange={(v) => fixer('etape10', { confirmation: v })}>
                {DUE.confirmation}
              </Checkbox>
            </>
          ) : null}
          {erreur ? <Banner tone="danger" title={erreur} /> : null}
        </div>
      </Card>
      <div className="due-actions">
        {precedente ? (
          <ButtonLink variant="secondary" to={cheminEtape(projet.idProjet, precedente, true)}>
            {DUE.precedent}
          </ButtonLink>
        ) : (
          <span />
        )}
        {bloquant || bloquant6 ? (
          <Button variant="secondary" onClick={() => window.close()}>
            {DUE.fermer}
          </Button>
        ) : (
          <SubmitButton type="button" disabledReason={raison} isPending={enCours} onPress={() => void continuer()} action="suivant">
            {n === 10 ? DUE.accederKit : DUE.suivant}
          </SubmitButton>
        )}
      </div>
    </div>
  );
}

