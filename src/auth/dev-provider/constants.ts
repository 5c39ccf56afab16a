import { DEV_OIDC_PATH, DEV_OIDC_REALM } from '../../config/public-config';

/** Mounted like a Keycloak realm, so the configuration reads the same as in production. */
export const DEV_ISSUER_PATH = `${DEV_OIDC_PATH}/realms/${DEV_OIDC_REALM}`;

/** Keycloak's endpoint paths, so that nothing but the address changes with a real provider. */
export const DEV_ROUTES = {
  authorization: '/protocol/openid-connect/auth',
  token: '/protocol/openid-connect/token',
  userinfo: '/protocol/openid-connect/userinfo',
  jwks: '/protocol/openid-connect/certs',
  end_session: '/protocol/openid-connect/logout',
  revocation: '/protocol/openid-connect/revoke',
  introspection: '/protocol/openid-connect/token/introspect',
} as const;

/** Public client of `npm run token` (authorization code + PKCE, loopback redirect as for a native app). */
export const DEV_CLI_CLIENT_ID = 'collectif-courtage-cli';
export const DEV_CLI_REDIRECT_URI = 'http://127.0.0.1/callback';

/** Audience of the access tokens: the product's /api. */
export const API_RESOURCE = 'urn:collectif-courtage:api';
