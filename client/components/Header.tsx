import { Link } from 'react-router';
import { PAGES } from '../../src/domain/messages';
import { PATHS } from '../routing/paths';
import { BrandIcon } from './BrandIcon';

export interface HeaderUser {
  nom: string;
  codeDistributeur: string;
}

interface HeaderProps {
  brandName: string;
  iconPath: string;
  /** The signed-in broker; without it only the brand is shown. */
  user?: HeaderUser | null;
}

/** Brand on the left; broker's name, distributor code and sign-out on the right. */
export function Header({ brandName, iconPath, user }: HeaderProps) {
  return (
    <header className="app-header">
      <div className="container app-header-inner">
        <Link to={PATHS.accueil} className="brand">
          <BrandIcon path={iconPath} />
          <span className="brand-name">{brandName}</span>
        </Link>
        {user ? (
          <nav className="user-menu" aria-label={PAGES.navigationUtilisateur}>
            <div className="user-identity">
              <span className="user-name">{user.nom}</span>
              <span className="user-code">
                {PAGES.codeDistributeur} : <strong>{user.codeDistributeur}</strong>
              </span>
            </div>
            {/* A Nest route: a full page load, not a client navigation. */}
            <a className="btn btn-ghost btn-small" href={PATHS.logout}>
              {PAGES.seDeconnecter}
            </a>
          </nav>
        ) : null}
      </div>
    </header>
  );
}
