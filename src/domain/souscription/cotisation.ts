import { SOUSCRIPTION } from '../messages/souscription';
import type { ModeCotisation } from './types';

/**
 * Contribution modes of a health subscription (02 §3, §4). A mode groups the tariff structures it
 * invoices. **Proposal** (ADR 0040): a mode is offered when every one of its structures is priced
 * in the projet (rate above 0) and the college has at least as many employees as the mode has
 * structures — a split among more categories than there are employees cannot be balanced.
 */
export const STRUCTURES_PAR_MODE: Readonly<Record<ModeCotisation, readonly string[]>> = {
  UNIQUE: ['UNIQUE'],
  ISOLE_FAMILLE: ['ISOLE', 'FAMILLE'],
  PERSONNES: ['P1', 'P2', 'P3'],
  SALARIE_CONJOINT_ENFANT: ['SALARIE_SEUL', 'CONJOINT_SEUL', 'ENFANT'],
  SALARIE_ENFANT: ['SALARIE_ENFANT', 'CONJOINT_SALARIE_ENFANT'],
};

/** The payer is asked (and required) only for the two modes that split dependants' cover (§5). */
export const MODES_AVEC_PAYEUR: readonly ModeCotisation[] = ['SALARIE_CONJOINT_ENFANT', 'SALARIE_ENFANT'];

export interface ChoixModeCotisation {
  code: ModeCotisation;
  libelle: string;
}

export function libelleModeCotisation(code: string): string {
  const libelle = SOUSCRIPTION.informations.modesCotisation[code];
  // §8: an unknown contribution mode is an error.
  if (!libelle) throw new Error(SOUSCRIPTION.modeCotisationInconnu(code));
  return libelle;
}

export function modesCotisationDisponibles(
  structuresTarifees: readonly { structure: string; taux: number }[],
  effectifCollege: number,
): ChoixModeCotisation[] {
  const tarifees = new Set(structuresTarifees.filter((s) => s.taux > 0).map((s) => s.structure));
  return (Object.keys(STRUCTURES_PAR_MODE) as ModeCotisation[])
    .filter((m) => STRUCTURES_PAR_MODE[m].every((s) => tarifees.has(s)) && effectifCollege >= STRUCTURES_PAR_MODE[m].length)
    .map((code) => ({ code, libelle: libelleModeCotisation(code) }));
}

export function payeurDemande(mode: string | null | undefined): boolean {
  return !!mode && (MODES_AVEC_PAYEUR as readonly string[]).includes(mode);
}
