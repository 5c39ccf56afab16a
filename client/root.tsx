import { useEffect, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteError, useRouteLoaderData } from 'react-router';
import { ROLE_ADMIN } from '../src/domain/admin';
import { resolveTheme } from '../src/domain/theme/themes';
import { ErrorPage, Layout as PageLayout } from './components';
import { errorTitle, pageTitle } from './routing/title';
import { useNonce } from './securite/nonce';
import stylesheet from './styles/app.css?url';
import tokens from './styles/tokens.css?url';
import { faviconHref, themeCss } from './theme/theme';
import type { Route } from './+types/root';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: tokens },
  { rel: 'stylesheet', href: stylesheet },
];

/**
 * What every page needs: theme, the signed-in broker (for the header), the session settings, and
 * whether the built-in demo accounts are active (then every page says 'Démonstration').
 */
export function loader({ context }: Route.LoaderArgs) {
  const { user, theme, publicConfig } = context;
  return {
    theme,
    user: user ? { nom: user.nom, codeDistributeur: user.codeDistributeur, admin: Boolean(user.roles?.includes(ROLE_ADMIN)) } : null,
    refreshIntervalMs: (publicConfig.config?.auth.refreshIntervalSeconds ?? 10) * 1000,
    demonstration: publicConfig.config?.auth.devProvider === true,
  };
}

/**
 * The document title from the deepest route `handle` (see routing/title.ts). Rendered as a React 19
 * <title> (hoisted into <head>) rather than a root `meta` export: React Router calls a parent's
 * `meta` before its children are known, so it cannot read their handles.
 */
function DocumentTitle() {
  const matches = useMatches();
  const data = useRouteLoaderData<typeof loader>('root');
  return <title>{pageTitle(matches, data?.theme.brandName ?? resolveTheme(undefined).brandName)}</title>;
}

/** The HTML document, shared by pages and error pages. */
export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const theme = data?.theme ?? resolveTheme(undefined);
  // Content-Security-Policy: inline scripts and styles run only with this answer's nonce.
  const nonce = useNonce();
  return (
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={theme.primary} />
        {/* React Aria reads its nonce here for the <style> it adds at run time (toasts). */}
        <meta property="csp-nonce" nonce={nonce} />
        <link rel="icon" type="image/svg+xml" href={faviconHref(theme)} />
        <Meta />
        <Links nonce={nonce} />
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: themeCss(theme) }} />
      </head>
      <body>
        {/* A French application: dates, numbers and widget texts in French whatever the browser's language
            (and the bundle keeps only the fr-FR strings of React Aria: vite.config.ts). */}
        <I18nProvider locale="fr-FR">
          <PageLayout brandName={theme.brandName} iconPath={theme.iconPath} user={data?.user} demonstration={data?.demonstration}>
            {children}
          </PageLayout>
        </I18nProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the document once React has hydrated it: browser journeys wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <DocumentTitle />
      <Outlet />
    </>
  );
}

/** Thrown responses and unexpected errors: the spec's 403, 404 and 500 pages, with their status. */
export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <>
      <title>{errorTitle(error)}</title>
      <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />
    </>
  );
}
