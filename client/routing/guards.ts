import { redirect, redirectDocument } from 'react-router';
import type { AppLoadContext } from 'react-router';
import { loginUrl, PATHS } from './paths';

/**
 * Spec 01 §2 'Route guards' / 03 §2: configuration must be loaded (else loading-error), then the
 * user must be signed in (else sign-in, like keycloak-js `login-required`; a failed sign-in ends
 * on auth-error). Each layout route of client/routes.ts states what its pages require.
 */
export interface Requirements {
  configuration: boolean;
  authentication: boolean;
}

export const SIGNED_IN: Requirements = { configuration: true, authentication: true };

export interface GuardState {
  configurationErrors: readonly string[];
  signedIn: boolean;
}

/** Where to send the user instead of `path`, or null when the page may be shown. Pure. */
export function guardRedirect(requirements: Requirements, state: GuardState, path: string): string | null {
  if (requirements.configuration && state.configurationErrors.length > 0) return PATHS.loadingError;
  if (requirements.authentication && !state.signedIn) return loginUrl(path);
  return null;
}

/** The path and query the user asked for, without React Router's data-request details. */
export function requestedPath(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete('_routes');
  url.searchParams.delete('index');
  const pathname = url.pathname === '/_root.data' ? '/' : url.pathname.replace(/\.data$/, '');
  return `${pathname}${url.search}`;
}

/** For loaders: throws the redirect when the requirements are not met. */
export function guard(requirements: Requirements, request: Request, context: AppLoadContext): void {
  const target = guardRedirect(
    requirements,
    { configurationErrors: context.publicConfig.erreurs, signedIn: context.user !== null },
    requestedPath(request),
  );
  if (!target) return;
  // Sign-in is a Nest route: leave the React app with a full document navigation.
  throw target.startsWith('/auth/') ? redirectDocument(target) : redirect(target);
}

/**
 * For loaders and actions that act for the broker: the signed-in user, or the sign-in redirect.
 * Actions need it even under routes/_connecte.tsx: a form submission runs the action before any
 * layout loader.
 */
export function requireUser(request: Request, context: AppLoadContext): NonNullable<AppLoadContext['user']> {
  guard(SIGNED_IN, request, context);
  return context.user!;
}
