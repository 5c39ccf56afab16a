/**
 * Unsaved input kept in the tab's session storage (02 §9 'Session persistence of client state: yes
 * (session storage)'): step 1's values and step 2's rows survive a reload of the page, per projet.
 * A draft remembers the saved version it was typed over: when the saved values changed since
 * (another tab saved), it is dropped rather than laid over them. Pure but for the storage given.
 */

/** The part of `Storage` a draft uses (window.sessionStorage in the browser, a map in the specs). */
export interface StockageBrouillon {
  getItem(cle: string): string | null;
  setItem(cle: string, valeur: string): void;
  removeItem(cle: string): void;
}

export type EtapeBrouillon = 'informations' | 'participants';
const ETAPES: readonly EtapeBrouillon[] = ['informations', 'participants'];

export const cleBrouillon = (etape: EtapeBrouillon, idProjet: number): string => `souscription:${idProjet}:${etape}`;

/** A short fingerprint of the saved version (djb2): the draft need not hold a second copy of it. */
export function empreinte(texte: string): string {
  let h = 5381;
  for (let i = 0; i < texte.length; i++) h = ((h << 5) + h + texte.charCodeAt(i)) | 0;
  return (h >>> 0).toString(36);
}

interface Brouillon<T> {
  base: string;
  valeurs: T;
}

/** The draft typed over this saved version; null when none, unreadable, or typed over another one. */
export function lireBrouillon<T>(stockage: StockageBrouillon | null, cle: string, enregistre: string): T | null {
  try {
    const brut = stockage?.getItem(cle);
    if (!brut) return null;
    const b = JSON.parse(brut) as Partial<Brouillon<T>>;
    if (b.base !== empreinte(enregistre) || b.valeurs === undefined) {
      stockage?.removeItem(cle);
      return null;
    }
    return b.valeurs;
  } catch {
    return null;
  }
}

/** Keeps `valeurs` while they differ from the saved version; the same as saved, the draft goes. */
export function garderBrouillon<T>(stockage: StockageBrouillon | null, cle: string, enregistre: string, valeurs: T, memeQueEnregistre: boolean): void {
  try {
    if (memeQueEnregistre) stockage?.removeItem(cle);
    else stockage?.setItem(cle, JSON.stringify({ base: empreinte(enregistre), valeurs } satisfies Brouillon<T>));
  } catch {
    // A full or refused storage: the page works on, without a draft.
  }
}

/** 'Continuer et perdre les informations saisies', 'Quitter sans enregistrer': the projet's drafts go. */
export function effacerBrouillons(stockage: StockageBrouillon | null, idProjet: number): void {
  try {
    for (const e of ETAPES) stockage?.removeItem(cleBrouillon(e, idProjet));
  } catch {
    // Nothing to clean.
  }
}

/** The tab's session storage, when the browser gives one (none on the server, none when refused). */
export function stockageSession(): StockageBrouillon | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
