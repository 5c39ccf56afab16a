import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { concerne, type EvenementDossier } from '../../../../src/domain/evenements/evenement';
import { ecouterEvenements } from '../api';

/**
 * A page that follows its files live (issue 28 item 3, ADR 0082): on each event of the
 * distributor (of `projetId` only, when given) the page's loaders read their data again, so signed
 * and refused show exactly as after a reload. Answers the last such event and whether the stream is
 * open (`ouvert`: a page may say it, a test waits for it).
 */
export function useEvenementsDossiers(projetId?: number): { dernier: EvenementDossier | null; ouvert: boolean } {
  const revalidator = useRevalidator();
  // The latest revalidator without re-opening the stream on every render.
  const revalider = useRef(revalidator.revalidate);
  useEffect(() => {
    revalider.current = revalidator.revalidate;
  });
  const [dernier, setDernier] = useState<EvenementDossier | null>(null);
  const [ouvert, setOuvert] = useState(false);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    return ecouterEvenements((e) => {
      if (projetId !== undefined && !concerne(e, projetId)) return;
      setDernier(e);
      void revalider.current();
    }, setOuvert);
  }, [projetId]);

  return { dernier, ouvert };
}
