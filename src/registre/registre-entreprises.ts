import type { FicheEntreprise } from '../domain/eligibilite/entreprise';

/**
 * The company register: what INSEE's Sirene directory (or the local sample register) says about an
 * establishment. Adapters never decide eligibility; they only report the record.
 */
export interface RegistreEntreprises {
  /** Which adapter answers, for logs and the health report. */
  readonly nom: string;
  /**
   * The record of a 14-digit SIRET (spaces already removed), or null when the register does not know it.
   * Throws RegistreIndisponibleError when the register cannot answer (network, timeout, quota, 5xx).
   */
  rechercherParSiret(siret: string): Promise<FicheEntreprise | null>;
}

/** Nest injection token of the configured adapter. */
export const REGISTRE_ENTREPRISES = Symbol('REGISTRE_ENTREPRISES');

export class RegistreIndisponibleError extends Error {
  constructor(detail: string, options?: { cause?: unknown }) {
    super(`Registre des entreprises indisponible : ${detail}`, options);
    this.name = 'RegistreIndisponibleError';
  }
}
