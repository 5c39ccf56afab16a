import { createHash, randomBytes } from 'node:crypto';
import type { Request } from 'express';
import { Strategy, type VerifyCallback } from 'passport-openidconnect';
import { SCOPE_COLLECTIF } from './claims';
import type { OidcService, ProviderEndpoints, SignedIn, TokenResponse } from './oidc.service';

export const STRATEGY_NAME = 'oidc';

/** PKCE pair for one sign-in (RFC 7636, S256). */
export function newPkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

interface OAuth2Like {
  getOAuthAccessToken(code: string, params: Record<string, string>, callback: (...args: unknown[]) => void): void;
}

/**
 * passport-openidconnect 0.1 with PKCE added: the challenge goes in the authorization request
 * (`authenticate(..., { codeChallenge })`), the verifier kept in the session goes with the code
 * exchange. passport runs each request on its own `Object.create(strategy)`, so swapping
 * `_oauth2` here only touches this request.
 */
class PkceOidcStrategy extends Strategy {
  authorizationParams(options?: { codeChallenge?: string }): object {
    return options?.codeChallenge ? { code_challenge: options.codeChallenge, code_challenge_method: 'S256' } : {};
  }

  authenticate(req: Request, options?: object): void {
    const verifier = req.query?.code ? req.session?.pkceVerifier : undefined;
    if (verifier) {
      delete req.session.pkceVerifier;
      const base = this._oauth2 as unknown as OAuth2Like;
      const withVerifier: OAuth2Like = Object.create(base);
      withVerifier.getOAuthAccessToken = (code, params, callback) =>
        base.getOAuthAccessToken(code, { ...params, code_verifier: verifier }, callback);
      (this as unknown as { _oauth2: OAuth2Like })._oauth2 = withVerifier;
    }
    super.authenticate(req, options);
  }
}

/** The sign-in strategy for the configured provider; the user it yields is a SignedIn (user + tokens). */
export function createOidcStrategy(oidc: OidcService, endpoints: ProviderEndpoints): Strategy {
  return new PkceOidcStrategy(
    {
      issuer: oidc.issuer!,
      authorizationURL: endpoints.authorization_endpoint,
      tokenURL: endpoints.token_endpoint,
      userInfoURL: '', // not called: everything needed is in the tokens
      skipUserProfile: true,
      clientID: oidc.clientId!,
      clientSecret: oidc.clientSecret ?? '',
      callbackURL: oidc.callbackUrl,
      scope: ['profile', SCOPE_COLLECTIF],
      nonce: 'true',
      sessionKey: 'oidc',
    },
    (
      _issuer: string,
      _profile: unknown,
      _context: object,
      idToken: string | object,
      accessToken: string | object,
      refreshToken: string,
      params: TokenResponse,
      done: VerifyCallback,
    ) => {
      const response: TokenResponse = { ...params, access_token: String(accessToken), refresh_token: refreshToken || undefined, id_token: String(idToken) };
      oidc.signedInFrom(response).then(
        (signedIn: SignedIn | null) =>
          signedIn ? done(null, signedIn as unknown as Express.User) : done(null, false as unknown as Express.User, { message: 'Jeton refusé (portée collectif ou code distributeur absent)' }),
        (err: Error) => done(err),
      );
    },
  );
}
