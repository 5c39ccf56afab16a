/** Addresses the pages link to. /auth/* are served by Nest (full document navigations). */
export const PATHS = {
  accueil: '/',
  informationsEntreprise: '/informations-entreprise',
  offresEligibles: '/offres-eligibles',
  espace: '/espace',
  admin: '/admin',
  loadingError: '/loading-error',
  authError: '/auth-error',
  pageIntrouvable: '/page-introuvable',
  login: '/auth/login',
  logout: '/auth/logout',
  refresh: '/auth/refresh',
} as const;

/** Sign-in address that brings the user back to `returnTo` (a local path) afterwards. */
export function loginUrl(returnTo: string): string {
  return `${PATHS.login}?returnTo=${encodeURIComponent(returnTo)}`;
}
