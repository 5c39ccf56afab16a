import { useCallback, useState } from 'react';
import type { Avancement } from '../contexte';
import type { Onglet } from '../types';

/**
 * The frame's tabs follow the shown step as it is being filled (issue 27): a step reports its
 * completion (useProgressionEnCours), the tab shows it instead of the saved one until the step leaves.
 */
export function useProgressionOnglets() {
  const [enCours, setEnCours] = useState<Partial<Record<Onglet, Avancement>>>({});
  const suivreProgression = useCallback((o: Onglet, c: Avancement | null) => {
    setEnCours((e) => {
      if (c === null) {
        if (!(o in e)) return e;
        const { [o]: _retire, ...reste } = e;
        return reste;
      }
      const a = e[o];
      return a && a.nbCompleted === c.nbCompleted && a.nbTotal === c.nbTotal ? e : { ...e, [o]: c };
    });
  }, []);
  return { enCours, suivreProgression };
}
