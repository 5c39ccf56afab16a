import { formatMessage, PREVOYANCE } from '../../../messages';
import { CATALOGUE_PREVOYANCE } from '../catalogue';
import { choixFranchise, joursFranchise } from '../franchise';
import type {
  CodeGarantie,
  ErreursChamps,
  GarantiesPrevoyance,
  IncapaciteInvalidite,
  SectionPrevoyance,
  TrancheEducation,
} from '../garanties.types';
import { AUCUN_MINIMA, minimumCcn, sectionExigee, type MinimaPrevoyance } from '../minima';
import { formatValeur } from './format';

/**
 * Provident steppers and relations (spec 01 §5 'Provident steppers'), pure and shared by the
 * guarantees page and the pricing API. Every rule reads the guarantees state and the agreement's
 * minima and answers French messages keyed by the state path of the field. Rules of a section that
 * is not selected are ignored.
 */

// ---- Constants (§9) ----
export const PLAFOND_MARIE = 250;
export const DIVISEUR_CELIBATAIRE = 1.7;
export const DIVISEUR_MAJORATION = 3;
/** Tiers of the married/partner minimum from the incapacity choices (§5). */
export const PALIERS_MARIE = [
  { indemniteMin: 91, minimum: 250 },
  { indemniteMin: 86, minimum: 225 },
  { indemniteMin: 81, minimum: 175 },
  { indemniteMin: 76, minimum: 125 },
] as const;
export const MINIMUM_MARIE_DE_BASE = 50;
/** With a buy-back the tier is at least this one (§5 'or buy-back, gives 175'). */
export const MINIMUM_MARIE_RACHAT = 175;
/** A discontinuous franchise this short or shorter gives the top tier. */
export const FRANCHISE_DISCONTINUE_COURTE_JOURS = 15;
export const PART_CATEGORIE_1_CALCULEE = 0.6;
/** Education annuity: 3 tranches, ages up to 28 (§9). */
export const AGE_MAX_EDUCATION = 28;
export const NOMBRE_TRANCHES_EDUCATION = 3;

// ---- Pure relations ----

/** Minimum single/widowed/divorced level for a married/partner level: ceiling(married / 1.7). */
export function minimumCelibataire(marie: number): number {
  // married × 10 / 17 in integers: no float drift at the exact multiples of 1.7.
  return Number.isInteger(marie) ? Math.floor((marie * 10 + 16) / 17) : Math.ceil(marie / DIVISEUR_CELIBATAIRE);
}

/** Highest majoration per child for a single level: floor(single / 3). */
export function maximumMajoration(celibataire: number): number {
  return Math.floor(celibataire / DIVISEUR_MAJORATION);
}

export type ChoixIncapacite = Pick<
  IncapaciteInvalidite,
  'selected' | 'ittIndemniteJournaliere' | 'ittFranchiseType' | 'ittFranchiseDuree' | 'rachatFranchise' | 'rachatFranchiseType'
>;

/**
 * Married/partner minimum derived from the incapacity choices (§5), capped at 250:
 * allowance ≥ 91, or a discontinuous franchise of 15 days or less → 250; ≥ 86 → 225;
 * ≥ 81, or a franchise buy-back → 175; ≥ 76 → 125; otherwise 50. Without the incapacity
 * section, the base 50.
 */
export function minimumMarieDepuisIncapacite(inc: ChoixIncapacite): number {
  if (!inc.selected) return MINIMUM_MARIE_DE_BASE;
  const ij = inc.ittIndemniteJournaliere;
  const discontinueCourte = inc.ittFranchiseType === 'discontinue' && joursFranchise(inc.ittFranchiseDuree) <= FRANCHISE_DISCONTINUE_COURTE_JOURS;
  let palier: number = MINIMUM_MARIE_DE_BASE;
  if (discontinueCourte) palier = PLAFOND_MARIE;
  for (const p of PALIERS_MARIE) {
    if (ij >= p.indemniteMin) {
      palier = Math.max(palier, p.minimum);
      break;
    }
  }
  if (inc.rachatFranchise || inc.rachatFranchiseType !== null) palier = Math.max(palier, MINIMUM_MARIE_RACHAT);
  return Math.min(PLAFOND_MARIE, palier);
}

/** Category 1 invalidity when computed: 60 % of category 2/3 (§2, §9). */
export function categorie1Calculee(categorie23: number): number {
  return Math.round(categorie23 * PART_CATEGORIE_1_CALCULEE * 100) / 100;
}

/** Display of the computed 33-65 rate (§2): 'N / 66% x {rate 66}'. */
export function libelleTaux3365Calcule(taux66: number): string {
  return formatMessage(PREVOYANCE.taux3365Calcule, { taux: formatValeur(taux66, 'POURCENT') });
}

/** Last age a progressive tranche may end at, leaving two ages to each following tranche. */
export function limiteAgeTranche(indice: 1 | 2 | 3): number {
  return AGE_MAX_EDUCATION - 2 * (NOMBRE_TRANCHES_EDUCATION - indice);
}

/** The rate the three incapacity/invalidity levels must share above (§5), or null when not applicable. */
export function tauxEgaliteCcn(minima: MinimaPrevoyance): number | null {
  if (!sectionExigee(minima, 'incapacite_invalidite')) return null;
  const taux = (['itt_indemnite_journaliere', 'non_pro_categorie_2_3', 'pro_taux_66'] as const)
    .map((c) => minimumCcn(minima, c))
    .filter((v): v is number => v !== null);
  return taux.length ? Math.max(...taux) : null;
}

// ---- Stepper bounds ----

export interface BornesStepper {
  code: CodeGarantie;
  /** max(agreement minimum, guarantee min), raised by the relations. */
  min: number;
  /** Guarantee max, lowered by the relations. */
  max: number;
  /** Step of the arrows: palier or 1. */
  palier: number;
  decimales: number;
  /** Value of the 'Min CCN' button; null when the agreement sets none. */
  minCcn: number | null;
}

/** Static bounds of a stepper (§5): [max(CCN minimum, guarantee min), guarantee max], step palier or 1. */
export function bornesStepper(code: CodeGarantie, minima: MinimaPrevoyance = AUCUN_MINIMA, minCcn: number | null = minimumCcn(minima, code)): BornesStepper {
  const e = CATALOGUE_PREVOYANCE[code];
  if (e.min === null || e.max === null) throw new Error(`La garantie ${code} n'est pas un curseur.`);
  return { code, min: Math.max(e.min, minCcn ?? e.min), max: e.max, palier: e.palier ?? 1, decimales: e.decimales, minCcn };
}

const plusHaut = (b: BornesStepper, min: number): BornesStepper => ({ ...b, min: Math.max(b.min, min) });
const plusBas = (b: BornesStepper, max: number): BornesStepper => ({ ...b, max: Math.min(b.max, max) });

const codePlancher = (g: GarantiesPrevoyance): CodeGarantie => (g.renteEducation.typePlancher === 'pass' ? 'plancher_pass' : 'plancher_euro');
const tranches = (g: GarantiesPrevoyance): [TrancheEducation, TrancheEducation, TrancheEducation] => [
  g.renteEducation.progressive.tranche1,
  g.renteEducation.progressive.tranche2,
  g.renteEducation.progressive.tranche3,
];

/**
 * Bounds of every stepper shown for this state (selected sections, chosen types), keyed by state
 * path, with the relations applied: single in [ceiling(married / 1.7), married], married at least
 * single and the incapacity-derived minimum, majoration at most floor(single / 3), category 1 at
 * most category 2/3, rate 20-32 at most rate 33-65 (fixed) at most rate 66, a tranche rate at
 * least the previous one's. The page draws its steppers from them; the validation checks them.
 */
export function bornesGaranties(g: GarantiesPrevoyance, minima: MinimaPrevoyance = AUCUN_MINIMA): Record<string, BornesStepper> {
  const b: Record<string, BornesStepper> = {};
  const d = g.decesPtia;
  const marieMin = Math.min(PLAFOND_MARIE, minimumMarieDepuisIncapacite(g.incapaciteInvalidite));
  b['decesPtia.celibataireVeufDivorce'] = plusBas(plusHaut(bornesStepper('celibataire_veuf_divorce', minima), minimumCelibataire(d.mariePacseConcubin)), d.mariePacseConcubin);
  b['decesPtia.mariePacseConcubin'] = plusHaut(plusHaut(bornesStepper('marie_pacse_concubin', minima), d.celibataireVeufDivorce), marieMin);
  b['decesPtia.majoration'] = plusBas(bornesStepper('majoration', minima), maximumMajoration(d.celibataireVeufDivorce));
  b['decesPtia.capitalDeces'] = bornesStepper('capital_deces', minima);
  b['decesPtia.capitalPredecesConjoint'] = bornesStepper('capital_predeces_conjoint', minima);
  b['decesPtia.capitalPredecesEnfant'] = bornesStepper('capital_predeces_enfant', minima);

  if (g.allocationObseques.selected) b['allocationObseques.taux'] = bornesStepper('allocation_obseques', minima);

  const i = g.incapaciteInvalidite;
  if (i.selected) {
    b['incapaciteInvalidite.ittIndemniteJournaliere'] = bornesStepper('itt_indemnite_journaliere', minima);
    b['incapaciteInvalidite.nonProCategorie23'] = bornesStepper('non_pro_categorie_2_3', minima);
    if (i.nonProCategorie1Type === 'fixe') {
      b['incapaciteInvalidite.nonProCategorie1Fixe'] = plusBas(bornesStepper('non_pro_categorie_1_fixe', minima), i.nonProCategorie23);
    }
    b['incapaciteInvalidite.proTaux66'] = bornesStepper('pro_taux_66', minima);
    if (i.proTaux3365Type === 'fixe') {
      b['incapaciteInvalidite.proTaux3365Fixe'] = plusBas(bornesStepper('pro_taux_33_65_ccn', minima), i.proTaux66);
      b['incapaciteInvalidite.proTaux2032Ccn'] = plusBas(bornesStepper('pro_taux_20_32_ccn', minima), i.proTaux3365Fixe);
    } else {
      b['incapaciteInvalidite.proTaux2032Ccn'] = bornesStepper('pro_taux_20_32_ccn', minima);
    }
  }

  const c = g.renteConjoint;
  if (c.selected) {
    const codes = (c.type === 'fixe'
      ? [c.renteViagere && 'fixe_rente_viagere', c.renteTemporaire && 'fixe_rente_temporaire']
      : [c.renteViagere && 'formule_rente_viagere', c.renteTemporaire && 'formule_rente_temporaire']
    ).filter((x): x is CodeGarantie => typeof x === 'string');
    if (codes.length) {
      // One value serves both annuities: the stricter agreement minimum applies.
      const mins = codes.map((code) => minimumCcn(minima, code)).filter((v): v is number => v !== null);
      const minCcn = mins.length ? Math.max(...mins) : null;
      b[c.type === 'fixe' ? 'renteConjoint.renteFixe' : 'renteConjoint.renteFormule'] = bornesStepper(codes[0], minima, minCcn);
    }
  }

  const e = g.renteEducation;
  if (e.selected) {
    const tranchesCcn = minima.rente_education?.tranches;
    const plancher = codePlancher(g);
    if (e.type === 'lineaire') {
      b['renteEducation.lineaire.ageMax'] = bornesStepper('lineaire_age_max', minima);
      b['renteEducation.lineaire.taux'] = bornesStepper('lineaire_taux', minima);
      b['renteEducation.lineaire.plancher'] = bornesStepper(plancher, minima);
    } else {
      tranches(g).forEach((t, k) => {
        const ccn = tranchesCcn?.[k];
        let taux = bornesStepper('progressive_taux', minima, ccn?.taux ?? null);
        if (k > 0) taux = plusHaut(taux, tranches(g)[k - 1].taux);
        b[`renteEducation.progressive.tranche${k + 1}.taux`] = taux;
        b[`renteEducation.progressive.tranche${k + 1}.plancher`] = bornesStepper(plancher, minima, ccn?.plancher ?? minimumCcn(minima, plancher));
        const limite = limiteAgeTranche((k + 1) as 1 | 2 | 3);
        b[`renteEducation.progressive.tranche${k + 1}.ageMax`] = {
          code: 'progressive_age_max',
          min: ccn ? ccn.age_max : t.ageMin + 1,
          max: ccn ? ccn.age_max : limite,
          palier: 1,
          decimales: 0,
          minCcn: ccn ? ccn.age_max : null,
        };
      });
    }
    b['renteEducation.handicap'] = bornesStepper('handicap', minima);
    b['renteEducation.forfaitHandicap'] = bornesStepper('forfait_handicap', minima);
  }

  if (g.rentePersonneACharge.selected) b['rentePersonneACharge.montant'] = bornesStepper('rente_personne_a_charge', minima);
  return b;
}

// ---- Validation ----

function lire(g: GarantiesPrevoyance, chemin: string): unknown {
  return chemin.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), g);
}

const superieurOuEgal = (b: BornesStepper) => formatMessage(PREVOYANCE.niveauSuperieurOuEgal, { text: `à ${formatValeur(b.min, CATALOGUE_PREVOYANCE[b.code].unite, b.decimales)}` });
const inferieurOuEgal = (b: BornesStepper) => formatMessage(PREVOYANCE.niveauInferieurOuEgal, { text: `à ${formatValeur(b.max, CATALOGUE_PREVOYANCE[b.code].unite, b.decimales)}` });

/** One stepper value against its bounds: required, integer unless decimals, between min and max. */
export function verifierStepper(valeur: unknown, b: BornesStepper): string | null {
  if (typeof valeur !== 'number' || !Number.isFinite(valeur)) return PREVOYANCE.valeurObligatoire;
  const echelle = 10 ** b.decimales;
  if (Math.abs(Math.round(valeur * echelle) - valeur * echelle) > 1e-9) {
    return b.decimales === 0 ? PREVOYANCE.valeurEntiere : formatMessage(PREVOYANCE.valeurDecimale, { decimales: b.decimales });
  }
  if (valeur < b.min - 1e-9) return superieurOuEgal(b);
  if (valeur > b.max + 1e-9) return inferieurOuEgal(b);
  return null;
}

const GROUPE_DE_SECTION: Record<Exclude<SectionPrevoyance, 'doublement_duree_portabilite'>, string> = {
  incapacite_invalidite: 'incapaciteInvalidite',
  deces_ptia: 'decesPtia',
  allocation_obseques: 'allocationObseques',
  rente_education: 'renteEducation',
  rente_conjoint: 'renteConjoint',
  rente_personne_a_charge: 'rentePersonneACharge',
};

const OPTIONS_EXIGEES: Partial<Record<CodeGarantie, { chemin: string; section: keyof GarantiesPrevoyance }>> = {
  capital_supplementaire_accident: { chemin: 'decesPtia.capitalSupplementaireAccident', section: 'decesPtia' },
  capital_supplementaire_accident_circulation: { chemin: 'decesPtia.capitalSupplementaireAccidentCirculation', section: 'decesPtia' },
  double_effet: { chemin: 'decesPtia.doubleEffet', section: 'decesPtia' },
  itt_indemnite_journaliere_etendue: { chemin: 'incapaciteInvalidite.ittIndemniteJournaliereEtendue', section: 'incapaciteInvalidite' },
  conge_mat: { chemin: 'incapaciteInvalidite.congeMat', section: 'incapaciteInvalidite' },
};

const estSelectionnee = (g: GarantiesPrevoyance, groupe: keyof GarantiesPrevoyance): boolean =>
  groupe === 'decesPtia' ? true : (g[groupe] as { selected: boolean }).selected;

export interface ContexteValidation {
  /** Whether the portability doubling is on (portabilite_supra_legale OUI or its section). */
  doublementPortabilite?: boolean;
}

/**
 * Every provident guarantee rule (§5) for a state and an agreement's minima. Returns the messages
 * keyed by state path ('decesPtia.mariePacseConcubin', or a section group such as 'renteConjoint');
 * an empty object when the state is valid. The first message per field wins.
 */
export function validerGarantiesPrevoyance(
  g: GarantiesPrevoyance,
  minima: MinimaPrevoyance = AUCUN_MINIMA,
  contexte: ContexteValidation = {},
): ErreursChamps {
  const erreurs: ErreursChamps = {};
  const ajouter = (champ: string, message: string) => {
    if (!(champ in erreurs)) erreurs[champ] = message;
  };

  // Sections the agreement requires.
  for (const section of minima.sections) {
    if (section === 'doublement_duree_portabilite') {
      if (!contexte.doublementPortabilite) ajouter('doublementDureePortabilite', PREVOYANCE.portabiliteExigee);
      continue;
    }
    const groupe = GROUPE_DE_SECTION[section] as keyof GarantiesPrevoyance;
    if (!estSelectionnee(g, groupe)) ajouter(groupe, PREVOYANCE.garantieExigeeCcn);
  }

  // Steppers within their bounds.
  for (const [chemin, b] of Object.entries(bornesGaranties(g, minima))) {
    // The end age of a progressive tranche has its own message (below).
    if (/^renteEducation\.progressive\.tranche\d\.ageMax$/.test(chemin)) continue;
    const m = verifierStepper(lire(g, chemin), b);
    if (m) ajouter(chemin, m);
  }

  // Options the agreement requires.
  for (const [code, o] of Object.entries(OPTIONS_EXIGEES) as [CodeGarantie, { chemin: string; section: keyof GarantiesPrevoyance }][]) {
    if (minima.garanties[code] === true && estSelectionnee(g, o.section) && lire(g, o.chemin) !== true) ajouter(o.chemin, PREVOYANCE.garantieExigeeCcn);
  }
  if (g.decesPtia.capitalSupplementaireAccidentCirculation && !g.decesPtia.capitalSupplementaireAccident) {
    ajouter('decesPtia.capitalSupplementaireAccidentCirculation', PREVOYANCE.circulationSansAccident);
  }

  const i = g.incapaciteInvalidite;
  if (i.selected) {
    const f = minima.franchise;
    if (f?.type && i.ittFranchiseType !== f.type) ajouter('incapaciteInvalidite.ittFranchiseType', formatMessage(PREVOYANCE.typeFranchiseCcn, { type: f.type }));
    if (!choixFranchise(i.ittFranchiseType, f?.jours_max ?? null).includes(i.ittFranchiseDuree)) {
      ajouter('incapaciteInvalidite.ittFranchiseDuree', PREVOYANCE.franchiseNonAutorisee);
    }
    if (minima.rachat_franchise_type && i.rachatFranchiseType !== minima.rachat_franchise_type) {
      ajouter('incapaciteInvalidite.rachatFranchiseType', formatMessage(PREVOYANCE.rachatFranchiseCcn, { type: minima.rachat_franchise_type }));
    }
    // Above the agreement's highest rate, allowance, category 2/3 and rate 66 move together.
    const x = tauxEgaliteCcn(minima);
    const niveaux = [
      ['incapaciteInvalidite.ittIndemniteJournaliere', i.ittIndemniteJournaliere],
      ['incapaciteInvalidite.nonProCategorie23', i.nonProCategorie23],
      ['incapaciteInvalidite.proTaux66', i.proTaux66],
    ] as const;
    if (x !== null && niveaux.some(([, v]) => v > x) && new Set(niveaux.map(([, v]) => v)).size > 1) {
      const m = formatMessage(PREVOYANCE.niveauxEgaux, { x });
      for (const [champ] of niveaux) ajouter(champ, m);
    }
  }

  const c = g.renteConjoint;
  if (c.selected) {
    const ccn = minima.rente_conjoint;
    if (ccn?.type && c.type !== ccn.type) ajouter('renteConjoint.type', formatMessage(PREVOYANCE.typeRenteConjointCcn, { type: ccn.type }));
    if (ccn?.viagere && !c.renteViagere) ajouter('renteConjoint.renteViagere', PREVOYANCE.garantieExigeeCcn);
    if (ccn?.temporaire && !c.renteTemporaire) ajouter('renteConjoint.renteTemporaire', PREVOYANCE.garantieExigeeCcn);
    // At least one of lifetime or temporary.
    if (!c.renteViagere && !c.renteTemporaire) ajouter('renteConjoint', PREVOYANCE.auMoinsUneRente);
  }

  const e = g.renteEducation;
  if (e.selected) {
    const ccn = minima.rente_education;
    if (ccn?.type && e.type !== ccn.type) ajouter('renteEducation.type', formatMessage(PREVOYANCE.typeRenteEducationCcn, { type: ccn.type }));
    if (ccn?.type_plancher && e.typePlancher !== ccn.type_plancher) {
      ajouter('renteEducation.typePlancher', formatMessage(PREVOYANCE.typePlancherCcn, { type: ccn.type_plancher === 'pass' ? 'PASS' : 'euros' }));
    }
    for (const code of ['handicap', 'forfait_handicap'] as const) {
      // Shown only when the agreement requires them; otherwise they stay at 0.
      const chemin = code === 'handicap' ? 'renteEducation.handicap' : 'renteEducation.forfaitHandicap';
      if (minima.garanties[code] === undefined && lire(g, chemin) !== 0) ajouter(chemin, formatMessage(PREVOYANCE.niveauInferieurOuEgal, { text: `à ${formatValeur(0, CATALOGUE_PREVOYANCE[code].unite)}` }));
    }
    if (e.type === 'lineaire') {
      if (e.lineaire.ageMin !== 0) ajouter('renteEducation.lineaire.ageMin', formatMessage(PREVOYANCE.ageDebutPalier, { age: 0 }));
    } else {
      const ts = tranches(g);
      ts.forEach((t, k) => {
        const attendu = k === 0 ? 0 : ts[k - 1].ageMax + 1;
        if (t.ageMin !== attendu) ajouter(`renteEducation.progressive.tranche${k + 1}.ageMin`, formatMessage(PREVOYANCE.ageDebutPalier, { age: attendu }));
        const ccnT = ccn?.tranches?.[k];
        const chemin = `renteEducation.progressive.tranche${k + 1}.ageMax`;
        if (ccnT) {
          if (t.ageMax !== ccnT.age_max) ajouter(chemin, formatMessage(PREVOYANCE.ageFixeCcn, { age: ccnT.age_max }));
        } else {
          const min = t.ageMin + 1;
          const max = limiteAgeTranche((k + 1) as 1 | 2 | 3);
          if (!Number.isInteger(t.ageMax) || t.ageMax < min || t.ageMax > max) ajouter(chemin, formatMessage(PREVOYANCE.ageFinPalier, { min, max }));
        }
      });
    }
  }
  return erreurs;
}
