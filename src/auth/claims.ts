import type { Utilisateur } from './utilisateur';

/** The scope every broker token must carry (spec 01 §1: "a 'collectif' scope that can be tested"). */
export const SCOPE_COLLECTIF = 'collectif';

/** Claim carrying the distributor code (a user attribute mapper in Keycloak, built in for the dev provider). */
export const CLAIM_CODE_DISTRIBUTEUR = 'code_distributeur';

export type Claims = Record<string, unknown>;

/** Keycloak's realm roles; OIDC_ROLES_CLAIM names another dotted path. */
export const CLAIM_ROLES_PAR_DEFAUT = 'realm_access.roles';

/** Where roles are read in a token: a dotted path to a list, and the client whose client roles count. */
export interface LectureRoles {
  claim: string;
  /** `resource_access.<clientId>.roles` (Keycloak client roles) are read too when set. */
  clientId?: string;
}

let lectureRoles: LectureRoles = { claim: CLAIM_ROLES_PAR_DEFAUT };

/** Set once at start from the configuration (OIDC_ROLES_CLAIM, the client id); read by utilisateurFromClaims. */
export function reglerLectureRoles(lecture: LectureRoles): void {
  lectureRoles = { claim: lecture.claim.trim() || CLAIM_ROLES_PAR_DEFAUT, clientId: lecture.clientId };
}

/** The value at a dotted path ('realm_access.roles'); a claim whose own name holds the dots wins. */
function aLaPosition(claims: Claims, chemin: string): unknown {
  if (chemin in claims) return claims[chemin];
  let valeur: unknown = claims;
  for (const part of chemin.split('.')) {
    if (!valeur || typeof valeur !== 'object' || Array.isArray(valeur)) return undefined;
    valeur = (valeur as Record<string, unknown>)[part];
  }
  return valeur;
}

const listeDeTextes = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.trim() !== '').map((x) => x.trim()) : []);

/** Roles of a token: the configured claim (a list, or a space-separated string) plus the client's roles; sorted, no duplicates. */
export function rolesFromClaims(claims: Claims, lecture: LectureRoles = lectureRoles): string[] {
  const brut = aLaPosition(claims, lecture.claim);
  const roles = typeof brut === 'string' ? brut.split(' ').filter(Boolean) : listeDeTextes(brut);
  if (lecture.clientId) {
    const acces = claims.resource_access;
    const client = acces && typeof acces === 'object' && !Array.isArray(acces) ? (acces as Record<string, unknown>)[lecture.clientId] : undefined;
    if (client && typeof client === 'object') roles.push(...listeDeTextes((client as Record<string, unknown>).roles));
  }
  return [...new Set(roles)].sort();
}

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
export function utilisateurFromClaims(claims: Claims, scopes: string[] = parseScopes(claims.scope), lecture: LectureRoles = lectureRoles): Utilisateur | null {
  const id = text(claims.sub);
  const codeDistributeur = text(claims[CLAIM_CODE_DISTRIBUTEUR]);
  if (!id || !codeDistributeur || !scopes.includes(SCOPE_COLLECTIF)) return null;
  const username = text(claims.preferred_username) ?? id;
  const fullName = [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ');
  const nom = text(claims.name) ?? (fullName || username);
  const email = text(claims.email);
  return { id, username, codeDistributeur, nom, ...(email && email.length <= 320 && email.includes('@') ? { email } : {}), scopes, roles: rolesFromClaims(claims, lecture) };
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
