import { useEffect, useRef, useState } from 'react';
import type { ResultatTarifPrevoyance } from '../../../../src/domain/pricing/prevoyance/resultat';
import { tarifer } from '../api';
import type { CorpsTarifer } from '../types';

/** Tariff recalculation debounce (01 §9). */
export const DELAI_TARIF_MS = 200;

export type EtatTarif =
  /** Not priced yet (pricing off: a read-only projet without its saved price). */
  | 'attente'
  | 'chargement'
  | 'ok'
  /** 'Une erreur s'est produite lors de l'obtention du tarif.' */
  | 'erreur'
  /** The state cannot be priced: 'Tarification impossible'. */
  | 'desactive';

export interface Tarif {
  etat: EtatTarif;
  /** The price of the current state, or the last one while a new one is on its way. */
  resultat: ResultatTarifPrevoyance | null;
}

interface Reponses {
  /** Last price received and the body it is for. */
  dernier: { cle: string; resultat: ResultatTarifPrevoyance } | null;
  erreur: string | null;
  enCours: string | null;
}

/**
 * The provident price of the screen (01 §4): recomputed, debounced 200 ms, whenever the body
 * changes — but only while `actif` (never for a read-only projet). A null body disables
 * pricing. A newer body aborts the request in flight; answers are memoised by the serialised body.
 */
export function useTarifPrevoyance(corps: CorpsTarifer | null, actif: boolean): Tarif {
  const cle = corps ? JSON.stringify(corps) : null;
  const [r, setR] = useState<Reponses>({ dernier: null, erreur: null, enCours: null });
  const memo = useRef(new Map<string, ResultatTarifPrevoyance>());
  const aJour = r.dernier?.cle === cle || r.erreur === cle;

  useEffect(() => {
    if (cle === null || !actif || aJour) return;
    const controleur = new AbortController();
    const minuterie = setTimeout(() => {
      const connu = memo.current.get(cle);
      if (connu) {
        setR({ dernier: { cle, resultat: connu }, erreur: null, enCours: null });
        return;
      }
      setR((x) => ({ ...x, enCours: cle }));
      tarifer(JSON.parse(cle) as CorpsTarifer, controleur.signal).then(
        (resultat) => {
          if (controleur.signal.aborted) return;
          memo.current.set(cle, resultat);
          setR({ dernier: { cle, resultat }, erreur: null, enCours: null });
        },
        () => {
          if (controleur.signal.aborted) return;
          setR((x) => ({ ...x, erreur: cle, enCours: null }));
        },
      );
    }, DELAI_TARIF_MS);
    return () => {
      clearTimeout(minuterie);
      controleur.abort();
    };
  }, [cle, actif, aJour]);

  if (cle === null) return { etat: 'desactive', resultat: null };
  if (r.dernier?.cle === cle) return { etat: 'ok', resultat: r.dernier.resultat };
  if (r.erreur === cle) return { etat: 'erreur', resultat: null };
  return { etat: actif ? 'chargement' : 'attente', resultat: r.dernier?.resultat ?? null };
}
