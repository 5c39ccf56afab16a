import type { EligibiliteEntreprise } from '../../src/domain/eligibilite/entreprise';
import type { Ccn } from '../../src/domain/referentiels/types';
import { createSessionModule } from './session-module';

/** The agreement as the page keeps it (with what 'Voir la fiche CCN' needs). */
export type CcnChoisie = Pick<Ccn, 'id' | 'idcc' | 'libelle' | 'libelle_court' | 'dares_valide' | 'lien_fiche'>;

/**
 * Module 'company information' (spec 01 §3 Session state): what 'Informations entreprise' saved.
 * A company name here means the front steps are done (route guard 'no company name → back to
 * informations-entreprise').
 */
export interface InformationsEntrepriseState {
  /** The distributor's client saved by POST/PUT /api/client. */
  clientId: number | null;
  siretConnu: boolean;
  /** 14 digits, no spaces; null when unknown. */
  siret: string | null;
  raisonSociale: string;
  effectifTotal: number | null;
  ccn: CcnChoisie | null;
  /** Result of the SIRET check; null when not checked (unknown SIRET, or check unavailable). */
  eligibilite: EligibiliteEntreprise | null;
  /** Kept from the selected client so that saving does not wipe them. */
  naf: string | null;
  effectifCadre: number | null;
  effectifNonCadre: number | null;
}

export const ENTREPRISE_VIDE: InformationsEntrepriseState = {
  clientId: null,
  siretConnu: true,
  siret: null,
  raisonSociale: '',
  effectifTotal: null,
  ccn: null,
  eligibilite: null,
  naf: null,
  effectifCadre: null,
  effectifNonCadre: null,
};

export const informationsEntreprise = createSessionModule<InformationsEntrepriseState>('entreprise', ENTREPRISE_VIDE, {
  isValid: (s) => typeof s.raisonSociale === 'string' && typeof s.siretConnu === 'boolean',
});

/** True once the company step is done (the guard of every later screen). */
export function entrepriseRenseignee(state: InformationsEntrepriseState): boolean {
  return state.raisonSociale.trim() !== '';
}
