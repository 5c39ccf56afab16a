import { useEffect, useState } from 'react';
import { lireLot, type ProgressionLot } from '../api';

/** Delay between two reads of a running batch's progress. */
const INTERVALLE_MS = 1000;

/**
 * A batch's progress, read again every second while documents are left to do (the live bar); stops
 * once it is over or cancelled, or when the page leaves. The setter takes what an action answered.
 */
export function useProgressionLot(initiale: ProgressionLot): [ProgressionLot, (lot: ProgressionLot) => void] {
  const [lot, setLot] = useState(initiale);
  useEffect(() => {
    if (lot.restants === 0) return undefined;
    const arret = new AbortController();
    const minuteur = setTimeout(() => {
      lireLot(lot.id, arret.signal).then(setLot, () => undefined);
    }, INTERVALLE_MS);
    return () => {
      clearTimeout(minuteur);
      arret.abort();
    };
  }, [lot]);
  return [lot, setLot];
}
