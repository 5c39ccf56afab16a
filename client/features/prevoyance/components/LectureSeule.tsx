import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ECRAN_PREVOYANCE } from '../../../../src/domain/messages';
import { notifier, ReadOnlyBanner } from '../../../components';
import { common } from '../../../state';
import { prevoyance } from '../../../state/prevoyance';
import { etatDepuisProjet } from '../projet';
import type { ProjetPrevoyanceDetail } from '../../../../src/domain/projets/contrat';
import { dupliquerProjet } from '../api';

/**
 * A read-only projet (spec 01 §2, §4): the shared banner, whose 'Dupliquer' makes the copy (POST
 * /api/projets/{id}/dupliquer: no id, etat, statut; the effective date kept only if in the future)
 * and returns to 'Informations projet' without prefill.
 */
export function LectureSeule({ projet, dupliquer = true }: { projet: ProjetPrevoyanceDetail; dupliquer?: boolean }) {
  const navigate = useNavigate();
  const [enCours, setEnCours] = useState(false);
  const lancer = async () => {
    setEnCours(true);
    try {
      if (projet.id === null) return;
      const copie = await dupliquerProjet(projet.id);
      prevoyance.set({ ...etatDepuisProjet(copie), idProjet: null, etat: null, statut: null, sansPreRemplissage: true });
      common.set({ marche: 'prevoyance', creationProjet: true, duplicationProjet: true });
      navigate('/spc/informations-projet');
    } catch {
      notifier('danger', ECRAN_PREVOYANCE.erreurDuplication);
    } finally {
      setEnCours(false);
    }
  };
  return <ReadOnlyBanner onDupliquer={dupliquer ? () => void lancer() : undefined} enCours={enCours} />;
}
