import { useState } from 'react';
import { SOUSCRIPTION_FIC as F, SOUSCRIPTION_PIECES as M } from '../../../../src/domain/messages';
import type { VueSouscription } from '../../../../src/domain/souscription';
import { Badge, Banner, Button, Card, FileUpload, RadioCards, type EtatFichier } from '../../../components';
import { ApiError, apiFetch } from '../../../session/api-fetch';
import { useSouscription } from '../contexte';
import {
  apresRefus,
  fichiersDe,
  pendantEnvoi,
  pendantSuppression,
  suppressionEchouee,
  typesAcceptes,
  type DonneesJustificatifs,
  type FicApi,
  type FichierPiece,
  type PieceAttendueApi,
  type PiecesApi,
} from '../pieces';

/** 02 §8: on a 400 the server's message; otherwise the spec's text for one file or several. */
const messageRefus = (e: unknown, plusieurs: boolean) =>
  e instanceof ApiError && e.status === 400 && e.message ? e.message : plusieurs ? M.erreurAjoutPlusieurs : M.erreurAjout;

/**
 * Step 3 'Justificatifs' (02 §2, §4, §5, §8): each expected piece with its files (processing, success,
 * error), its counter and rule message; the company section and the extra one; the FIC.
 */
export function EtapeJustificatifs({ initiales }: { initiales: DonneesJustificatifs }) {
  const { donnees, dossier, setDossier, allerA } = useSouscription();
  const lecture = dossier.lecture_seule || initiales.pieces.lecture_seule;
  const [etat, setEtat] = useState<PiecesApi>(initiales.pieces);
  const [fichiers, setFichiers] = useState<FichierPiece[]>(() => fichiersDe(initiales.pieces.pieces));
  const [erreurGenerale, setErreurGenerale] = useState<string | null>(null);
  const base = `/projets/${donnees.idProjet}/souscription/pieces-justificatives`;

  const rafraichirDossier = async () => {
    try {
      setDossier(await apiFetch<VueSouscription>(`/projets/${donnees.idProjet}/souscription`));
    } catch {
      /* the counters stay as they were; the files are right */
    }
  };

  const recevoir = (r: PiecesApi) => {
    setEtat(r);
    // The server's list is the truth; refused lines of other pieces stay on screen.
    setFichiers((f) => [...fichiersDe(r.pieces), ...f.filter((x) => x.status === 'error')]);
  };

  const envoyer = async (attendue: PieceAttendueApi, liste: File[]) => {
    setErreurGenerale(null);
    const instant = Date.now();
    setFichiers((f) => pendantEnvoi(f, attendue.code, liste.map((x) => x.name), instant));
    const form = new FormData();
    form.append('code', attendue.code);
    for (const x of liste) form.append('file', x);
    try {
      const r = await apiFetch<PiecesApi>(base, { method: 'POST', body: form });
      setFichiers((f) => f.filter((x) => !(x.code === attendue.code && x.status === 'processing')));
      recevoir(r);
      await rafraichirDossier();
    } catch (e) {
      setFichiers((f) => apresRefus(f, attendue.code, Date.now(), messageRefus(e, liste.length > 1)));
    }
  };

  const supprimer = async (f: FichierPiece) => {
    setErreurGenerale(null);
    setFichiers((l) => pendantSuppression(l, f.id));
    if (f.status === 'error' || !f.idPiece) return;
    try {
      await apiFetch(`/pieces-justificatives/${f.idPiece}`, { method: 'DELETE' });
      recevoir(await apiFetch<PiecesApi>(base));
      await rafraichirDossier();
    } catch {
      setFichiers((l) => suppressionEchouee(l, f.id));
      setErreurGenerale(M.erreurSuppression);
    }
  };

  const sections = [
    { cle: 'entreprise', titre: M.sectionEntreprise, attendues: etat.attendues.filter((a) => a.section === 'entreprise') },
    { cle: 'complementaire', titre: M.sectionComplementaire, attendues: etat.attendues.filter((a) => a.section === 'complementaire') },
  ].filter((s) => s.attendues.length > 0);

  return (
    <div className="sous-etape" data-etape="pieces-justificatives">
      <p className="sous-etape-compteur">{M.etape}</p>
      {erreurGenerale ? <Banner tone="danger" title={erreurGenerale} /> : null}
      {sections.map((s) => (
        <Card key={s.cle} title={s.titre}>
          <ul className="sous-pieces pile liste-nue" role="list">
            {s.attendues.map((a) => (
              <Piece key={a.code} attendue={a} fichiers={fichiers.filter((f) => f.code === a.code)} lecture={lecture} onEnvoyer={(l) => void envoyer(a, l)} onSupprimer={(f) => void supprimer(f)} versParticipants={() => allerA('participants')} />
            ))}
          </ul>
        </Card>
      ))}
      <Fic idProjet={donnees.idProjet} initiale={initiales.fic} lecture={lecture} />
      <div className="sous-actions">
        <Button variant="secondary" onClick={() => allerA('participants')}>
          {M.retour}
        </Button>
        <Button variant="primary" onClick={() => allerA('signature-et-documents')}>
          {M.continuer}
        </Button>
      </div>
    </div>
  );
}

function Piece({
  attendue: a,
  fichiers,
  lecture,
  onEnvoyer,
  onSupprimer,
  versParticipants,
}: {
  attendue: PieceAttendueApi;
  fichiers: FichierPiece[];
  lecture: boolean;
  onEnvoyer: (fichiers: File[]) => void;
  onSupprimer: (f: FichierPiece) => void;
  versParticipants: () => void;
}) {
  const enCours = fichiers.some((f) => f.status === 'processing');
  const refus = fichiers.filter((f) => f.status === 'error');
  const etatUpload: EtatFichier = enCours ? 'envoi' : refus.length ? 'erreur' : fichiers.some((f) => f.status === 'success') ? 'succes' : 'vide';
  // The participants file is sent from step 2 (its import); here it is only shown.
  const depuisParticipants = a.code === 'import_participants';
  // 02 §5: a refused file says so alone; several refused say it for all.
  const erreurUpload = refus.length > 1 ? M.fichiersRefuses : refus[0]?.message;
  const plein = a.multiple && a.nombre >= a.max;
  return (
    <li className="sous-piece pile ecart-3" data-piece={a.code} data-complete={a.complete || undefined}>
      <div className="sous-piece-entete rangee-etalee">
        <h3>{a.libelle}</h3>
        {!a.obligatoire ? <Badge>{M.facultatif}</Badge> : null}
        {a.compteur ? <span className="sous-piece-compteur">{a.compteur}</span> : null}
      </div>
      {fichiers.length ? (
        <ul className="sous-fichiers pile ecart-2 liste-nue" role="list">
          {fichiers.map((f) => (
            <li key={f.id} className="sous-fichier" data-statut={f.status} data-id={f.id}>
              <span className="sous-fichier-nom">{f.nomFichier}</span>
              {f.status === 'processing' ? <span role="status">{M.enCours}</span> : null}
              {f.status === 'success' && f.url ? (
                <a href={f.url} download>
                  {M.telecharger}
                </a>
              ) : null}
              {!lecture && f.status !== 'processing' ? (
                <Button variant="secondary" className="btn-small" onClick={() => onSupprimer(f)} aria-label={`${M.supprimer} ${f.nomFichier}`}>
                  {M.supprimer}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {depuisParticipants ? (
        <div className="sous-piece-renvoi">
          <p className="kit-help">{M.codeImport}</p>
          <Button variant="secondary" className="btn-small" onClick={versParticipants}>
            {M.allerParticipants}
          </Button>
        </div>
      ) : !lecture && !plein ? (
        <FileUpload
          label={a.multiple ? M.choisirPlusieurs : M.choisir}
          etat={etatUpload}
          accept={typesAcceptes(a.formats)}
          allowsMultiple={a.multiple}
          onSelect={(f) => onEnvoyer([f])}
          onSelectFiles={onEnvoyer}
          help={M.formats}
          error={erreurUpload}
          isRequired={a.obligatoire}
        />
      ) : null}
      {a.message && !enCours ? (
        <p className="kit-error" data-regle={a.code}>
          {a.message}
        </p>
      ) : null}
    </li>
  );
}

/** The FIC (02 §2, §5, §8): one pdf, the broker's own model or the insurer's, shown, replaced, deleted. */
function Fic({ idProjet, initiale, lecture }: { idProjet: number; initiale: FicApi | null; lecture: boolean }) {
  const [fic, setFic] = useState<FicApi | null>(initiale);
  const [modeleFournisseur, setModeleFournisseur] = useState<boolean>(initiale?.modeleFournisseur ?? false);
  const [etat, setEtat] = useState<EtatFichier>(initiale ? 'succes' : 'vide');
  const [erreur, setErreur] = useState<string | null>(null);
  const chemin = `/projets/${idProjet}/souscription/fiche-informations-conseils`;

  const deposer = async (fichier: File) => {
    setErreur(null);
    // 02 §5: pdf only, 10 MB at most (the server checks the bytes too).
    if (!/\.pdf$/i.test(fichier.name) || fichier.size > 10_485_760) {
      setEtat('erreur');
      return setErreur(F.formatTaille);
    }
    setEtat('envoi');
    const form = new FormData();
    form.append('file', fichier);
    form.append('modele_fournisseur', String(modeleFournisseur));
    try {
      setFic(await apiFetch<FicApi>(chemin, { method: 'POST', body: form }));
      setEtat('succes');
    } catch (e) {
      setEtat('erreur');
      setErreur(e instanceof ApiError && e.status === 400 && e.message ? e.message : F.erreurAjout);
    }
  };

  const supprimer = async () => {
    setErreur(null);
    try {
      await apiFetch(chemin, { method: 'DELETE' });
      setFic(null);
      setEtat('vide');
    } catch {
      setErreur(F.erreurSuppression);
    }
  };

  return (
    <Card title={F.titre}>
      <div className="sous-piece pile ecart-3" data-piece="fic">
        <RadioCards<'propre' | 'fournisseur'>
          label={F.modele}
          value={modeleFournisseur ? 'fournisseur' : 'propre'}
          onChange={(v) => setModeleFournisseur(v === 'fournisseur')}
          isDisabled={lecture}
          options={[
            { value: 'propre', title: F.modelePropre },
            { value: 'fournisseur', title: F.modeleFournisseur, text: <a href={`/api${chemin}/modele`} download>{F.telechargerModele}</a> },
          ]}
        />
        {fic ? (
          <ul className="sous-fichiers pile ecart-2 liste-nue" role="list">
            <li className="sous-fichier" data-statut="success">
              <span className="sous-fichier-nom">{fic.nomFichier}</span>
              <a href={`/api${chemin}/fichier`} download>
                {M.telecharger}
              </a>
              {!lecture ? (
                <Button variant="secondary" className="btn-small" onClick={() => void supprimer()} aria-label={`${M.supprimer} ${fic.nomFichier}`}>
                  {M.supprimer}
                </Button>
              ) : null}
            </li>
          </ul>
        ) : (
          <p className="kit-help">{F.aucunFichier}</p>
        )}
        {!lecture ? (
          <FileUpload label={fic ? F.remplacer : F.deposer} etat={etat} accept={['.pdf', 'application/pdf']} onSelect={(f) => void deposer(f)} help={F.formatTaille} error={erreur ?? undefined} isRequired />
        ) : null}
        {erreur && etat !== 'erreur' ? <p className="kit-error">{erreur}</p> : null}
      </div>
    </Card>
  );
}
