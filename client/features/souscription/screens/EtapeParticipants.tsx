import { SOUSCRIPTION, SOUSCRIPTION_PARTICIPANTS as M } from '../../../../src/domain/messages';
import type { ClipboardEvent, KeyboardEvent } from 'react';
import { peutSupprimerParticipant, type MethodeAffiliation, type ModeAffiliation } from '../../../../src/domain/souscription/participants';
import { Banner, Button, Card, DateField, Dialog, FileUpload, RAISON_CHAMPS_EN_ERREUR, RadioCards, SubmitButton, TextField } from '../../../components';
import type { ColonneGrille } from '../collage';
import { DialoguesParticipants } from '../components/DialoguesParticipants';
import { useSouscription } from '../contexte';
import { useParticipants } from '../hooks/useParticipants';
import { adresseModele, type AffiliationParticipants } from '../participants';

const OUI_NON = [
  { value: 'oui', title: M.oui },
  { value: 'non', title: M.non },
] as const;

const versOuiNon = (v: boolean | null | undefined) => (v === true ? 'oui' : v === false ? 'non' : null);

/**
 * Step 2 'Participants' (02 §2, §4, §5; brief §6): the affiliation method (import of the template or
 * online entry, or another mode after a confirmation), the participants with the questions the
 * medical study asks, the step's own messages, and 'Enregistrer et continuer'. State in useParticipants.
 */
export function EtapeParticipants({ initiale }: { initiale: AffiliationParticipants | null }) {
  if (!initiale) return <Banner tone="danger" title={SOUSCRIPTION.erreurChargement} />;
  return <Participants initiale={initiale} />;
}

function Participants({ initiale }: { initiale: AffiliationParticipants }) {
  const { donnees, dossier, allerA } = useSouscription();
  const {
    lecture, methode, mode, setMode, changerMethode, confirmation, annulerConfirmation, confirmerAutresModes,
    lignes, modifier, peutAjouter, ajouter, ajoutee, retirer, coller, exigences, validite, montrerErreurs, champsValides, erreurServeur, importEtat, choisirFichier, enregistrer,
    importEnAttente, nombreExistants, annulerImport, confirmerImport, quitter,
  } = useParticipants(initiale);
  const champsFiges = dossier.champs_figes;
  /** The grid column of the cell an event came from ('participants.{i}.{colonne}'), read on its field's anchor. */
  const celluleDe = (cible: EventTarget): { index: number; colonne: ColonneGrille } | null => {
    const chemin = (cible as HTMLElement).closest?.('[data-chemin]')?.getAttribute('data-chemin') ?? '';
    const m = /^participants\.(\d+)\.(\w+)$/.exec(chemin);
    const colonne = ({ nom: 'nom', prenom: 'prenom', date_naissance: 'dateNaissance' } as const)[m?.[2] as 'nom'];
    return m && colonne ? { index: Number(m[1]), colonne } : null;
  };
  // Rows copied from a spreadsheet fill the grid from the cell pasted into.
  const surCollage = (e: ClipboardEvent<HTMLElement>) => {
    const c = celluleDe(e.target);
    if (c && coller(c.index, c.colonne, e.clipboardData.getData('text/plain'))) e.preventDefault();
  };
  // Enter on the last row's last field adds a row (its first field then has the focus).
  const surTouche = (e: KeyboardEvent<HTMLElement>, dernier: boolean) => {
    if (e.key !== 'Enter' || !dernier || !(e.target instanceof HTMLInputElement) || celluleDe(e.target)?.colonne !== 'dateNaissance') return;
    e.preventDefault();
    ajouter();
  };

  return (
    <div className="sous-etape" data-etape="participants" data-methode={methode}>
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
                onSelect={choisirFichier}
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
            {!lecture ? <p className="sous-aide-saisie">{M.aideSaisie}</p> : null}
            <ol className="sous-participants pile liste-nue" role="list" onPaste={surCollage}>
              {lignes.map((l, i) => {
                const e = montrerErreurs || l.nom || l.prenom || l.dateNaissance ? validite.parParticipant[i] : {};
                const figes = new Set(champsFiges.filter((c) => c.startsWith(`participants.${i}.`)));
                return (
                  <li key={l.cle} className="sous-participant pile ecart-3" data-participant={i + 1} onKeyDown={(e) => surTouche(e, i === lignes.length - 1)}>
                    <div className="sous-participant-entete rangee-etalee">
                      <h3>{M.participant(i + 1)}</h3>
                      {peutSupprimerParticipant(i, lecture, champsFiges) && lignes.length > 0 ? (
                        <Button variant="secondary" className="btn-small" onClick={() => retirer(l.cle)} aria-label={`${M.supprimer} — ${M.participant(i + 1)}`}>
                          {M.supprimer}
                        </Button>
                      ) : null}
                    </div>
                    <div className="sous-grille">
                      <TextField label={M.champs.nom} value={l.nom} onChange={(v) => modifier(l.cle, 'nom', v)} error={e.nom} isRequired isDisabled={lecture || figes.has(`participants.${i}.nom`)} maxLength={100} autoComplete="off" chemin={`participants.${i}.nom`} autoFocus={l.cle === ajoutee} />
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
                        chemin={`participants.${i}.date_naissance`}
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
            {peutAjouter ? (
              <Button variant="secondary" onClick={ajouter}>
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
      <DialoguesParticipants importEnAttente={importEnAttente !== null} nombreExistants={nombreExistants} onImport={confirmerImport} onAnnulerImport={annulerImport} quitter={quitter} />
      <Dialog
        isOpen={confirmation}
        onClose={annulerConfirmation}
        title={M.confirmationAutresModes.titre}
        alert
        actions={
          <>
            <Button variant="secondary" onClick={annulerConfirmation}>
              {M.confirmationAutresModes.annuler}
            </Button>
            <Button variant="primary" onClick={confirmerAutresModes}>
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
