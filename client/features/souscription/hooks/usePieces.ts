import { useState } from 'react';
import { SOUSCRIPTION_PIECES as M } from '../../../../src/domain/messages';
import { ApiError } from '../../../api/client';
import { envoyerPieces, lirePieces, lireSouscription, supprimerPiece } from '../api';
import { useSouscription } from '../contexte';
import { apresRefus, fichiersDe, pendantEnvoi, refusesAvantEnvoi, pendantSuppression, suppressionEchouee, type DonneesJustificatifs, type FichierPiece, type PieceAttendueApi, type PiecesApi } from '../pieces';

/** 02 §8: on a 400 the server's message; otherwise the spec's text for one file or several. */
const messageRefus = (e: unknown, plusieurs: boolean) =>
  e instanceof ApiError && e.status === 400 && e.message ? e.message : plusieurs ? M.erreurAjoutPlusieurs : M.erreurAjout;

/** The answer's reasons per file ('nom : motif'), when a 400 names them. */
const messagesParFichier = (e: unknown): string[] => {
  const erreurs = e instanceof ApiError && e.status === 400 ? (e.body as { erreurs?: unknown } | undefined)?.erreurs : undefined;
  return Array.isArray(erreurs) ? erreurs.flatMap((x: { message?: unknown }) => (typeof x?.message === 'string' ? [x.message] : [])) : [];
};

/**
 * Step 3's pieces (02 §2, §4, §5, §8): the expected pieces and their file lines (the pure moves of
 * ../pieces.ts), sent and deleted through the API; the frame's counters follow each change.
 */
export function usePieces(initiales: DonneesJustificatifs) {
  const { donnees, dossier, setDossier } = useSouscription();
  const lecture = dossier.lecture_seule || initiales.pieces.lecture_seule;
  const [etat, setEtat] = useState<PiecesApi>(initiales.pieces);
  const [fichiers, setFichiers] = useState<FichierPiece[]>(() => fichiersDe(initiales.pieces.pieces));
  const [erreurGenerale, setErreurGenerale] = useState<string | null>(null);

  const rafraichirDossier = async () => {
    try {
      setDossier(await lireSouscription(donnees.idProjet));
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
    // An empty, oversized or unaccepted file is refused here, before any byte is sent (same 10 Mo as the server).
    const avant = refusesAvantEnvoi(fichiers, attendue.code, liste, attendue.formats, instant);
    if (avant) return setFichiers(avant);
    setFichiers((f) => pendantEnvoi(f, attendue.code, liste.map((x) => x.name), instant));
    try {
      const r = await envoyerPieces(donnees.idProjet, attendue.code, liste);
      setFichiers((f) => f.filter((x) => !(x.code === attendue.code && x.status === 'processing')));
      recevoir(r);
      await rafraichirDossier();
    } catch (e) {
      setFichiers((f) => apresRefus(f, attendue.code, Date.now(), messageRefus(e, liste.length > 1), messagesParFichier(e)));
    }
  };

  const supprimer = async (f: FichierPiece) => {
    setErreurGenerale(null);
    setFichiers((l) => pendantSuppression(l, f.id));
    if (f.status === 'error' || !f.idPiece) return;
    try {
      await supprimerPiece(f.idPiece);
      recevoir(await lirePieces(donnees.idProjet));
      await rafraichirDossier();
    } catch {
      setFichiers((l) => suppressionEchouee(l, f.id));
      setErreurGenerale(M.erreurSuppression);
    }
  };

  return { lecture, etat, fichiers, erreurGenerale, envoyer, supprimer };
}
