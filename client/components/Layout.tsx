import type { ReactNode } from 'react';
import { PAGES } from '../../src/domain/messages';
import { Header, type HeaderUser } from './Header';

interface LayoutProps {
  brandName: string;
  iconPath: string;
  user?: HeaderUser | null;
  children: ReactNode;
}

/** Page frame: skip link, header, main content. */
export function Layout({ brandName, iconPath, user, children }: LayoutProps) {
  return (
    <>
      <a className="skip-link" href="#contenu">
        {PAGES.allerAuContenu}
      </a>
      <Header brandName={brandName} iconPath={iconPath} user={user} />
      <main id="contenu" className="container app-main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
