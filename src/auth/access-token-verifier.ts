import type { JWTPayload, JWTVerifyGetKey } from 'jose';
import { utilisateurFromClaims } from './claims';
import type { Utilisateur } from './utilisateur';

/** jose is ESM only: loaded once, on first use (Node's require(esm) in the CommonJS build). */
let jose: Promise<typeof import('jose')> | undefined;
export const loadJose = (): Promise<typeof import('jose')> => (jose ??= import('jose'));

/** Small allowance for clock drift between the provider and this server. */
const CLOCK_TOLERANCE_SECONDS = 5;

/** Asymmetric signatures only: a token signed with a shared secret (or none) is never accepted. */
const ALGORITHMES = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];

/** Why a token was refused, for the audit trail (never the token itself). */
export type MotifRefusJeton = 'format' | 'algorithme' | 'signature' | 'expire' | 'emetteur' | 'audience' | 'revendications' | 'scope' | 'cles';

export type VerificationJeton = { ok: true; payload: JWTPayload } | { ok: false; motif: MotifRefusJeton };

/** jose's error, in our words. */
function motifDe(err: unknown): MotifRefusJeton {
  const { code, claim } = (err ?? {}) as { code?: string; claim?: string };
  switch (code) {
    case 'ERR_JWT_EXPIRED':
      return 'expire';
    case 'ERR_JWT_CLAIM_VALIDATION_FAILED':
      return claim === 'aud' ? 'audience' : claim === 'iss' ? 'emetteur' : 'revendications';
    case 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED':
      return 'signature';
    case 'ERR_JOSE_ALG_NOT_ALLOWED':
    case 'ERR_JOSE_NOT_SUPPORTED':
    case 'ERR_JWKS_NO_MATCHING_KEY':
      return 'algorithme';
    case 'ERR_JWKS_TIMEOUT':
    case 'ERR_JWKS_INVALID':
      return 'cles';
    default:
      return 'format';
  }
}

/**
 * Checks access tokens (signature against the provider's keys, issuer, audience, expiry) and maps
 * them to the Utilisateur ('collectif' scope and distributor code required). A verified token is
 * kept in memory until it expires: the guard runs on every /api request and a token is reused for
 * up to 60 s, so most checks are one map lookup.
 */
export class AccessTokenVerifier {
  private readonly cache = new Map<string, { utilisateur: Utilisateur; exp: number }>();

  constructor(
    private readonly issuer: string,
    private readonly keys: () => Promise<JWTVerifyGetKey>,
    private readonly options: { audience: string; cacheMaxEntries?: number; now?: () => number },
  ) {}

  /** Signature, issuer, audience and expiry. */
  async checkPayload(token: string): Promise<VerificationJeton> {
    const { jwtVerify } = await loadJose();
    try {
      const { payload } = await jwtVerify(token, await this.keys(), {
        issuer: this.issuer,
        audience: this.options.audience,
        algorithms: ALGORITHMES,
        requiredClaims: ['exp', 'sub'],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        currentDate: this.options.now ? new Date(this.options.now()) : undefined,
      });
      return { ok: true, payload };
    } catch (err) {
      return { ok: false, motif: motifDe(err) };
    }
  }

  /** Signature, issuer, audience and expiry; null when any fails. */
  async verifyPayload(token: string): Promise<JWTPayload | null> {
    const result = await this.checkPayload(token);
    return result.ok ? result.payload : null;
  }

  /** The user a token stands for, or why it is refused. */
  async check(token: string): Promise<{ utilisateur: Utilisateur } | { motif: MotifRefusJeton }> {
    const nowSeconds = (this.options.now?.() ?? Date.now()) / 1000;
    const cached = this.cache.get(token);
    if (cached) {
      if (cached.exp + CLOCK_TOLERANCE_SECONDS > nowSeconds) return { utilisateur: cached.utilisateur };
      this.cache.delete(token);
    }
    const result = await this.checkPayload(token);
    if (!result.ok) return { motif: result.motif };
    const utilisateur = utilisateurFromClaims(result.payload);
    if (!utilisateur) return { motif: 'scope' };
    const frozen = Object.freeze({ ...utilisateur, scopes: Object.freeze([...utilisateur.scopes]) as string[] });
    if (this.cache.size >= (this.options.cacheMaxEntries ?? 5_000)) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.set(token, { utilisateur: frozen, exp: result.payload.exp! });
    return { utilisateur: frozen };
  }

  async verify(token: string): Promise<Utilisateur | null> {
    const result = await this.check(token);
    return 'utilisateur' in result ? result.utilisateur : null;
  }
}
