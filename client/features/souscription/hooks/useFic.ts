import { useState } from 'react';
import { SOUSCRIPTION_FIC as F } from '../../../../src/domain/messages';
import type { EtatFichier } from '../../../components';
import { ApiError } from '../../../api/client';
import { deposerFic, supprimerFic } from '../api';
import type { FicApi } from '../pieces';

/** The FIC's state (02 §2, §5, §8): one pdf, the broker's own model or the insurer's, sent, replaced, deleted. */
export function useFic(idProjet: number, initiale: FicApi | null) {
  const [fic, setFic] = useState<FicApi | null>(initiale);
  const [modeleFournisseur, setModeleFournisseur] = useState<boolean>(initiale?.modeleFournisseur ?? false);
  const [etat, setEtat] = useState<EtatFichier>(initiale ? 'succes' : 'vide');
  const [erreur, setErreur] = useState<string | null>(null);

  const deposer = async (fichier: File) => {
    setErreur(null);
    // 02 §5: pdf only, 10 MB at most (the server checks the bytes too).
    if (!/\.pdf$/i.test(fichier.name) || fichier.size > 10_485_760) {
      setEtat('erreur');
      return setErreur(F.formatTaille);
    }
    setEtat('envoi');
    try {
      setFic(await deposerFic(idProjet, fichier, modeleFournisseur));
      setEtat('succes');
    } catch (e) {
      setEtat('erreur');
      setErreur(e instanceof ApiError && e.status === 400 && e.message ? e.message : F.erreurAjout);
    }
  };

  const supprimer = async () => {
    setErreur(null);
    try {
      await supprimerFic(idProjet);
      setFic(null);
      setEtat('vide');
    } catch {
      setErreur(F.erreurSuppression);
    }
  };

  return { fic, modeleFournisseur, setModeleFournisseur, etat, erreur, deposer, supprimer };
}
