/**
 * Signing in from tests, against the running application's built-in development provider — the one
 * token helper of the suites:
 *   const auth = await autorisation(baseUrl, 'alice');      // 'Bearer <token>', reused while fresh
 *   const token = await jeton(baseUrl, 'alice');            // the token itself
 *   const cookie = await getSessionCookie(baseUrl, 'carole'); // Cookie: <cookie> (page session)
 * `getBearerToken` signs in every time (a test about signing in itself). Demo accounts: alice and bob
 * (DIST-A), carole (DIST-B); password 'demo'.
 */
import { getBearerToken } from '../../src/auth/dev-login-client';

export { getBearerToken, getSessionCookie } from '../../src/auth/dev-login-client';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/auth/dev-provider/demo-accounts';
export type { DemoAccount } from '../../src/auth/dev-provider/demo-accounts';

/** Tokens live 60 s: one is reused for 30 s, so a request never carries one about to expire. */
const DUREE_REUTILISATION_MS = 30_000;
const jetons = new Map<string, { jeton: Promise<string>; le: number }>();

/** A bearer token of the account for the application at `baseUrl`, signed in at most once per 30 s. */
export async function jeton(baseUrl: string, compte: string): Promise<string> {
  const cle = `${baseUrl}|${compte}`;
  const connu = jetons.get(cle);
  if (connu && Date.now() - connu.le < DUREE_REUTILISATION_MS) return connu.jeton;
  // The promise is kept, so concurrent callers share one sign-in; a failed one is not kept.
  const nouveau = { jeton: getBearerToken(baseUrl, compte), le: Date.now() };
  jetons.set(cle, nouveau);
  nouveau.jeton.catch(() => jetons.get(cle) === nouveau && jetons.delete(cle));
  return nouveau.jeton;
}

/** The Authorization header value: 'Bearer <token>'. */
export async function autorisation(baseUrl: string, compte: string): Promise<string> {
  return `Bearer ${await jeton(baseUrl, compte)}`;
}
