import { Injectable, Logger } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { JWTVerifyGetKey } from 'jose';
import type { AddressInfo } from 'node:net';
import { AppConfig } from '../config/app-config';
import { issuerOf, resolveOidcSettings } from '../config/public-config';
import { AccessTokenVerifier, loadJose } from './access-token-verifier';
import { decodeJwtPayload, parseScopes, utilisateurFromClaims } from './claims';
import { API_RESOURCE, DEV_ROUTES } from './dev-provider/constants';
import { deriveSecret, devProviderKeys, Jwk, sessionSecret } from './secrets';
import type { Utilisateur } from './utilisateur';

/** What the page session keeps from the provider (server side only: never sent to the browser). */
export interface SessionTokens {
  accessToken: string;
  refreshToken?: string;
  idToken?: string;
  /** Access token expiry, epoch ms. */
  expiresAt: number;
}

export interface SignedIn {
  utilisateur: Utilisateur;
  tokens: SessionTokens;
}

/** The subset of the provider's discovery document we use. */
export interface ProviderEndpoints {
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  end_session_endpoint?: string;
}

export interface TokenResponse {
  access_token?: string;
  refresh_token?: string;
  id_token?: string;
  expires_in?: number;
  scope?: string;
  error?: string;
}

/** Outcome of a refresh: new tokens, the session is over (refused), or the provider could not be reached. */
export type RefreshOutcome = { kind: 'ok'; signedIn: SignedIn } | { kind: 'refused' } | { kind: 'unavailable' };

const HTTP_TIMEOUT_MS = 10_000;

/**
 * The configured OpenID Connect provider, external (Keycloak-style realm) or the built-in
 * development one: its endpoints, its keys, token checks and refresh.
 */
@Injectable()
export class OidcService {
  private readonly logger = new Logger('Auth');
  readonly issuer: string | null;
  readonly clientId: string | null;
  readonly clientSecret: string | undefined;
  readonly devProvider: boolean;
  /** Audience bearer access tokens must carry (OIDC_AUDIENCE; default: the built-in provider's API resource, else the client id). */
  readonly audience: string | null;
  /** Spec §5 messages when the sign-in configuration is incomplete (sign-in is then off). */
  readonly erreurs: string[];
  readonly secret: string;
  readonly devKeys?: { privateJwks: { keys: Jwk[] }; publicJwks: { keys: Jwk[] } };
  readonly verifier: AccessTokenVerifier | null;
  private endpoints?: Promise<ProviderEndpoints>;
  private keySet?: JWTVerifyGetKey;

  constructor(
    private readonly config: AppConfig,
    private readonly adapterHost: HttpAdapterHost,
  ) {
    this.secret = sessionSecret(config);
    const settings = resolveOidcSettings(config);
    if ('erreurs' in settings) {
      this.erreurs = settings.erreurs;
      this.issuer = this.clientId = this.audience = null;
      this.devProvider = false;
      this.verifier = null;
      for (const message of settings.erreurs) this.logger.error(message);
      return;
    }
    this.erreurs = [];
    this.issuer = issuerOf(settings.url, settings.realm);
    this.clientId = settings.clientId;
    this.devProvider = settings.devProvider;
    this.audience = config.OIDC_AUDIENCE ?? (settings.devProvider ? API_RESOURCE : settings.clientId);
    this.clientSecret = settings.devProvider ? deriveSecret(this.secret, 'dev-oidc-client') : config.OIDC_CLIENT_SECRET;
    if (settings.devProvider) {
      this.devKeys = devProviderKeys(config.DATA_DIR);
      if (config.NODE_ENV === 'production') {
        this.logger.warn("Aucun fournisseur d'identité configuré (OIDC_URL, OIDC_REALM, OIDC_CLIENT_ID) : comptes de démonstration ouverts en production (DEMO_ACCOUNTS=true).");
      }
    }
    this.verifier = new AccessTokenVerifier(this.issuer, () => this.verificationKeys(), { audience: this.audience });
  }

  get enabled(): boolean {
    return this.issuer !== null;
  }

  get callbackUrl(): string {
    return `${this.config.publicUrl}/auth/callback`;
  }

  get postLogoutRedirectUrl(): string {
    return `${this.config.publicUrl}/`;
  }

  /**
   * Endpoints from the provider's discovery document (fetched once). The development provider's
   * are known; its back-channel calls go to this very server on loopback, whatever PUBLIC_URL is.
   */
  getEndpoints(): Promise<ProviderEndpoints> {
    if (!this.issuer) return Promise.reject(new Error(this.erreurs.join(' ')));
    if (this.devProvider) {
      const issuer = this.issuer;
      const internal = `${this.internalBaseUrl()}${new URL(issuer).pathname}`;
      return Promise.resolve({
        authorization_endpoint: `${issuer}${DEV_ROUTES.authorization}`,
        token_endpoint: `${internal}${DEV_ROUTES.token}`,
        jwks_uri: `${internal}${DEV_ROUTES.jwks}`,
        end_session_endpoint: `${issuer}${DEV_ROUTES.end_session}`,
      });
    }
    this.endpoints ??= this.discover().catch((err: unknown) => {
      this.endpoints = undefined; // try again on the next request
      throw err;
    });
    return this.endpoints;
  }

  private async discover(): Promise<ProviderEndpoints> {
    const url = `${this.issuer}/.well-known/openid-configuration`;
    const res = await fetch(url, { signal: AbortSignal.timeout(HTTP_TIMEOUT_MS), headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`Découverte OIDC impossible (${url}) : HTTP ${res.status}`);
    const doc = (await res.json()) as Partial<ProviderEndpoints> & { issuer?: string };
    if (doc.issuer !== this.issuer || !doc.authorization_endpoint || !doc.token_endpoint || !doc.jwks_uri) {
      throw new Error(`Document de découverte OIDC inattendu (${url})`);
    }
    return doc as ProviderEndpoints;
  }

  /** The development provider's keys are at hand: no HTTP hop. Otherwise its JWKS, cached by jose. */
  private async verificationKeys(): Promise<JWTVerifyGetKey> {
    if (this.keySet) return this.keySet;
    const { createLocalJWKSet, createRemoteJWKSet } = await loadJose();
    this.keySet = this.devKeys
      ? createLocalJWKSet(this.devKeys.publicJwks)
      : createRemoteJWKSet(new URL((await this.getEndpoints()).jwks_uri), { timeoutDuration: HTTP_TIMEOUT_MS });
    return this.keySet;
  }

  private internalBaseUrl(): string {
    const address = this.adapterHost.httpAdapter.getHttpServer().address() as AddressInfo | null;
    if (!address) return this.config.publicUrl;
    // Listening on every interface: loopback is one of them.
    const host = ['0.0.0.0', '::', ''].includes(address.address) ? '127.0.0.1' : address.address;
    return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  }

  /**
   * Token endpoint answer (sign-in or refresh) to the signed-in user. The access token is checked
   * like a bearer token on /api; the ID token, received on the back channel, completes the profile.
   */
  async signedInFrom(response: TokenResponse, previous?: SessionTokens): Promise<SignedIn | null> {
    if (!this.verifier || !response.access_token) return null;
    const payload = await this.verifier.verifyPayload(response.access_token);
    if (!payload) return null;
    const idToken = response.id_token ?? previous?.idToken;
    const claims = { ...decodeJwtPayload(idToken), ...payload };
    const utilisateur = utilisateurFromClaims(claims, parseScopes(payload.scope ?? response.scope));
    if (!utilisateur) return null;
    return {
      utilisateur,
      tokens: {
        accessToken: response.access_token,
        refreshToken: response.refresh_token ?? previous?.refreshToken,
        idToken,
        expiresAt: payload.exp! * 1000,
      },
    };
  }

  async refresh(tokens: SessionTokens): Promise<RefreshOutcome> {
    if (!tokens.refreshToken || !this.clientId) return { kind: 'refused' };
    let res: globalThis.Response;
    try {
      const body = new URLSearchParams({ grant_type: 'refresh_token', refresh_token: tokens.refreshToken, client_id: this.clientId });
      if (this.clientSecret) body.set('client_secret', this.clientSecret);
      res = await fetch((await this.getEndpoints()).token_endpoint, {
        method: 'POST',
        body,
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
      });
    } catch (err) {
      this.logger.warn({ err }, 'Renouvellement du jeton impossible : fournisseur injoignable');
      return { kind: 'unavailable' };
    }
    if (res.status >= 500) return { kind: 'unavailable' };
    const answer = (await res.json().catch(() => ({}))) as TokenResponse;
    const signedIn = res.ok ? await this.signedInFrom(answer, tokens) : null;
    if (!signedIn) {
      this.logger.log(`Renouvellement du jeton refusé (${answer.error ?? res.status}) : session terminée`);
      return { kind: 'refused' };
    }
    return { kind: 'ok', signedIn };
  }

  /** Where to send the browser to end the provider session too; null when the provider has no such endpoint. */
  async endSessionUrl(idToken?: string): Promise<string | null> {
    if (!this.clientId) return null;
    try {
      const { end_session_endpoint } = await this.getEndpoints();
      if (!end_session_endpoint) return null;
      const url = new URL(end_session_endpoint);
      url.searchParams.set('client_id', this.clientId);
      url.searchParams.set('post_logout_redirect_uri', this.postLogoutRedirectUrl);
      if (idToken) url.searchParams.set('id_token_hint', idToken);
      return url.toString();
    } catch (err) {
      this.logger.warn({ err }, 'Déconnexion auprès du fournisseur impossible');
      return null;
    }
  }
}
