import { useRef, useState } from 'react';
import { SIGNATURE_TRANSACTION as M } from '../../../../src/domain/messages';
import type { VueSouscription } from '../../../../src/domain/souscription';
import type { ModeSignature } from '../../../../src/domain/signature/types';
import { notifier, notifierEnvoi } from '../../../components';
import { ApiError } from '../../../api/client';
import { CleAction } from '../../../session/idempotence';
import { retenirRetourDossier } from '../../signature/retour';
import { signerADistance, signerFaceAFace } from '../api';
import { useSouscription } from '../contexte';

/**
 * Step 4's signature (02 §2, §5): which dialog is open (the signer's form is useSignataire, loaded
 * with its dialog), then the mode: face to face (the browser goes to the provider's page) or at a
 * distance (the access e-mail, sent again on demand).
 */
export function useSignature() {
  const { dossier, setDossier } = useSouscription();
  const [dialogue, setDialogue] = useState<'signataire' | 'mode' | null>(null);
  const [mode, setMode] = useState<ModeSignature | null>('FACE_A_FACE');
  const [enCours, setEnCours] = useState(false);
  const [renvoi, setRenvoi] = useState(false);
  const renvois = useRef(new CleAction());
  /** The signer saved: the new view, then the mode. */
  const signataireEnregistre = (vue: VueSouscription) => {
    setDossier(vue);
    setDialogue('mode');
  };

  async function lancer() {
    setEnCours(true);
    try {
      if (mode === 'FACE_A_FACE') {
        const r = await signerFaceAFace(dossier.id_projet);
        if (!r.data.url) throw new Error(M.aucuneUrl(dossier.id_projet));
        // The accepted page (same tab, after the provider's) links back here for the broker.
        retenirRetourDossier(r.data.tid, window.location.pathname);
        notifier('info', M.redirection);
        window.location.assign(r.data.url);
        return;
      }
      notifierEnvoi(await signerADistance(dossier.id_projet), M.mailAccesEnvoye);
      setDialogue(null);
      setDossier({ ...dossier, statut: 'SIGNATURE_EN_ATTENTE', lecture_seule: true });
    } catch (err) {
      notifier('danger', err instanceof ApiError && err.status === 409 ? err.message : mode === 'FACE_A_FACE' ? M.signatureIndisponible : M.mailAccesEchec);
    } finally {
      setEnCours(false);
    }
  }

  /**
   * A remote transaction waiting: the access e-mail once more. A new key per click makes it a new
   * e-mail (the server only deduplicates a key it sees again, or the same transaction and address
   * without a key); the e-mail limit per user applies, its 429 said in the toast.
   */
  async function renvoyer() {
    setRenvoi(true);
    try {
      notifierEnvoi(await renvois.current.essayer((cle) => signerADistance(dossier.id_projet, cle)), M.mailAccesRenvoye);
    } catch (err) {
      notifier('danger', err instanceof ApiError && err.status < 500 && err.body ? err.message : M.mailAccesEchec);
    } finally {
      setRenvoi(false);
    }
  }

  return { dossier, signataireEnregistre, dialogue, setDialogue, mode, setMode, enCours, renvoi, lancer, renvoyer, enAttente: dossier.statut === 'SIGNATURE_EN_ATTENTE' };
}
