import { Link, NavLink } from 'react-router';
import { ADMIN, PAGES } from '../../src/domain/messages';
import { PATHS } from '../routing/paths';
import { Icone } from './Icone';

export interface HeaderUser {
  nom: string;
  codeDistributeur: string;
  /** Holds the admin role: the header shows the entry to /admin (to admins only). */
  admin?: boolean;
}

interface HeaderProps {
  brandName: string;
  iconPath: string;
  /** The signed-in broker; without it only the brand is shown. */
  user?: HeaderUser | null;
}

/** Brand on the left, then the workspace entry; broker's name, distributor code and sign-out on the right. */
export function Header({ brandName, iconPath, user }: HeaderProps) {
  return (
    <header className="app-header">
      <div className="container app-header-inner">
        <Link to={PATHS.accueil} className="brand">
          <Icone d={iconPath} taille={28} className="brand-icon" />
          <span className="brand-name">{brandName}</span>
        </Link>
        {user ? (
          // The broker's workspace: every client and projet, from any screen.
          <nav className="app-nav" aria-label={PAGES.navigationPrincipale}>
            <NavLink to={PATHS.espace} className="app-nav-lien">
              {PAGES.entreeEspace}
            </NavLink>
            {user.admin ? (
              <NavLink to={PATHS.admin} className="app-nav-lien" data-entree="admin">
                {ADMIN.entree}
              </NavLink>
            ) : null}
          </nav>
        ) : null}
        {user ? (
          <nav className="user-menu" aria-label={PAGES.navigationUtilisateur}>
            <div className="user-identity">
              <span className="user-name">{user.nom}</span>
              <span className="user-code">
                {PAGES.codeDistributeur} : <strong>{user.codeDistributeur}</strong>
              </span>
            </div>
            {/* Sign-out changes state: a POST (a link elsewhere must not sign out), to a Nest route (full page load). */}
            <form method="post" action={PATHS.logout} className="form-deconnexion">
              <button type="submit" className="btn btn-ghost btn-small">
                {PAGES.seDeconnecter}
              </button>
            </form>
          </nav>
        ) : null}
      </div>
    </header>
  );
}
