import type { ReactNode } from 'react';
import { PAGES } from '../../src/domain/messages';
import { Header, type HeaderUser } from './Header';

interface LayoutProps {
  brandName: string;
  iconPath: string;
  user?: HeaderUser | null;
  /** The built-in demo accounts are active: a band says so above the header. */
  demonstration?: boolean;
  children: ReactNode;
}

/** Page frame: skip link, 'Démonstration' band when demo accounts are active, header, main content. */
export function Layout({ brandName, iconPath, user, demonstration = false, children }: LayoutProps) {
  return (
    <>
      <a className="skip-link" href="#contenu">
        {PAGES.allerAuContenu}
      </a>
      {demonstration ? (
        <div className="bandeau-demonstration" role="note" aria-label={PAGES.demonstration}>
          <div className="container bandeau-demonstration-inner">
            <strong className="bandeau-demonstration-titre">{PAGES.demonstration}</strong>
            <span>{PAGES.demonstrationTexte}</span>
          </div>
        </div>
      ) : null}
      <Header brandName={brandName} iconPath={iconPath} user={user} />
      <main id="contenu" className="container app-main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
