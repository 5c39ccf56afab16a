import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { effacerBrouillons, stockageSession } from '../brouillon';

/**
 * Leaving step 2 with rows typed and not saved asks first (issue 27): closing or reloading the tab
 * gets the browser's own question (beforeunload; a reload then finds the rows in the draft), a
 * link of the application the page's dialog (React Router's blocker). Moving between the
 * subscription's tabs is not leaving: the frame saves first or asks its own question (02 §2).
 */
export function useQuitterSansPerdre(nonEnregistre: boolean, base: string, idProjet: number) {
  useEffect(() => {
    if (!nonEnregistre) return;
    const avant = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers ask only when a value is set.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', avant);
    return () => window.removeEventListener('beforeunload', avant);
  }, [nonEnregistre]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => nonEnregistre && currentLocation.pathname !== nextLocation.pathname && !nextLocation.pathname.startsWith(`${base}/`));
  return {
    demande: blocker.state === 'blocked',
    rester: () => blocker.reset?.(),
    /** 'Quitter sans enregistrer': the rows typed are given up, their draft too. */
    partir: () => {
      effacerBrouillons(stockageSession(), idProjet);
      blocker.proceed?.();
    },
  };
}
