import { useCallback, useEffect, useState } from 'react';
import { HAUTEUR_LIGNE, plageInitiale, plageVisible, SEUIL_FENETRE } from '../fenetre';

export interface Fenetre {
  /** The table is windowed (long list). */
  active: boolean;
  /** Callback ref of the scroll area. */
  conteneur: (el: HTMLDivElement | null) => void;
  debut: number;
  fin: number;
  hauteurLigne: number;
  onScroll: () => void;
}

/** The rows a college's table renders for its scroll position (see fenetre.ts). */
export function useFenetre(total: number): Fenetre {
  const active = total > SEUIL_FENETRE;
  const [zone, setZone] = useState<HTMLDivElement | null>(null);
  const [plage, setPlage] = useState<[number, number]>(() => plageInitiale(total));
  const [hauteurLigne, setHauteurLigne] = useState(HAUTEUR_LIGNE);

  const mesurer = useCallback(() => {
    if (!zone || !active) return;
    const h = zone.querySelector<HTMLElement>('tbody tr[data-projet]')?.offsetHeight || HAUTEUR_LIGNE;
    setHauteurLigne(h);
    const suivante = plageVisible({
      total,
      hauteurLigne: h,
      defilement: zone.scrollTop,
      hauteurVue: zone.clientHeight,
      entete: zone.querySelector('thead')?.offsetHeight ?? 0,
    });
    setPlage((p) => (p[0] === suivante[0] && p[1] === suivante[1] ? p : suivante));
  }, [zone, active, total]);

  // Once the scroll area is in the page, and whenever the list changes length: the window for where it is scrolled.
  useEffect(() => {
    if (!zone || !active) return;
    const image = requestAnimationFrame(mesurer);
    return () => cancelAnimationFrame(image);
  }, [zone, active, mesurer]);

  const [debut, fin] = active ? [Math.min(plage[0], total), Math.min(plage[1], total)] : [0, total];
  return { active, conteneur: setZone, debut, fin, hauteurLigne, onScroll: mesurer };
}
