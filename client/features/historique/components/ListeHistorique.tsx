import { HISTORIQUE } from '../../../../src/domain/messages';
import { pagesHistorique } from '../pagination';
import type { PageHistorique } from '../types';

export interface ListeHistoriqueProps {
  page: PageHistorique;
  /** Another page asked (newer or older entries). */
  onPage: (page: number) => void;
}

/** The entries of one page, newest first: when (Paris time), what, by whom; the paging buttons. */
export function ListeHistorique({ page, onPage }: ListeHistoriqueProps) {
  if (page.total === 0) return <p className="historique-vide">{HISTORIQUE.aucunEvenement}</p>;
  const nav = pagesHistorique(page.total, page.taille, page.page);
  return (
    <>
      <ol className="historique-liste">
        {page.evenements.map((e) => (
          <li key={e.id} className="historique-entree" data-type={e.type}>
            <time className="historique-quand" dateTime={e.survenu_le}>
              {e.survenu_le_affiche}
            </time>
            <span className="historique-quoi">{e.libelle}</span>
            <span className="historique-qui">
              <span className="visually-hidden">{HISTORIQUE.qui} </span>
              {e.acteur.libelle}
            </span>
          </li>
        ))}
      </ol>
      {nav.pages ? (
        <nav className="historique-pagination" aria-label={HISTORIQUE.pagination}>
          <button type="button" className="btn btn-ghost btn-small" disabled={nav.plusRecents === null} onClick={() => nav.plusRecents && onPage(nav.plusRecents)}>
            {HISTORIQUE.plusRecents}
          </button>
          <span className="historique-page">{HISTORIQUE.pageSur(page.page, nav.pages)}</span>
          <button type="button" className="btn btn-ghost btn-small" disabled={nav.plusAnciens === null} onClick={() => nav.plusAnciens && onPage(nav.plusAnciens)}>
            {HISTORIQUE.plusAnciens}
          </button>
        </nav>
      ) : null}
    </>
  );
}
