import { FRANCHISE_PAR_DEFAUT } from './franchise';
import type { GarantiesPrevoyance, TrancheEducation } from './garanties.types';

/**
 * Provident guarantee defaults, exactly as spec 01 §3 'Provident guarantee defaults'. Optional
 * sections start unselected; the agreement's required ones are switched on when a projet is
 * created (see `garantiesInitiales` in src/domain/pricing/prevoyance/regles).
 * Not set by the spec (ours): category 1 and rate 33-65 start 'calcule' with fixed values 0; the
 * spouse annuity starts 'fixe'; the floor type starts 'euro' with floors at 0 (no floor).
 */
const tranche = (ageMin: number, ageMax: number): TrancheEducation => ({ ageMin, ageMax, taux: 2, plancher: 0 });

export function garantiesParDefaut(): GarantiesPrevoyance {
  return {
    allocationObseques: { selected: false, taux: 25 },
    decesPtia: {
      celibataireVeufDivorce: 100,
      mariePacseConcubin: 150,
      majoration: 0,
      capitalDeces: 0,
      capitalPredecesConjoint: 0,
      capitalPredecesEnfant: 0,
      capitalSupplementaireAccident: false,
      capitalSupplementaireAccidentCirculation: false,
      doubleEffet: false,
    },
    incapaciteInvalidite: {
      selected: false,
      ittFranchiseType: 'continue',
      ittIndemniteJournaliere: 60,
      ittIndemniteJournaliereEtendue: false,
      ittFranchiseDuree: FRANCHISE_PAR_DEFAUT,
      rachatFranchise: false,
      rachatFranchiseType: null,
      nonProCategorie1Type: 'calcule',
      nonProCategorie1Fixe: 0,
      nonProCategorie23: 0,
      proTaux2032Ccn: 0,
      proTaux3365Type: 'calcule',
      proTaux3365Fixe: 0,
      proTaux66: 50,
      congeMat: false,
    },
    renteConjoint: { selected: false, type: 'fixe', renteFixe: 1, renteFormule: 0.1, renteViagere: true, renteTemporaire: false },
    renteEducation: {
      selected: false,
      type: 'lineaire',
      typePlancher: 'euro',
      handicap: 0,
      forfaitHandicap: 0,
      lineaire: tranche(0, 28),
      progressive: { tranche1: tranche(0, 11), tranche2: tranche(12, 17), tranche3: tranche(18, 28) },
    },
    rentePersonneACharge: { selected: false, montant: 1000 },
  };
}

/** Deep copy of a guarantees state (plain data only). */
export function copierGaranties(g: GarantiesPrevoyance): GarantiesPrevoyance {
  return JSON.parse(JSON.stringify(g)) as GarantiesPrevoyance;
}
