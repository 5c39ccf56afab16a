import { Link } from 'react-router';
import { ESPACE } from '../../../../src/domain/messages';
import type { VueEspace } from '../vue';

export function Pagination({ vue }: { vue: VueEspace }) {
  if (!vue.pager) return null;
  return (
    <nav className="espace-pagination" aria-label={ESPACE.paginationDossiers}>
      {vue.precedente ? (
        <Link to={vue.precedente} className="btn btn-ghost btn-small" rel="prev">
          {ESPACE.pagePrecedente}
        </Link>
      ) : null}
      <ul>
        {vue.pager.map((p, i) =>
          p === null ? (
            <li key={`trou-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p.page}>
              {p.courante ? (
                <span className="espace-page-courante" aria-current="page">
                  <span className="visually-hidden">{ESPACE.allerALaPage(p.page)}</span>
                  <span aria-hidden="true">{p.page}</span>
                </span>
              ) : (
                <Link to={p.vers} aria-label={ESPACE.allerALaPage(p.page)}>
                  {p.page}
                </Link>
              )}
            </li>
          ),
        )}
      </ul>
      {vue.suivante ? (
        <Link to={vue.suivante} className="btn btn-ghost btn-small" rel="next">
          {ESPACE.pageSuivante}
        </Link>
      ) : null}
    </nav>
  );
}
