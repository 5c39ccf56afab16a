import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ECRAN_PREVOYANCE } from '../../../../src/domain/messages';
import { notifier } from '../../../components';
import { common } from '../../../state';
import { prevoyance } from '../../../state/prevoyance';
import { dupliquerProjet } from '../api';
import { etatDepuisProjet } from '../projet';

/**
 * 'Dupliquer' of a read-only projet (spec 01 §2, §4): the server's copy (POST /projets/{id}/dupliquer:
 * no id, etat, statut; the effective date kept only if in the future) becomes the projet being
 * created, and the broker returns to 'Informations projet' without prefill.
 */
export function useDupliquer(idProjet: number | null): { dupliquer: () => Promise<void>; enCours: boolean } {
  const navigate = useNavigate();
  const [enCours, setEnCours] = useState(false);
  const dupliquer = async () => {
    setEnCours(true);
    try {
      if (idProjet === null) return;
      const copie = await dupliquerProjet(idProjet);
      prevoyance.set({ ...etatDepuisProjet(copie), idProjet: null, etat: null, statut: null, sansPreRemplissage: true });
      common.set({ marche: 'prevoyance', creationProjet: true, duplicationProjet: true });
      navigate('/spc/informations-projet');
    } catch {
      notifier('danger', ECRAN_PREVOYANCE.erreurDuplication);
    } finally {
      setEnCours(false);
    }
  };
  return { dupliquer, enCours };
}
