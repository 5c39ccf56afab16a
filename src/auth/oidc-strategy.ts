import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from '@govtechsg/passport-openidconnect';
import { SCOPE_COLLECTIF } from './claims';
import { OidcService, type ProviderEndpoints, type SignedIn, type TokenResponse } from './oidc.service';

export const STRATEGY_NAME = 'oidc';

/** Where the sign-in under way is kept in the page session (state, nonce, PKCE verifier): `req.session.oidc`. */
export const OIDC_SESSION_KEY = 'oidc';

/** Why the verify step refused the tokens (logged with the refusal, never shown). */
export const JETON_REFUSE = 'Jeton refusé (portée collectif ou code distributeur absent)';

/**
 * The sign-in strategy (authorization code flow), registered with passport as 'oidc' by
 * @nestjs/passport. passport-openidconnect (GovTech's maintained fork, ADR 0066) does PKCE
 * itself (`pkce: 'S256'`): the verifier is kept by its session state store next to the state and
 * the nonce, sent with the code exchange, and dropped once used. The tokens are checked by
 * OidcService like a bearer token on /api; the user it yields is a SignedIn (user + tokens).
 */
export class OidcStrategy extends PassportStrategy(Strategy, STRATEGY_NAME, true) {
  constructor(
    private readonly oidc: Pick<OidcService, 'issuer' | 'clientId' | 'clientSecret' | 'callbackUrl' | 'signedInFrom'>,
    endpoints: Pick<ProviderEndpoints, 'authorization_endpoint' | 'token_endpoint'>,
  ) {
    super({
      issuer: oidc.issuer!,
      authorizationURL: endpoints.authorization_endpoint,
      tokenURL: endpoints.token_endpoint,
      userInfoURL: '', // not called: everything needed is in the tokens
      skipUserProfile: true,
      clientID: oidc.clientId!,
      clientSecret: oidc.clientSecret ?? '',
      callbackURL: oidc.callbackUrl,
      scope: ['profile', SCOPE_COLLECTIF],
      nonce: true,
      pkce: 'S256',
      sessionKey: OIDC_SESSION_KEY,
    });
  }

  /** The library's 8-argument verify (@nestjs/passport adds the callback): the token endpoint's answer. */
  async validate(
    _issuer: string,
    _profile: unknown,
    _context: unknown,
    idToken: string,
    accessToken: string,
    refreshToken: string,
    params: TokenResponse,
  ): Promise<SignedIn | [false, { message: string }]> {
    const response: TokenResponse = { ...params, access_token: String(accessToken), refresh_token: refreshToken || undefined, id_token: String(idToken) };
    const signedIn = await this.oidc.signedInFrom(response);
    return signedIn ?? [false, { message: JETON_REFUSE }];
  }
}

/**
 * The OidcStrategy of the configured provider, made on the first sign-in: an external provider's
 * endpoints come from its discovery document (fetched then, and again after a failure), and the
 * development provider's back channel is this server's own listening address, known once it listens.
 */
@Injectable()
export class OidcStrategies {
  private strategy?: Promise<OidcStrategy>;

  constructor(private readonly oidc: OidcService) {}

  ready(): Promise<OidcStrategy> {
    this.strategy ??= this.oidc.getEndpoints().then(
      (endpoints) => new OidcStrategy(this.oidc, endpoints),
      (err: unknown) => {
        this.strategy = undefined;
        throw err;
      },
    );
    return this.strategy;
  }
}
