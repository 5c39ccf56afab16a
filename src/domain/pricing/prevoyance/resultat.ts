import { Fixe } from './fixe';
import type { ClasseRisque } from './naf';
import type { TypeMasseSalariale } from './garanties.types';

/**
 * The provident tariff answer (spec 01 §3 'Provident tariff', §7; PRODUCT.md 'Every price explains
 * itself') and the tariff panel's summary. Universal: the page reads it, the engine writes it.
 */

/** The guarantees are chosen à la carte: one formula, the one made of the selected guarantees. */
export const FORMULE_PREVOYANCE = 'SUR_MESURE';
/** Legal minimum for cadres (ANI 17/11/2017), % of T1 without the association contribution. */
export const SEUIL_MINIMUM_LEGAL_T1 = Fixe.of('1.50');
export const SEUIL_MINIMUM_LEGAL_DECES = Fixe.of('0.76');

export type TrancheTarif = 'T1' | 'T2';

export interface TarifPrevoyance {
  /** % of the tranche's payroll, two decimals, association contribution included. */
  taux: number;
  /** Euros, two decimals. */
  budget_annuel: number;
  budget_mensuel: number;
}

/** One line of the spec's answer (01 §7). */
export interface LigneTarifPrevoyance {
  formule: string;
  type_masse_salariale: TrancheTarif;
  tarif: TarifPrevoyance;
}

export type BlocGarantie = 'deces_ptia' | 'allocation_obseques' | 'rente_education' | 'rente_conjoint' | 'rente_personne_a_charge' | 'incapacite' | 'invalidite';

export interface DetailGarantie {
  code: BlocGarantie;
  libelle: string;
  /** Part of the death contribution (death-triggered benefits) for the legal 0,76 % check. */
  deces: boolean;
  /** Per tranche: pure rate and loaded rate, % of payroll, 4 decimals. */
  taux_pur: Partial<Record<TrancheTarif, number>>;
  taux: Partial<Record<TrancheTarif, number>>;
}

export interface DetailTarifPrevoyance {
  pmss: { montant: number; pass: number; annee: number; annee_reference: number; publie: boolean };
  population: {
    effectif: number;
    age_moyen: number;
    /** 'saisie' above the threshold, else the barème's defaults for the college. */
    source: 'saisie' | 'defaut';
    part_femmes: number;
    part_conjoints: number;
    enfants_par_salarie: number;
    salaire_moyen_t1: number;
  };
  risque: { naf: string; section: string; classe: ClasseRisque };
  facteurs: { taille: number; portabilite: number };
  /** Percentages; `coefficient` = (1 + sécurité) / (1 − frais − commission) × taille × portabilité. */
  chargements: { securite: number; frais_gestion: number; commissionnement: number; coefficient: number };
  cotisation_association: number;
  garanties: DetailGarantie[];
  /** Death contribution (loaded, without association), 2 decimals, per tranche. */
  taux_deces: Partial<Record<TrancheTarif, number>>;
  /** Total without the association contribution, 2 decimals, per tranche. */
  taux_hors_association: Partial<Record<TrancheTarif, number>>;
  arrondi: string;
}

export interface InformationsMinimumLegal {
  /** 'Le taux de la cotisation totale … inférieur à 1,50 % pour la T1', or null. */
  t1: string | null;
  /** 'Le taux de la cotisation décès est inférieur à 0,76 % pour la T1', or null. */
  t1_deces: string | null;
}

export interface ResultatTarifPrevoyance {
  bareme_version: string;
  /** The spec's list of {formule, type_masse_salariale, tarif}: T1, then T2 for a T1+T2 payroll. */
  tarifs: LigneTarifPrevoyance[];
  /** Legal-minimum information, cadre college only (01 §5). */
  informations_minimum_legal: InformationsMinimumLegal;
  detail: DetailTarifPrevoyance;
}


/** Summary for the tariff panel (§3 'Price summary'): lines shown, total, legal information. */
export function resumeTarifPrevoyance(r: ResultatTarifPrevoyance, typeMasseSalariale: TypeMasseSalariale) {
  // Only the first payroll-type line unless the projet's type is T1+T2 (§2 tariff panel).
  const lignes = typeMasseSalariale === 'T12' ? r.tarifs : r.tarifs.slice(0, 1);
  const budgetAnnuel = Fixe.sum(lignes.map((l) => Fixe.of(l.tarif.budget_annuel))).round(2);
  const budgetMensuel = Fixe.sum(lignes.map((l) => Fixe.of(l.tarif.budget_mensuel))).round(2);
  return {
    tarifs: lignes.map((l) => ({ typeMasseSalariale: l.type_masse_salariale, taux: l.tarif.taux, budgetAnnuel: l.tarif.budget_annuel })),
    tarifTotal: { budgetAnnuel, budgetMensuel },
    informationMinimumLegalT1: r.informations_minimum_legal.t1,
    informationMinimumLegalT1Deces: r.informations_minimum_legal.t1_deces,
  };
}

