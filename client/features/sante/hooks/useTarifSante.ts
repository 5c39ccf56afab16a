import { useEffect, useState } from 'react';
import type { ResultatTarifSante } from '../../../../src/domain/pricing/sante/moteur';
import { tarifer } from '../api';
import type { DemandeTarifSante } from '../tarif';

/** Spec 01 §9: tariff recalculation debounce. */
export const DEBOUNCE_TARIF_MS = 200;

/** Answers already received in this tab, by serialised request (01 §7 'results memoised'). */
const MEMOIRE = new Map<string, ResultatTarifSante>();
const TAILLE_MEMOIRE = 200;

function memoriser(cle: string, r: ResultatTarifSante): void {
  MEMOIRE.set(cle, r);
  if (MEMOIRE.size > TAILLE_MEMOIRE) MEMOIRE.delete(MEMOIRE.keys().next().value as string);
}

export interface EtatTarif {
  /** The figures to show: the answer for the current request, or the last one while the next is computed. */
  resultat: ResultatTarifSante | null;
  /** A request is waiting or running (the panel shows its overlay). */
  chargement: boolean;
  /** The current request failed: 'Une erreur s'est produite lors de l'obtention du tarif.' replaces the price. */
  erreur: boolean;
  /** Asks again after a failure ('Réessayer'). */
  reessayer: () => void;
}

/**
 * Prices the guarantees (POST /sante/tarifer) 200 ms after the last change; a newer change cancels
 * the pending or running request, so a late answer never replaces a newer one. `demande` null:
 * nothing to price (read-only projet, or incomplete selection).
 */
export function useTarifSante(demande: DemandeTarifSante | null): EtatTarif {
  const cle = demande ? JSON.stringify(demande) : null;
  const [recu, setRecu] = useState<{ cle: string; resultat: ResultatTarifSante | null } | null>(null);
  const [dernier, setDernier] = useState<ResultatTarifSante | null>(null);
  const memorise = cle ? MEMOIRE.get(cle) : undefined;
  // Bumped by 'Réessayer': the same request is sent again.
  const [tentative, setTentative] = useState(0);
  const reessayer = () => {
    setRecu(null);
    setTentative((t) => t + 1);
  };

  useEffect(() => {
    if (!cle || MEMOIRE.has(cle)) return;
    const controle = new AbortController();
    const minuteur = setTimeout(() => {
      tarifer(JSON.parse(cle) as DemandeTarifSante, controle.signal)
        .then((resultat) => {
          memoriser(cle, resultat);
          setRecu({ cle, resultat });
          setDernier(resultat);
        })
        .catch(() => {
          if (!controle.signal.aborted) setRecu({ cle, resultat: null });
        });
    }, DEBOUNCE_TARIF_MS);
    return () => {
      clearTimeout(minuteur);
      controle.abort();
    };
  }, [cle, tentative]);

  if (!cle) return { resultat: null, chargement: false, erreur: false, reessayer };
  if (memorise) return { resultat: memorise, chargement: false, erreur: false, reessayer };
  const courant = recu && recu.cle === cle ? recu : null;
  // On failure the last figures stay available (the individual top-up keeps its block); the
  // socle's price is replaced by the error and 'Réessayer'.
  if (courant) return { resultat: courant.resultat ?? dernier, chargement: false, erreur: courant.resultat === null, reessayer };
  return { resultat: dernier, chargement: true, erreur: false, reessayer };
}
