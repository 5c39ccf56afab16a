import { useRevalidator } from 'react-router';

/**
 * Reads the page's data again (its loader, with the same address: filters and page kept), without
 * a navigation. The way to refresh 'Mes clients' when something says a file moved (the broker's
 * 'Actualiser', a live event).
 */
export function useRafraichirEspace() {
  const { revalidate, state } = useRevalidator();
  return { rafraichir: revalidate, enCours: state === 'loading' };
}
