import { joursFranchise } from '../pricing/prevoyance/franchise';
import type { GarantiesPrevoyance } from '../pricing/prevoyance/garanties.types';
import { PROJETS } from '../messages/projets';

/**
 * What a list row shows of a projet's guarantees (spec 01 §2 'Project lists', §3 'Project list
 * row'): health levels per poste; provident summary columns whose values are a percent number,
 * a boolean, or a text (franchise), false when the section is not taken.
 */

export interface NiveauResume {
  code_poste: string;
  niveau: number;
}

export type ValeurResume = number | boolean | string;

export interface ResumeGarantiesPrevoyance {
  deces_celibataire: number;
  deces_maries: number;
  deces_majoration: number;
  allocation_obseques: number | false;
  rente_education: boolean;
  rente_conjoint: boolean;
  rente_personne_a_charge: boolean;
  incapacite_ij: number | false;
  incapacite_franchise: string | false;
  invalidite_pro: number | false;
  invalidite_non_pro: number | false;
}

export type CleResumePrevoyance = keyof ResumeGarantiesPrevoyance;

/** Provident column groups, sub-headers and keys, in the spec's order. */
export const COLONNES_RESUME_PREVOYANCE: readonly { groupe: string; colonnes: readonly { cle: CleResumePrevoyance; libelle: string }[] }[] = [
  {
    groupe: PROJETS.colonnes.decesPtia,
    colonnes: [
      { cle: 'deces_celibataire', libelle: PROJETS.colonnes.celib },
      { cle: 'deces_maries', libelle: PROJETS.colonnes.maries },
      { cle: 'deces_majoration', libelle: PROJETS.colonnes.majo },
    ],
  },
  { groupe: PROJETS.colonnes.alloc, colonnes: [{ cle: 'allocation_obseques', libelle: PROJETS.colonnes.obs }] },
  {
    groupe: PROJETS.colonnes.rentes,
    colonnes: [
      { cle: 'rente_education', libelle: PROJETS.colonnes.educ },
      { cle: 'rente_conjoint', libelle: PROJETS.colonnes.conj },
      { cle: 'rente_personne_a_charge', libelle: PROJETS.colonnes.pers },
    ],
  },
  {
    groupe: PROJETS.colonnes.incapInval,
    colonnes: [
      { cle: 'incapacite_ij', libelle: PROJETS.colonnes.ij },
      { cle: 'incapacite_franchise', libelle: PROJETS.colonnes.franchise },
      { cle: 'invalidite_pro', libelle: PROJETS.colonnes.prof },
      { cle: 'invalidite_non_pro', libelle: PROJETS.colonnes.nonProf },
    ],
  },
];

/** Franchise as the column shows it: '60 j' (continuous) or '15 j disc.' (discontinuous). */
export function libelleFranchise(g: GarantiesPrevoyance): string {
  const jours = joursFranchise(g.incapaciteInvalidite.ittFranchiseDuree);
  return g.incapaciteInvalidite.ittFranchiseType === 'discontinue' ? `${jours} j disc.` : `${jours} j`;
}

export function resumeGarantiesPrevoyance(g: GarantiesPrevoyance): ResumeGarantiesPrevoyance {
  const ii = g.incapaciteInvalidite;
  return {
    deces_celibataire: g.decesPtia.celibataireVeufDivorce,
    deces_maries: g.decesPtia.mariePacseConcubin,
    deces_majoration: g.decesPtia.majoration,
    allocation_obseques: g.allocationObseques.selected ? g.allocationObseques.taux : false,
    rente_education: g.renteEducation.selected,
    rente_conjoint: g.renteConjoint.selected,
    rente_personne_a_charge: g.rentePersonneACharge.selected,
    incapacite_ij: ii.selected ? ii.ittIndemniteJournaliere : false,
    incapacite_franchise: ii.selected ? libelleFranchise(g) : false,
    invalidite_pro: ii.selected ? ii.proTaux66 : false,
    invalidite_non_pro: ii.selected ? ii.nonProCategorie23 : false,
  };
}

/** Cell text: '150 %', 'Oui' / 'Non', the franchise text; '-' for a section not taken. */
export function formaterValeurResume(v: ValeurResume | undefined | null): string {
  if (v === true) return 'Oui';
  if (v === false) return '-';
  if (v === undefined || v === null) return '';
  if (typeof v === 'number') return `${String(v).replace('.', ',')} %`;
  return v;
}

/** Rente columns read 'Oui'/'Non' rather than a dash: they are booleans by nature. */
export function formaterCelluleResume(cle: CleResumePrevoyance, v: ValeurResume | undefined | null): string {
  if ((cle === 'rente_education' || cle === 'rente_conjoint' || cle === 'rente_personne_a_charge') && v === false) return 'Non';
  return formaterValeurResume(v);
}
