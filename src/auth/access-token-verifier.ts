import type { JWTPayload, JWTVerifyGetKey } from 'jose';
import { utilisateurFromClaims } from './claims';
import type { Utilisateur } from './utilisateur';

/** jose is ESM only: loaded once, on first use (Node's require(esm) in the CommonJS build). */
let jose: Promise<typeof import('jose')> | undefined;
export const loadJose = (): Promise<typeof import('jose')> => (jose ??= import('jose'));

/** Small allowance for clock drift between the provider and this server. */
const CLOCK_TOLERANCE_SECONDS = 5;

/**
 * Checks access tokens (signature against the provider's keys, issuer, expiry) and maps them to
 * the Utilisateur ('collectif' scope and distributor code required). A verified token is kept
 * in memory until it expires: the guard runs on every /api request and a token is reused for
 * up to 60 s, so most checks are one map lookup.
 */
export class AccessTokenVerifier {
  private readonly cache = new Map<string, { utilisateur: Utilisateur; exp: number }>();

  constructor(
    private readonly issuer: string,
    private readonly keys: () => Promise<JWTVerifyGetKey>,
    private readonly options: { cacheMaxEntries?: number; now?: () => number } = {},
  ) {}

  /** Signature, issuer and expiry; null when any fails. */
  async verifyPayload(token: string): Promise<JWTPayload | null> {
    const { jwtVerify } = await loadJose();
    try {
      const { payload } = await jwtVerify(token, await this.keys(), {
        issuer: this.issuer,
        requiredClaims: ['exp', 'sub'],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        currentDate: this.options.now ? new Date(this.options.now()) : undefined,
      });
      return payload;
    } catch {
      return null;
    }
  }

  async verify(token: string): Promise<Utilisateur | null> {
    const nowSeconds = (this.options.now?.() ?? Date.now()) / 1000;
    const cached = this.cache.get(token);
    if (cached) {
      if (cached.exp + CLOCK_TOLERANCE_SECONDS > nowSeconds) return cached.utilisateur;
      this.cache.delete(token);
    }
    const payload = await this.verifyPayload(token);
    const utilisateur = payload && utilisateurFromClaims(payload);
    if (!payload || !utilisateur) return null;
    const frozen = Object.freeze({ ...utilisateur, scopes: Object.freeze([...utilisateur.scopes]) as string[] });
    if (this.cache.size >= (this.options.cacheMaxEntries ?? 5_000)) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.set(token, { utilisateur: frozen, exp: payload.exp! });
    return frozen;
  }
}
