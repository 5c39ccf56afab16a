import { useEffect, useState } from 'react';
import { lireHistorique } from '../api';
import { TAILLE_HISTORIQUE } from '../pagination';
import type { PageHistorique } from '../types';

export type EtatHistorique = { etat: 'ferme' } | { etat: 'chargement' } | { etat: 'erreur' } | { etat: 'pret'; page: PageHistorique };

/**
 * The panel's state: nothing is read until it is opened (the page's own render reads one thing,
 * ADR 0047); then the asked page, read again each time it is opened (a file moves while one works on it).
 */
export function useHistorique(idProjet: number) {
  const [ouvert, setOuvert] = useState(false);
  const [page, setPage] = useState(1);
  const [lecture, setLecture] = useState(0);
  const [etat, setEtat] = useState<EtatHistorique>({ etat: 'ferme' });

  useEffect(() => {
    if (!ouvert) return;
    const arret = new AbortController();
    lireHistorique(idProjet, page, TAILLE_HISTORIQUE, arret.signal).then(
      (p) => setEtat({ etat: 'pret', page: p }),
      () => {
        if (!arret.signal.aborted) setEtat({ etat: 'erreur' });
      },
    );
    return () => arret.abort();
  }, [idProjet, ouvert, page, lecture]);

  return {
    ouvert,
    etat,
    page,
    basculer: (o: boolean) => {
      setOuvert(o);
      if (!o) return;
      setLecture((n) => n + 1);
      // Shown while the first page is read; a page already shown stays until the new one arrives.
      setEtat((e) => (e.etat === 'pret' ? e : { etat: 'chargement' }));
    },
    allerA: setPage,
  };
}
