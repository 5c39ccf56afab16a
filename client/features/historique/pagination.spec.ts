import { pagesHistorique } from './pagination';

describe('pagesHistorique: the panel’s buttons', () => {
  it.each([
    [0, 10, 1, { plusRecents: null, plusAnciens: null, pages: null }],
    [10, 10, 1, { plusRecents: null, plusAnciens: null, pages: null }],
    [11, 10, 1, { plusRecents: null, plusAnciens: 2, pages: 2 }],
    [25, 10, 2, { plusRecents: 1, plusAnciens: 3, pages: 3 }],
    [25, 10, 3, { plusRecents: 2, plusAnciens: null, pages: 3 }],
    // A page past the end (entries removed since? never: append-only; a hand-typed page): back to the last.
    [25, 10, 9, { plusRecents: 3, plusAnciens: null, pages: 3 }],
  ])('%i entries, %i per page, page %i', (total, taille, page, attendu) => {
    expect(pagesHistorique(total, taille, page)).toEqual(attendu);
  });
});
