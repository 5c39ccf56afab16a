import { NavLink } from 'react-router';
import { ADMIN } from '../../../../src/domain/messages';
import { Banner } from '../../../components';

/** The admin pages' tabs, and what an admin acts on: every distributor's documents. */
export function NavAdmin() {
  return (
    <>
      <Banner tone="warning">{ADMIN.portee}</Banner>
      <nav className="admin-nav" aria-label={ADMIN.entree}>
        <NavLink to="/admin" end className="app-nav-lien">
          {ADMIN.titreRegenerations}
        </NavLink>
        <NavLink to="/admin/jobs" className="app-nav-lien">
          {ADMIN.titreFiles}
        </NavLink>
        <NavLink to="/admin/courriels" className="app-nav-lien">
          {ADMIN.titreCourriels}
        </NavLink>
      </nav>
    </>
  );
}
