/**
 * Signing in from tests, against the running application's built-in development provider:
 *   const token = await getBearerToken(baseUrl, 'alice');   // Authorization: Bearer <token> (valid 60 s)
 *   const cookie = await getSessionCookie(baseUrl, 'carole'); // Cookie: <cookie> (page session)
 * Demo accounts: alice and bob (DIST-A), carole (DIST-B); password 'demo'.
 */
export { getBearerToken, getSessionCookie } from '../../src/auth/dev-login-client';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/auth/dev-provider/demo-accounts';
export type { DemoAccount } from '../../src/auth/dev-provider/demo-accounts';
