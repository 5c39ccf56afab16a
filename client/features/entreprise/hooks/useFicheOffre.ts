import { useEffect, useState } from 'react';
import { lireFicheOffre, type FicheOffre } from '../api';

export type EtatFiche = { etat: 'en-cours' } | { etat: 'ok'; fiche: FicheOffre } | { etat: 'erreur' };

/** An offer's sheet (GET /eligibilite/offres/{id}), asked when its dialog opens. */
export function useFicheOffre(id: number): EtatFiche {
  const [etat, setEtat] = useState<EtatFiche>({ etat: 'en-cours' });
  useEffect(() => {
    const controleur = new AbortController();
    lireFicheOffre(id, controleur.signal).then(
      (fiche) => setEtat({ etat: 'ok', fiche }),
      () => {
        if (!controleur.signal.aborted) setEtat({ etat: 'erreur' });
      },
    );
    return () => controleur.abort();
  }, [id]);
  return etat;
}
