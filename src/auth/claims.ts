import type { Utilisateur } from './utilisateur';

/** The scope every broker token must carry (spec 01 §1: "a 'collectif' scope that can be tested"). */
export const SCOPE_COLLECTIF = 'collectif';

/** Claim carrying the distributor code (a user attribute mapper in Keycloak, built in for the dev provider). */
export const CLAIM_CODE_DISTRIBUTEUR = 'code_distributeur';

export type Claims = Record<string, unknown>;

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/** Scopes from an OAuth `scope` claim or token-response field (space-separated string, or a list). */
export function parseScopes(scope: unknown): string[] {
  const parts = Array.isArray(scope) ? scope : typeof scope === 'string' ? scope.split(' ') : [];
  return [...new Set(parts.filter((s): s is string => typeof s === 'string' && s !== ''))];
}

/**
 * Maps a token's claims to the signed-in user, or null when the token cannot stand for a broker:
 * no subject, no distributor code, or no 'collectif' scope. Access is scoped by the distributor
 * code, so a user without one must not get in at all.
 */
export function utilisateurFromClaims(claims: Claims, scopes: string[] = parseScopes(claims.scope)): Utilisateur | null {
  const id = text(claims.sub);
  const codeDistributeur = text(claims[CLAIM_CODE_DISTRIBUTEUR]);
  if (!id || !codeDistributeur || !scopes.includes(SCOPE_COLLECTIF)) return null;
  const username = text(claims.preferred_username) ?? id;
  const fullName = [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ');
  const nom = text(claims.name) ?? (fullName || username);
  return { id, username, codeDistributeur, nom, scopes };
}

/**
 * Reads a JWT's payload WITHOUT checking its signature. Only for tokens received straight from
 * the token endpoint over the back channel (OIDC Core §3.1.3.7 allows trusting TLS there).
 */
export function decodeJwtPayload(jwt: string | undefined): Claims {
  const part = jwt?.split('.')[1];
  if (!part) return {};
  try {
    const payload: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Claims) : {};
  } catch {
    return {};
  }
}
