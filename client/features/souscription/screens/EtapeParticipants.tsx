import { useMemo, useRef, useState } from 'react';
import { SOUSCRIPTION, SOUSCRIPTION_PARTICIPANTS as M, SOUSCRIPTION_PIECES } from '../../../../src/domain/messages';
import type { VueSouscription } from '../../../../src/domain/souscription';
import {
  confirmationChangementMethode,
  peutAjouterParticipant,
  peutSupprimerParticipant,
  validiteParticipants,
  type ExigencesParticipants,
  type MethodeAffiliation,
  type ModeAffiliation,
} from '../../../../src/domain/souscription/participants';
import { Banner, Button, Card, DateField, Dialog, FileUpload, RAISON_CHAMPS_EN_ERREUR, RadioCards, SubmitButton, TextField, type EtatFichier } from '../../../components';
import { ApiError, apiFetch } from '../../../session/api-fetch';
import { useEtapeEnregistrable, useSouscription, type EtapeEnregistrable } from '../contexte';
import { adresseModele, corpsAffiliation, ligneVide, versLignes, type AffiliationParticipants, type LigneParticipant } from '../participants';

const OUI_NON = [
  { value: 'oui', title: M.oui },
  { value: 'non', title: M.non },
] as const;

const versOuiNon = (v: boolean | null | undefined) => (v === true ? 'oui' : v === false ? 'non' : null);

/**
 * Step 2 'Participants' (02 §2, §4, §5; brief §6): the affiliation method (import of the template or
 * online entry, or another mode after a confirmation), the participants with the questions the
 * medical study asks, the step's own messages, and 'Enregistrer et continuer'.
 */
export function EtapeParticipants({ initiale }: { initiale: AffiliationParticipants }) {
  const { donnees, dossier, setDossier, avecEnregistrement, allerA } = useSouscription();
  const lecture = dossier.lecture_seule || initiale.lecture_seule;
  const [methode, setMethode] = useState<MethodeAffiliation>(initiale.methode_affiliation);
  const [mode, setMode] = useState<ModeAffiliation>(initiale.mode_affiliation);
  // 02 §2: one empty participant on opening when none exist.
  const [lignes, setLignes] = useState<LigneParticipant[]>(() => {
    const l = versLignes(initiale.participants);
    return l.length || lecture ? l : [ligneVide()];
  });
  const [confirmation, setConfirmation] = useState(false);
  const [montrerErreurs, setMontrerErreurs] = useState(false);
  const [erreurServeur, setErreurServeur] = useState<string | null>(null);
  const [importEtat, setImportEtat] = useState<{ etat: EtatFichier; nom?: string; erreurs: string[]; message?: string }>({ etat: 'vide', erreurs: [] });
  const enregistre = useRef(JSON.stringify(corpsAffiliation(initiale.methode_affiliation, initiale.mode_affiliation, versLignes(initiale.participants))));

  const exigences: ExigencesParticipants = {
    effectifCollege: initiale.effectif_college,
    salaire4Pass: { posee: initiale.salaire_4_pass.posee, auMoinsUn: initiale.salaire_4_pass.au_moins_un },
    arretTravail: { posee: initiale.arret_travail.posee, auMoinsUn: initiale.arret_travail.au_moins_un },
  };
  const corps = corpsAffiliation(methode, mode, lignes);
  const validite = validiteParticipants(lignes, exigences, donnees.today, false, methode);
  // The form can be saved when every row's fields are right (the step's count is its completion, 02 §5).
  const champsValides = methode === 'AUTRES_MODES' || validite.parParticipant.every((e) => Object.keys(e).length === 0);
  const modifiee = () => JSON.stringify(corps) !== enregistre.current;

  const rafraichirDossier = async () => {
    const vue = await apiFetch<VueSouscription>(`/projets/${donnees.idProjet}/souscription`);
    setDossier(vue);
  };

  const appliquer = (r: AffiliationParticipants) => {
    setMethode(r.methode_affiliation);
    setMode(r.mode_affiliation);
    const l = versLignes(r.participants);
    setLignes(l.length ? l : [ligneVide()]);
    enregistre.current = JSON.stringify(corpsAffiliation(r.methode_affiliation, r.mode_affiliation, l));
  };

  const enregistrer = async (): Promise<boolean> => {
    setErreurServeur(null);
    try {
      const r = await avecEnregistrement(async () => {
        const reponse = await apiFetch<AffiliationParticipants>(`/projets/${donnees.idProjet}/souscription/affiliation-participants`, { method: 'POST', body: corps });
        await rafraichirDossier();
        return reponse;
      });
      appliquer(r);
      return true;
    } catch (e) {
      setMontrerErreurs(true);
      setErreurServeur(e instanceof ApiError && e.status === 400 && e.message ? e.message : SOUSCRIPTION.erreurEnregistrement);
      return false;
    }
  };

  const etape: EtapeEnregistrable = useMemo(
    () => ({ modifiee, valide: () => champsValides, enregistrer }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [corps, champsValides],
  );
  useEtapeEnregistrable(etape);

  const importer = async (fichier: File) => {
    setImportEtat({ etat: 'envoi', nom: fichier.name, erreurs: [] });
    const form = new FormData();
    form.append('file', fichier);
    try {
      const r = await avecEnregistrement(async () => {
        const reponse = await apiFetch<AffiliationParticipants>(`/projets/${donnees.idProjet}/souscription/import-participants`, { method: 'POST', body: form });
        await rafraichirDossier();
        return reponse;
      });
      appliquer(r);
      setImportEtat({ etat: 'succes', nom: fichier.name, erreurs: [], message: M.importReussi(r.importes ?? r.participants.length) });
    } catch (e) {
      // 02 §8: a 400's message under the field, one alone or several as a list.
      const erreurs = e instanceof ApiError ? e.erreurs.map((x) => x.message) : [];
      setImportEtat({ etat: 'erreur', nom: fichier.name, erreurs, message: e instanceof ApiError && e.status === 400 ? e.message : SOUSCRIPTION_PIECES.erreurAjout });
    }
  };

  const changerMethode = (m: MethodeAffiliation) => {
    if (m === methode) return;
    // 02 §2: other modes from another method ask first; cancelling keeps the previous choice.
    if (confirmationChangementMethode(methode, m)) setConfirmation(true);
    else setMethode(m);
  };

  const modifier = (cle: string, champ: keyof LigneParticipant, valeur: unknown) => setLignes((ls) => ls.map((l) => (l.cle === cle ? { ...l, [champ]: valeur } : l)));
  const champsFiges = dossier.champs_figes;

  return (
    <div className="sous-etape" data-etape="participants" data-methode={methode}>
      <p className="sous-etape-compteur">{M.etape}</p>
      <Card title={M.titre}>
        <Banner tone="info" title={M.banniere} />
        <RadioCards<MethodeAffiliation>
          label={M.methode}
          value={methode}
          onChange={changerMethode}
          isDisabled={lecture}
          options={[
            { value: 'IMPORTER', title: M.methodeImporter },
            { value: 'AUTRES_MODES', title: M.methodeAutresModes },
          ]}
        />
        {methode === 'AUTRES_MODES' ? (
          <>
            <RadioCards<ModeAffiliation>
              label={M.mode}
              value={mode}
              onChange={setMode}
              isDisabled={lecture}
              options={(['espace_entreprise', 'dsn', 'dia_papier'] as const).map((m) => ({ value: m, title: M.modes[m] }))}
            />
            <Banner tone="warning" title={M.delaiAutresModes} />
          </>
        ) : (
          <>
            <section className="sous-import pile ecart-3" aria-label={M.importer}>
              <a className="btn btn-secondary" href={adresseModele(donnees.codeProduit, dossier.contexte.type_masse_salariale)} download>
                {M.telechargerModele}
              </a>
              <FileUpload
                label={M.importer}
                etat={importEtat.etat}
                fileName={importEtat.nom}
                accept={['.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']}
                help={importEtat.etat === 'succes' ? importEtat.message : M.aideImport}
                error={importEtat.message}
                isDisabled={lecture}
                onSelect={(f) => void importer(f)}
              />
              {importEtat.etat === 'erreur' && importEtat.erreurs.length ? (
                <ul className="sous-erreurs-import" aria-label={M.erreursImport}>
                  {importEtat.erreurs.map((e) => (
                    <li key={e}>{e}</li>
                  ))}
                </ul>
              ) : null}
            </section>
            <p className="sous-compteur-participants" role="status">
              {M.compteur(validite.complets, exigences.effectifCollege)}
            </p>
            <ol className="sous-participants pile liste-nue" role="list">
              {lignes.map((l, i) => {
                const e = montrerErreurs || l.nom || l.prenom || l.dateNaissance ? validite.parParticipant[i] : {};
                const figes = new Set(champsFiges.filter((c) => c.startsWith(`participants.${i}.`)));
                return (
                  <li key={l.cle} className="sous-participant pile ecart-3" data-participant={i + 1}>
                    <div className="sous-participant-entete rangee-etalee">
                      <h3>{M.participant(i + 1)}</h3>
                      {peutSupprimerParticipant(i, lecture, champsFiges) && lignes.length > 0 ? (
                        <Button variant="secondary" className="btn-small" onClick={() => setLignes((ls) => ls.filter((x) => x.cle !== l.cle))} aria-label={`${M.supprimer} — ${M.participant(i + 1)}`}>
                          {M.supprimer}
                        </Button>
                      ) : null}
                    </div>
                    <div className="sous-grille">
                      <TextField label={M.champs.nom} value={l.nom} onChange={(v) => modifier(l.cle, 'nom', v)} error={e.nom} isRequired isDisabled={lecture || figes.has(`participants.${i}.nom`)} maxLength={100} autoComplete="off" chemin={`participants.${i}.nom`} />
                      <TextField label={M.champs.prenom} value={l.prenom} onChange={(v) => modifier(l.cle, 'prenom', v)} error={e.prenom} isRequired isDisabled={lecture || figes.has(`participants.${i}.prenom`)} maxLength={100} autoComplete="off" chemin={`participants.${i}.prenom`} />
                      <DateField
                        label={M.champs.dateNaissance}
                        value={l.dateNaissance || null}
                        onChange={(v) => modifier(l.cle, 'dateNaissance', v ?? '')}
                        min="1900-01-01"
                        max={donnees.today}
                        erreur={e.dateNaissance}
                        isRequired
                        isDisabled={lecture || figes.has(`participants.${i}.date_naissance`)}
                      />
                    </div>
                    {exigences.arretTravail.posee ? (
                      <RadioCards
                        label={M.champs.arretTravailALaDateDeDemandeAdhesion}
                        value={versOuiNon(l.arretTravailALaDateDeDemandeAdhesion)}
                        onChange={(v) => modifier(l.cle, 'arretTravailALaDateDeDemandeAdhesion', v === 'oui')}
                        options={OUI_NON}
                        error={e.arretTravailALaDateDeDemandeAdhesion}
                        isRequired={exigences.arretTravail.auMoinsUn}
                        isDisabled={lecture}
                        chemin={`participants.${i}.arret_travail_a_la_date_de_demande_adhesion`}
                      />
                    ) : null}
                    {exigences.salaire4Pass.posee ? (
                      <RadioCards
                        label={M.champs.salaireReferenceExcede4Pass}
                        value={versOuiNon(l.salaireReferenceExcede4Pass)}
                        onChange={(v) => modifier(l.cle, 'salaireReferenceExcede4Pass', v === 'oui')}
                        options={OUI_NON}
                        error={e.salaireReferenceExcede4Pass}
                        isRequired={exigences.salaire4Pass.auMoinsUn}
                        isDisabled={lecture}
                        chemin={`participants.${i}.salaire_reference_excede_4_pass`}
                      />
                    ) : null}
                  </li>
                );
              })}
            </ol>
            {peutAjouterParticipant(lignes.length, exigences.effectifCollege, lecture) ? (
              <Button variant="secondary" onClick={() => setLignes((ls) => [...ls, ligneVide()])}>
                {M.ajouter}
              </Button>
            ) : null}
            {validite.erreurs.length ? (
              <Banner tone="warning" title={M.etapeIncomplete}>
                <ul className="plain-list">
                  {validite.erreurs.map((x) => (
                    <li key={x}>{x}</li>
                  ))}
                </ul>
              </Banner>
            ) : null}
          </>
        )}
        {erreurServeur ? <Banner tone="danger" title={erreurServeur} /> : null}
      </Card>
      <div className="sous-actions">
        <Button variant="secondary" onClick={() => allerA('informations-complementaires')}>
          {M.retour}
        </Button>
        {lecture ? (
          <Button variant="primary" onClick={() => allerA('pieces-justificatives')}>
            {SOUSCRIPTION.onglets.piecesJustificatives}
          </Button>
        ) : (
          <SubmitButton
            type="button"
            action="enregistrer-participants"
            disabledReason={champsValides ? null : RAISON_CHAMPS_EN_ERREUR}
            onPress={() => void enregistrer().then((ok) => ok && allerA('pieces-justificatives'))}
          >
            {M.enregistrerEtContinuer}
          </SubmitButton>
        )}
      </div>
      <Dialog
        isOpen={confirmation}
        onClose={() => setConfirmation(false)}
        title={M.confirmationAutresModes.titre}
        alert
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirmation(false)}>
              {M.confirmationAutresModes.annuler}
            </Button>
            <Button
              variant="primary"
              onClick={() => {
                setConfirmation(false);
                setMethode('AUTRES_MODES');
              }}
            >
              {M.confirmationAutresModes.confirmer}
            </Button>
          </>
        }
      >
        <p>{M.confirmationAutresModes.texte}</p>
      </Dialog>
    </div>
  );
}
