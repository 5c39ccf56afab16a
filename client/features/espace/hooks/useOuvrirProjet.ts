import { useRef, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { ECRAN_PROJETS } from '../../../../src/domain/messages';
import { ApiError } from '../../../api/client';
import { notifier } from '../../../components';
import { common, prevoyance } from '../../../state';
import { demarrerSouscription } from '../api';
import type { LigneEspace } from '../vue';

/** What a projet row's links do before the navigation: set the market, or start the subscription first. */
export function useOuvrirProjet(l: LigneEspace) {
  const navigate = useNavigate();
  const occupe = useRef(false);
  const ouvrir = () => {
    if (l.ouvrir.oublierPrevoyance) prevoyance.reset();
    common.set({ marche: l.ouvrir.marche, creationProjet: false, duplicationProjet: false });
  };
  // Not started yet (study handed over): hand the projet over, as the projets list's 'Souscription'
  // does, then open it. Without JavaScript the link still opens the subscription page.
  const souscrire = async (e: MouseEvent<HTMLAnchorElement>) => {
    if (!l.souscriptionADemarrer || !l.souscription) return;
    e.preventDefault();
    if (occupe.current) return;
    occupe.current = true;
    try {
      await demarrerSouscription(l.id);
      navigate(l.souscription);
    } catch (err) {
      const refus = err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 401 && err.status !== 403;
      notifier('danger', refus ? err.message : ECRAN_PROJETS.souscriptionEchec);
    } finally {
      occupe.current = false;
    }
  };
  return { ouvrir, souscrire };
}
