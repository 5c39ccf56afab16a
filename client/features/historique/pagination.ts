/** Entries per page of the 'Historique' panel. */
export const TAILLE_HISTORIQUE = 10;

export interface PagesHistorique {
  /** 'Événements plus récents' leads to page - 1. */
  plusRecents: number | null;
  /** 'Événements plus anciens' leads to page + 1. */
  plusAnciens: number | null;
  /** 'Page 2 sur 5' (null when everything fits on one page). */
  pages: number | null;
}

/** Where the panel's two buttons lead, from the answer's total (newest first: page 1 is the latest). */
export function pagesHistorique(total: number, taille: number, page: number): PagesHistorique {
  const pages = Math.max(1, Math.ceil(total / Math.max(1, taille)));
  return {
    plusRecents: page > 1 ? Math.min(page - 1, pages) : null,
    plusAnciens: page < pages ? page + 1 : null,
    pages: pages > 1 ? pages : null,
  };
}
