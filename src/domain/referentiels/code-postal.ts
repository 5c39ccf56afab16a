import { REFERENTIELS } from '../messages/referentiels';
import type { Commune } from './types';

/**
 * Postcode rules (03 §5): 5 digits, the covered departments, the postcode/department match.
 * Pure: the towns of a postcode are passed in by the caller (referential service or page).
 */

/** Overseas departments the offer covers (03 §5); 975, 977, 978 and 98x collectivities are not. */
export const DEPARTEMENTS_OUTRE_MER_COUVERTS: readonly string[] = ['971', '972', '973', '974', '976'];

const METROPOLE = /^(0[1-9]|1\d|2[1-9]|[3-8]\d|9[0-5])$/; // 01-95 without 20: Corsica is 2A/2B.

export function codePostalFormatValide(codePostal: string): boolean {
  return /^\d{5}$/.test(codePostal);
}

/** Metropolitan 01-09, 10-95 (Corsica as 2A/2B), overseas 971, 972, 973, 974, 976. */
export function departementCouvert(departement: string): boolean {
  const d = normaliserDepartement(departement);
  return METROPOLE.test(d) || d === '2A' || d === '2B' || DEPARTEMENTS_OUTRE_MER_COUVERTS.includes(d);
}

/** '2a ' → '2A'. Department codes are compared in this form. */
export function normaliserDepartement(departement: string): string {
  return departement.trim().toUpperCase();
}

/**
 * Departments a postcode points to by its prefix: two digits in metropolitan France, three
 * overseas (97x, 98x); in Corsica 200xx-201xx are 2A and 202xx-209xx 2B (La Poste's split).
 */
export function departementsParPrefixe(codePostal: string): string[] {
  if (!codePostalFormatValide(codePostal)) return [];
  const deux = codePostal.slice(0, 2);
  if (deux === '00') return [];
  if (deux === '97' || deux === '98') return [codePostal.slice(0, 3)];
  if (deux === '20') return codePostal[2] === '0' || codePostal[2] === '1' ? ['2A'] : ['2B'];
  return [deux];
}

/**
 * 'Le code postal ne correspond pas au département renseigné' unless this holds. Some towns
 * are served from a neighbouring department's sorting office (05110 Claret is in 04): pass
 * the departments of the postcode's towns to accept them.
 */
export function codePostalCorrespondAuDepartement(
  codePostal: string,
  departement: string,
  departementsDesCommunes: readonly string[] = [],
): boolean {
  const d = normaliserDepartement(departement);
  if (!codePostalFormatValide(codePostal) || !departementCouvert(d)) return false;
  return departementsParPrefixe(codePostal).includes(d) || departementsDesCommunes.includes(d);
}

/** The department of a postcode: its towns' when they agree, else the prefix's; null if unknown. */
export function departementDuCodePostal(codePostal: string, communes: readonly Pick<Commune, 'departement'>[] = []): string | null {
  const desCommunes = [...new Set(communes.map((c) => c.departement))];
  if (desCommunes.length === 1) return desCommunes[0];
  const parPrefixe = departementsParPrefixe(codePostal);
  if (desCommunes.length > 1) return desCommunes.find((d) => parPrefixe.includes(d)) ?? desCommunes[0];
  return parPrefixe.length === 1 ? parPrefixe[0] : null;
}

export interface ValidationCodePostal {
  valide: boolean;
  /** Why not valid (shown under the field); null when valid. */
  cause: string | null;
}

/**
 * GET /code-postal/valider: the postcode must have 5 digits, serve at least one town in a
 * covered department and, when a department is expected (the projet's), match it.
 */
export function validerCodePostal(
  codePostal: string,
  communes: readonly Pick<Commune, 'departement'>[],
  departementAttendu?: string | null,
): ValidationCodePostal {
  if (!codePostalFormatValide(codePostal) || communes.length === 0) {
    return { valide: false, cause: REFERENTIELS.codePostalInvalide };
  }
  const couverts = communes.map((c) => c.departement).filter(departementCouvert);
  if (couverts.length === 0) return { valide: false, cause: REFERENTIELS.codePostalHorsZone };
  if (departementAttendu && !codePostalCorrespondAuDepartement(codePostal, departementAttendu, couverts)) {
    return { valide: false, cause: REFERENTIELS.codePostalDepartement };
  }
  return { valide: true, cause: null };
}
