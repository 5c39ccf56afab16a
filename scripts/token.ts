/**
 * Prints a bearer access token for a demo account of the built-in development identity provider:
 *   npm run token -- alice            (APP_URL, default http://localhost:3000)
 *   curl -H "Authorization: Bearer $(npm run -s token -- bob)" http://localhost:3000/api/moi
 * Refused when a real identity provider is configured.
 */
import { getBearerToken } from '../src/auth/dev-login-client';
import { COMMON } from '../src/domain/messages';

async function main(): Promise<void> {
  const login = process.argv[2];
  if (!login) {
    console.error('Usage : npm run token -- <identifiant>   (comptes : alice, bob, carole)');
    process.exit(1);
  }
  if (process.env.OIDC_URL || process.env.OIDC_REALM || process.env.OIDC_CLIENT_ID) {
    console.error(COMMON.tokenDemoRefuse);
    process.exit(1);
  }
  const token = await getBearerToken(process.env.APP_URL ?? 'http://localhost:3000', login);
  process.stdout.write(`${token}\n`);
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
