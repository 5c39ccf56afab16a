import { useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { libellesCollege } from '../../../../src/domain/due/libelles-college';
import {
  affiliationBloquee,
  appelDeCotisationDemande,
  changerAutresCasDeDispenses,
  changerStructure,
  choixAyantsDroit,
  dispensesDisponibles,
  etapePrecedente,
  etapeSuivante,
  nettoyerDispenses,
  raisonBlocage,
  structuresProposees,
} from '../../../../src/domain/due/regles';
import { STRUCTURES_PAR_MODE } from '../../../../src/domain/souscription/cotisation';
import type { CodeDispense, EtatTunnelDue, NumeroEtapeDue } from '../../../../src/domain/due/types';
import { formatEuros, formatPourcent } from '../../../../src/domain/format';
import { DUE, LIBELLES_STRUCTURE_SANTE, SOUSCRIPTION } from '../../../../src/domain/messages';
import { Banner, Button, ButtonLink, Card, Checkbox, CheckboxGroup, PageHeader, RadioCards, SubmitButton, Switch, TextField } from '../../../components';
import { api, donnees as donneesApi } from '../../../api/client';
import { useVerificationCodePostal } from '../../sante/hooks/useVerificationCodePostal';
import type { DonneesDue } from '../due.server';
import { cheminEtape, cheminKit } from '../chemins';



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
}

export function EcranDue({ donnees, corps: Corps }: { donnees: DonneesDue; /** The field of etape7 or etape9, given by its route. */ corps?: ComponentType<CorpsEtapeProps> }) {
  const { projet } = donnees;
  const n = donnees.etape as NumeroEtapeDue;
  const navigate = useNavigate();
  // etape8's load drops the dispenses no longer offered (03 §4).
  const [etat, setEtat] = useState<EtatTunnelDue>(() => (n === 8 ? nettoyerDispenses(donnees.etat) : donnees.etat));
  const [erreur, setErreur] = useState<string | null>(null);
  const [enCours, setEnCours] = useState(false);
  // 03 §5, §7: the address postcode is checked by the referential with the projet (its department must match).
  const verification = useVerificationCodePostal(etat.etape1.adresse.codePostal, projet.idProjet, n === 1);
  const causeCodePostal = verification.statut === 'invalide' ? verification.cause : null;
  const raison = raisonBlocage(n, etat, projet) ?? (n === 1 ? (causeCodePostal ?? (verification.statut === 'en-cours' ? DUE.etapeNonRenseignee : null)) : null);
  const precedente = etapePrecedente(n, etat);
  const suivante = etapeSuivante(n, etat);

  const continuer = async () => {
    setErreur(null);
    setEnCours(true);
    try {
      await donneesApi(api.PUT('/api/projets/{id}/due/ssc', { params: { path: { id: projet.idProjet } }, body: { etat: { ...etat } } }));
      navigate(suivante === 'kit' ? cheminKit(projet.idProjet) : cheminEtape(projet.idProjet, suivante));
    } catch {
      setErreur(DUE.enregistrementEchec);
    } finally {
      setEnCours(false);
    }
  };

  const fixer = <K extends keyof EtatTunnelDue>(cle: K, valeur: EtatTunnelDue[K]) => setEtat((e) => ({ ...e, [cle]: valeur }));
  const bloquant = n === 3 && etat.etape3.regimeSanteMisEnPlacePar === 'ACCORD_COLLECTIF';
  const bloquant6 = n === 6 && affiliationBloquee(etat.etape1.structureTarifaire, etat.etape1.appelDeCotisation, etat.etape6.affiliationAyantsDroit);

  return (
    <div className="due-ecran pile" data-etape={n}>
      <PageHeader title={DUE.titre} subtitle={DUE.sousTitre(projet.raisonSociale, projet.idProjet)} />
      <p className="due-compteur">{DUE.etape(n)}</p>
      <progress className="due-progression" max={10} value={n} aria-label={DUE.etape(n)} />
      <Card title={DUE.questions[n]}>
        <div className="due-corps pile">
          {n === 1 ? <Etape1 etat={etat} setEtat={setEtat} donnees={donnees} causeCodePostal={causeCodePostal} /> : null}
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
          {Corps && (n === 7 || n === 9) ? <Corps etat={etat} fixer={fixer} projet={projet} /> : null}
          {n === 8 ? (
            <>
              <Switch isSelected={etat.etape8.autresCasDeDispenses} onChange={(v) => setEtat((e) => changerAutresCasDeDispenses(e, v))}>
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

function Etape1({
  etat,
  setEtat,
  donnees,
  causeCodePostal,
}: {
  etat: EtatTunnelDue;
  setEtat: (f: (e: EtatTunnelDue) => EtatTunnelDue) => void;
  donnees: DonneesDue;
  causeCodePostal: string | null;
}) {
  const { projet } = donnees;
  const e1 = etat.etape1;
  const adresse = (cle: 'voie' | 'codePostal' | 'ville', v: string) => setEtat((e) => ({ ...e, etape1: { ...e.etape1, adresse: { ...e.etape1.adresse, [cle]: v } } }));
  const lignes = e1.structureTarifaire ? STRUCTURES_PAR_MODE[e1.structureTarifaire].map((s) => projet.tarifs.find((t) => t.structure === s)).filter((t) => t !== undefined) : [];
  return (
    <>
      <RadioCards
        label={DUE.structure}
        value={e1.structureTarifaire}
        onChange={(s) => setEtat((e) => changerStructure(e, s))}
        options={structuresProposees(projet).map((s) => ({ value: s, title: SOUSCRIPTION.informations.modesCotisation[s] }))}
        isRequired
      />
      {appelDeCotisationDemande(e1.structureTarifaire) ? (
        <RadioCards
          label={DUE.appel}
          value={e1.appelDeCotisation}
          onChange={(v) => setEtat((e) => ({ ...e, etape1: { ...e.etape1, appelDeCotisation: v } }))}
          options={(['GROUPE', 'MIXTE'] as const).map((v) => ({ value: v, title: DUE.appels[v] }))}
          isRequired
        />
      ) : null}
      {lignes.length ? (
        <table className="due-tarifs">
          <thead>
            <tr>
              <th scope="col">{DUE.colonneStructure}</th>
              <th scope="col">{DUE.colonneTaux}</th>
              <th scope="col">{DUE.colonneBudget}</th>
            </tr>
          </thead>
          <tbody>
            {lignes.map((t) => (
              <tr key={t.structure}>
                <th scope="row">{LIBELLES_STRUCTURE_SANTE[t.structure as keyof typeof LIBELLES_STRUCTURE_SANTE] ?? t.structure}</th>
                <td>{formatPourcent(t.taux)} PMSS</td>
                <td>{formatEuros(t.montant)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <div className="due-adresse">
        <TextField label={DUE.voie} value={e1.adresse.voie} onChange={(v) => adresse('voie', v)} isRequired maxLength={200} autoComplete="street-address" />
        <TextField
          label={DUE.codePostalLibelle}
          value={e1.adresse.codePostal}
          onChange={(v) => adresse('codePostal', v.replace(/\D/g, '').slice(0, 5))}
          isRequired
          inputMode="numeric"
          autoComplete="postal-code"
          error={e1.adresse.codePostal && !/^\d{5}$/.test(e1.adresse.codePostal) ? DUE.codePostal : (causeCodePostal ?? undefined)}
        />
        <TextField label={DUE.ville} value={e1.adresse.ville} onChange={(v) => adresse('ville', v)} isRequired maxLength={100} autoComplete="address-level2" />
      </div>
    </>
  );
}
