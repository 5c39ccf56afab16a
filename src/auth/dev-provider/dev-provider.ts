import { Logger } from '@nestjs/common';
import type { Application, Request, RequestHandler, Response } from 'express';
import { DEV_OIDC_CLIENT_ID, TOKEN_LIFESPAN_SECONDS } from '../../config/public-config';
import { auditer, detailsRequete } from '../../securite/audit';
import { CLAIM_CODE_DISTRIBUTEUR, SCOPE_COLLECTIF } from '../claims';
import type { Jwk } from '../secrets';
import type { DevProviderRepository } from './dev-provider.repository';
import { API_RESOURCE, DEV_CLI_CLIENT_ID, DEV_CLI_REDIRECT_URI, DEV_ISSUER_PATH, DEV_ROUTES } from './constants';
import { SESSION_MAX_AGE_SECONDS } from '../session';
import { createDbAdapter } from './dev-adapter';
import { DEMO_PASSWORD, demoAccountClaims, findDemoAccount } from './demo-accounts';
import { errorPage, loggedOutPage, loginPage, logoutPage } from './pages';


const API_SCOPES = `profile ${SCOPE_COLLECTIF}`;

/** Stays `import()` in the CommonJS output: oidc-provider is ESM only. */
const importEsm = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<unknown>;

interface Interaction {
  uid: string;
  prompt: { name: string; details: Record<string, unknown> };
  params: Record<string, unknown>;
  session?: { accountId?: string };
  grantId?: string;
}

interface OidcGrant {
  addOIDCScope(scope: string): void;
  addOIDCClaims(claims: string[]): void;
  addResourceScope(resource: string, scope: string): void;
  save(): Promise<string>;
}

/** The part of oidc-provider's API used here (the package ships no types). */
interface OidcProvider {
  proxy: boolean;
  callback(): (req: Request, res: Response) => void;
  interactionDetails(req: Request, res: Response): Promise<Interaction>;
  interactionFinished(req: Request, res: Response, result: Record<string, unknown>, options?: { mergeWithLastSubmission?: boolean }): Promise<void>;
  on(event: 'server_error', listener: (ctx: unknown, err: unknown) => void): void;
  Grant: { new (init: { accountId?: string; clientId?: unknown }): OidcGrant; find(id: string): Promise<OidcGrant> };
}

type OidcProviderClass = new (issuer: string, configuration: object) => OidcProvider;

export interface DevProviderOptions {
  publicUrl: string;
  clientSecret: string;
  cookieKey: string;
  privateJwks: { keys: Jwk[] };
  /** Where the provider's payloads are kept (dev_oidc_payload). */
  table: DevProviderRepository;
  /** Whether a trusted proxy is declared (TRUST_PROXY): only then are X-Forwarded-Host/Proto believed. */
  trustProxy: boolean;
  /** Counts login form submissions (RATE_LIMIT_SIGN_IN). */
  limiteConnexion: RequestHandler;
}

/** Form fields of a POST, whether or not a body parser ran before us. */
async function readForm(req: Request): Promise<URLSearchParams> {
  if (req.body && typeof req.body === 'object') return new URLSearchParams(req.body as Record<string, string>);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 16_384) break; // a login form is tiny
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

const sendHtml = (res: Response, status: number, html: string) =>
  res.status(status).set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).send(html);

/**
 * Built-in development identity provider (oidc-provider) on the application's own server, at
 * `${publicUrl}/dev-oidc/realms/demo`. Issues 60 s JWT access tokens for /api and refresh tokens.
 */
export async function mountDevProvider(app: Application, options: DevProviderOptions): Promise<void> {
  const logger = new Logger('DevIdentityProvider');
  const { default: Provider } = (await importEsm('oidc-provider')) as { default: OidcProviderClass };
  const issuer = `${options.publicUrl}${DEV_ISSUER_PATH}`;

  const provider = new Provider(issuer, {
    adapter: createDbAdapter(options.table),
    clients: [
      {
        client_id: DEV_OIDC_CLIENT_ID,
        client_secret: options.clientSecret,
        client_name: 'Collectif Courtage',
        redirect_uris: [`${options.publicUrl}/auth/callback`],
        post_logout_redirect_uris: [`${options.publicUrl}/`],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
      {
        client_id: DEV_CLI_CLIENT_ID,
        client_name: 'npm run token',
        application_type: 'native',
        redirect_uris: [DEV_CLI_REDIRECT_URI],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'none',
      },
    ],
    routes: DEV_ROUTES,
    jwks: options.privateJwks,
    cookies: { keys: [options.cookieKey] },
    scopes: ['openid', 'offline_access', 'profile', SCOPE_COLLECTIF],
    claims: {
      openid: ['sub'],
      // The e-mail address with the profile: the application asks for no separate 'email' scope.
      profile: ['name', 'given_name', 'family_name', 'preferred_username', 'email'],
      [SCOPE_COLLECTIF]: [CLAIM_CODE_DISTRIBUTEUR],
    },
    // The ID token carries the profile and the distributor code, as Keycloak's does.
    conformIdTokenClaims: false,
    async findAccount(_ctx: unknown, sub: string) {
      const account = findDemoAccount(sub);
      return account && { accountId: account.sub, claims: async () => demoAccountClaims(account) };
    },
    // Bearer checks on /api read everything from the token: no userinfo call, no database.
    async extraTokenClaims(_ctx: unknown, token: { kind: string; accountId?: string }) {
      const account = token.kind === 'AccessToken' ? findDemoAccount(token.accountId) : undefined;
      if (!account) return undefined;
      const { preferred_username, name, email, code_distributeur, realm_access } = demoAccountClaims(account);
      return { preferred_username, name, email, code_distributeur, ...(realm_access ? { realm_access } : {}) };
    },
    interactions: { url: (_ctx: unknown, interaction: Interaction) => `${DEV_ISSUER_PATH}/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        // Submitted at once only for the application's own sign-out (it sends the ID token as a
        // hint); a bare link from elsewhere gets a page asking for the click.
        logoutSource: async (ctx: { body: string; oidc?: { params?: { id_token_hint?: unknown } } }, form: string) => {
          ctx.body = logoutPage(form, { automatique: Boolean(ctx.oidc?.params?.id_token_hint) });
        },
        postLogoutSuccessSource: async (ctx: { body: string }) => {
          ctx.body = loggedOutPage();
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => API_RESOURCE,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx: unknown, resource: string) => {
          if (resource !== API_RESOURCE) throw new Error(`Ressource inconnue : ${resource}`);
          return { scope: API_SCOPES, accessTokenTTL: TOKEN_LIFESPAN_SECONDS, accessTokenFormat: 'jwt', jwt: { sign: { alg: 'RS256' } } };
        },
      },
    },
    // Refresh tokens without asking for offline_access: they end with the provider session.
    issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed(type: string): boolean }) => client.grantTypeAllowed('refresh_token'),
    pkce: { required: () => true },
    ttl: {
      AccessToken: TOKEN_LIFESPAN_SECONDS,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      RefreshToken: SESSION_MAX_AGE_SECONDS,
      Session: SESSION_MAX_AGE_SECONDS,
      Grant: SESSION_MAX_AGE_SECONDS,
    },
    renderError: async (ctx: { type: string; body: string }, out: Record<string, unknown>) => {
      ctx.type = 'html';
      ctx.body = errorPage(out);
    },
  });
  // Behind a declared TLS proxy the public address is https while this server sees http; without
  // one, forwarded headers are anybody's and are ignored.
  provider.proxy = options.trustProxy;
  provider.on('server_error', (_ctx: unknown, err: unknown) => logger.error({ err }, 'Erreur du fournisseur d’identité de développement'));

  const interactionPath = (uid: string) => `${DEV_ISSUER_PATH}/interaction/${encodeURIComponent(uid)}`;
  const renderLogin = (uid: string, extra: { username?: string; error?: string } = {}) =>
    loginPage({ action: `${interactionPath(uid)}/login`, abortUrl: `${interactionPath(uid)}/abort`, ...extra });
  const expired = (res: Response) =>
    sendHtml(res, 400, errorPage({ erreur: 'La demande de connexion a expiré.', suite: 'Recommencez depuis l’application.' }));

  app.get(`${DEV_ISSUER_PATH}/interaction/:uid`, async (req: Request, res: Response) => {
    let interaction: Interaction;
    try {
      interaction = await provider.interactionDetails(req, res);
    } catch {
      return expired(res);
    }
    if (interaction.prompt.name === 'login') return sendHtml(res, 200, renderLogin(interaction.uid));
    // First-party clients only: consent is given without a screen.
    const grant = interaction.grantId
      ? await provider.Grant.find(interaction.grantId)
      : new provider.Grant({ accountId: interaction.session?.accountId, clientId: interaction.params.client_id });
    const details = interaction.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[]; missingResourceScopes?: Record<string, string[]> };
    if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
    if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
    for (const [resource, scopes] of Object.entries(details.missingResourceScopes ?? {})) grant.addResourceScope(resource, scopes.join(' '));
    const grantId: string = await grant.save();
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  });

  app.post(`${DEV_ISSUER_PATH}/interaction/:uid/login`, options.limiteConnexion, async (req: Request, res: Response) => {
    let interaction: Interaction;
    try {
      interaction = await provider.interactionDetails(req, res);
    } catch {
      return expired(res);
    }
    const form = await readForm(req);
    const username = form.get('username') ?? '';
    const account = findDemoAccount(username);
    if (interaction.prompt.name !== 'login' || !account || form.get('password') !== DEMO_PASSWORD) {
      auditer('connexion-refusee', { ...detailsRequete(req, 401), motif: 'identifiants' });
      return sendHtml(res, 401, renderLogin(interaction.uid, { username, error: 'Identifiant ou mot de passe incorrect.' }));
    }
    logger.log(`Connexion de démonstration : ${account.username} (${account.codeDistributeur})`);
    await provider.interactionFinished(req, res, { login: { accountId: account.sub } }, { mergeWithLastSubmission: false });
  });

  app.get(`${DEV_ISSUER_PATH}/interaction/:uid/abort`, async (req: Request, res: Response) => {
    try {
      await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'Connexion annulée.' }, { mergeWithLastSubmission: false });
    } catch {
      expired(res);
    }
  });

  app.use(DEV_ISSUER_PATH, provider.callback());
  logger.log(`Fournisseur d'identité de développement sur ${issuer} (comptes : alice, bob, carole ; mot de passe : ${DEMO_PASSWORD})`);
}
