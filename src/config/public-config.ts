import { COMMON } from '../domain/messages';
import { resolveTheme } from '../domain/theme/themes';
import type { AppConfig } from './app-config';

/** Where the built-in development identity provider lives, Keycloak-style (`${url}/realms/${realm}`). */
export const DEV_OIDC_PATH = '/dev-oidc';
export const DEV_OIDC_REALM = 'demo';
export const DEV_OIDC_CLIENT_ID = 'collectif-courtage';

/** Spec 01 §9: token lifespan 60 s, refreshed every 10 s. */
export const TOKEN_LIFESPAN_SECONDS = 60;
export const REFRESH_INTERVAL_SECONDS = 10;

/** The configuration the pages read at start (GET /config.json): nothing secret in it. */
export interface PublicConfig {
  apiBaseUrl: string;
  /** Theme actually applied (an unsupported name has already fallen back to the default). */
  theme: string;
  produit: { nom: string };
  auth: {
    /** Spec §5 sign-in settings; the issuer is `${url}/realms/${realm}`. */
    url: string;
    realm: string;
    clientId: string;
    /** True for the built-in development identity provider (demo accounts; `npm run token` allowed). */
    devProvider: boolean;
    loginUrl: string;
    logoutUrl: string;
    refreshUrl: string;
    tokenLifespanSeconds: number;
    refreshIntervalSeconds: number;
  };
}

export interface PublicConfigResult {
  config: PublicConfig | null;
  /** Spec §5 'Other' messages, one per missing sign-in setting; pages show /loading-error. */
  erreurs: string[];
}

/**
 * Resolved sign-in settings. All three absent: the built-in development provider. Some but not
 * all: `erreurs` lists what is missing and sign-in stays off (the app still starts).
 */
export function resolveOidcSettings(config: AppConfig): { url: string; realm: string; clientId: string; devProvider: boolean } | { erreurs: string[] } {
  if (config.useDevIdentityProvider) {
    return { url: `${config.publicUrl}${DEV_OIDC_PATH}`, realm: DEV_OIDC_REALM, clientId: DEV_OIDC_CLIENT_ID, devProvider: true };
  }
  const settings = { url: config.OIDC_URL, realm: config.OIDC_REALM, clientId: config.OIDC_CLIENT_ID };
  const erreurs = Object.entries(settings)
    .filter(([, value]) => !value)
    .map(([name]) => COMMON.configurationObligatoire(name));
  if (erreurs.length) return { erreurs };
  return { url: settings.url!.replace(/\/+$/, ''), realm: settings.realm!, clientId: settings.clientId!, devProvider: false };
}

/** Issuer of a Keycloak-style realm. */
export const issuerOf = (url: string, realm: string): string => `${url}/realms/${encodeURIComponent(realm)}`;

export function getPublicConfig(config: AppConfig): PublicConfigResult {
  const oidc = resolveOidcSettings(config);
  if ('erreurs' in oidc) return { config: null, erreurs: oidc.erreurs };
  const theme = resolveTheme(config.THEME);
  return {
    config: {
      apiBaseUrl: '/api',
      theme: theme.name,
      produit: { nom: theme.brandName },
      auth: {
        ...oidc,
        loginUrl: '/auth/login',
        logoutUrl: '/auth/logout',
        refreshUrl: '/auth/refresh',
        tokenLifespanSeconds: TOKEN_LIFESPAN_SECONDS,
        refreshIntervalSeconds: REFRESH_INTERVAL_SECONDS,
      },
    },
    erreurs: [],
  };
}
