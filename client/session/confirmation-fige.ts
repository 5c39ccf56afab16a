/**
 * One 'Ne plus me demander' for downloads from a frozen projet (issue 27 item 8): answered in the
 * subscription kit or in the DUE kit, it holds for both kits of that projet until this tab's session
 * ends (session storage, like the other session state).
 */
const CLE = (idProjet: number) => `kit.ne-plus-demander-fige.${idProjet}`;

export function nePlusDemanderFige(idProjet: number, stockage: Pick<Storage, 'getItem'> | null = session()): boolean {
  try {
    return stockage?.getItem(CLE(idProjet)) === 'oui';
  } catch {
    return false;
  }
}

export function retenirNePlusDemanderFige(idProjet: number, stockage: Pick<Storage, 'setItem'> | null = session()): void {
  try {
    stockage?.setItem(CLE(idProjet), 'oui');
  } catch {
    // Storage refused (private mode): the answer lasts as long as the page (the caller keeps it too).
  }
}

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
