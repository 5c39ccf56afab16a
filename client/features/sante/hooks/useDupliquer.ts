import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ECRAN_SANTE } from '../../../../src/domain/messages';
import { notifier } from '../../../components';
import { common } from '../../../state';
import { sante } from '../../../state/sante';
import { dupliquerProjet } from '../api';
import { CHEMINS_SANTE, etatDepuisProjet } from '../projet';
import { annoncerSortie } from './usePreparation';

/**
 * 'Dupliquer' of a read-only projet (01 §2, §4): the server's copy (id, etat, statut cleared, the
 * effective date kept only if in the future) becomes the projet being created, and the broker is
 * taken to 'Informations projet' without prefill.
 */
export function useDupliquer(): { dupliquer: () => Promise<void>; enCours: boolean } {
  const navigate = useNavigate();
  const location = useLocation();
  const [enCours, setEnCours] = useState(false);

  async function dupliquer() {
    const id = sante.get().idProjet;
    if (id === null) return;
    setEnCours(true);
    try {
      const copie = await dupliquerProjet(id);
      annoncerSortie(location.key);
      sante.set(etatDepuisProjet(copie));
      common.set({ marche: 'sante', creationProjet: true, duplicationProjet: true });
      void navigate(CHEMINS_SANTE.nouveauSansPrefill);
    } catch {
      notifier('danger', ECRAN_SANTE.erreurDuplication);
      setEnCours(false);
    }
  }

  return { dupliquer, enCours };
}
