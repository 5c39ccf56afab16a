import { REFERENTIELS } from '../../../src/domain/messages';
import { departementDuCodePostal } from '../../../src/domain/referentiels/code-postal';
import type { Commune } from '../../../src/domain/referentiels/types';

/*
 * The postcode check's result, apart from the health informations form's rules: the DUE tunnel
 * checks the head office's postcode too, without loading that form's rules and texts.
 */

/** Result of the postcode check (GET /code-postal/valider and /communes). */
export type VerificationCodePostal =
  | { statut: 'vide' | 'format' | 'en-cours' | 'indisponible'; codePostal: string }
  | { statut: 'valide'; codePostal: string; communes: Commune[]; departement: string | null }
  | { statut: 'invalide'; codePostal: string; cause: string; communes: Commune[] };

/** The check's verdict once both answers are in. */
export function verdictCodePostal(codePostal: string, validation: { valide: boolean; cause: string | null }, communes: Commune[]): VerificationCodePostal {
  if (!validation.valide) return { statut: 'invalide', codePostal, cause: validation.cause ?? REFERENTIELS.codePostalInvalide, communes };
  return { statut: 'valide', codePostal, communes, departement: departementDuCodePostal(codePostal, communes) };
}

/** The key of a postcode check (with the projet, whose department it must match). */
export function cleVerificationCodePostal(codePostal: string, projetId: number | null): string {
  return `${codePostal}|${projetId ?? ''}`;
}

/** A check the server already made for the page (a saved projet's postcode), under its key. */
export interface VerificationInitiale {
  cle: string;
  verification: VerificationCodePostal;
}
