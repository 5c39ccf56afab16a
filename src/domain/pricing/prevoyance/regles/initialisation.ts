import { copierGaranties, garantiesParDefaut } from '../defaults';
import { franchiseRetenue } from '../franchise';
import type { CodeGarantie, GarantiesPrevoyance, TrancheEducation, TypeFranchise } from '../garanties.types';
import { AUCUN_MINIMA, minimumCcn, type MinimaPrevoyance } from '../minima';
import { bornesStepper, maximumMajoration, minimumCelibataire, minimumMarieDepuisIncapacite } from './garanties';

/**
 * State transitions of the provident guarantees screen (spec 01 §4), pure: the initial state of a
 * new projet, the alignment on the agreement's minima ('Min CCN'), and the linked toggles.
 */

const GROUPES = {
  incapacite_invalidite: 'incapaciteInvalidite',
  allocation_obseques: 'allocationObseques',
  rente_education: 'renteEducation',
  rente_conjoint: 'renteConjoint',
  rente_personne_a_charge: 'rentePersonneACharge',
} as const;

/**
 * A new projet's guarantees: the §3 defaults, the agreement's required sections switched on (only
 * when creating, not when duplicating: `forcerSections`), and every value raised to its stepper
 * minimum, so a new projet is valid as it opens.
 */
export function garantiesInitiales(minima: MinimaPrevoyance = AUCUN_MINIMA, options: { forcerSections?: boolean } = {}): GarantiesPrevoyance {
  const g = garantiesParDefaut();
  if (options.forcerSections ?? true) {
    for (const s of minima.sections) {
      if (s in GROUPES) (g[GROUPES[s as keyof typeof GROUPES]] as { selected: boolean }).selected = true;
    }
  }
  return alignerSurMinimaCcn(g, minima);
}

/**
 * Raises a state to the agreement's minima without lowering anything: stepper values, required
 * options, imposed franchise, buy-back, annuity types and tranches; then the death relations
 * (married at least the incapacity-derived minimum, single at least ceiling(married / 1.7),
 * majoration at most floor(single / 3)).
 */
export function alignerSurMinimaCcn(source: GarantiesPrevoyance, minima: MinimaPrevoyance = AUCUN_MINIMA): GarantiesPrevoyance {
  const g = copierGaranties(source);
  const min = (code: CodeGarantie, v: number, minCcn?: number | null) => Math.max(v, bornesStepper(code, minima, minCcn === undefined ? minimumCcn(minima, code) : minCcn).min);
  const d = g.decesPtia;
  d.celibataireVeufDivorce = min('celibataire_veuf_divorce', d.celibataireVeufDivorce);
  d.mariePacseConcubin = min('marie_pacse_concubin', d.mariePacseConcubin);
  d.majoration = min('majoration', d.majoration);
  d.capitalDeces = min('capital_deces', d.capitalDeces);
  d.capitalPredecesConjoint = min('capital_predeces_conjoint', d.capitalPredecesConjoint);
  d.capitalPredecesEnfant = min('capital_predeces_enfant', d.capitalPredecesEnfant);
  if (minima.garanties.capital_supplementaire_accident === true) d.capitalSupplementaireAccident = true;
  if (minima.garanties.capital_supplementaire_accident_circulation === true) {
    d.capitalSupplementaireAccident = true;
    d.capitalSupplementaireAccidentCirculation = true;
  }
  if (minima.garanties.double_effet === true) d.doubleEffet = true;

  g.allocationObseques.taux = min('allocation_obseques', g.allocationObseques.taux);

  const i = g.incapaciteInvalidite;
  i.ittIndemniteJournaliere = min('itt_indemnite_journaliere', i.ittIndemniteJournaliere);
  i.nonProCategorie23 = min('non_pro_categorie_2_3', i.nonProCategorie23);
  i.nonProCategorie1Fixe = min('non_pro_categorie_1_fixe', i.nonProCategorie1Fixe);
  i.proTaux2032Ccn = min('pro_taux_20_32_ccn', i.proTaux2032Ccn);
  i.proTaux3365Fixe = min('pro_taux_33_65_ccn', i.proTaux3365Fixe);
  i.proTaux66 = min('pro_taux_66', i.proTaux66);
  if (minima.garanties.itt_indemnite_journaliere_etendue === true) i.ittIndemniteJournaliereEtendue = true;
  if (minima.garanties.conge_mat === true) i.congeMat = true;
  if (minima.franchise?.type) i.ittFranchiseType = minima.franchise.type;
  i.ittFranchiseDuree = franchiseRetenue(i.ittFranchiseDuree, i.ittFranchiseType, minima.franchise?.jours_max ?? null);
  if (minima.rachat_franchise_type) i.rachatFranchiseType = minima.rachat_franchise_type;

  const c = g.renteConjoint;
  if (minima.rente_conjoint?.type) c.type = minima.rente_conjoint.type;
  if (minima.rente_conjoint?.viagere) c.renteViagere = true;
  if (minima.rente_conjoint?.temporaire) c.renteTemporaire = true;
  const ccnFixe = Math.max(minimumCcn(minima, 'fixe_rente_viagere') ?? 0, minimumCcn(minima, 'fixe_rente_temporaire') ?? 0);
  const ccnFormule = Math.max(minimumCcn(minima, 'formule_rente_viagere') ?? 0, minimumCcn(minima, 'formule_rente_temporaire') ?? 0);
  c.renteFixe = min('fixe_rente_viagere', c.renteFixe, ccnFixe || null);
  c.renteFormule = min('formule_rente_viagere', c.renteFormule, ccnFormule || null);

  const e = g.renteEducation;
  const ccnEdu = minima.rente_education;
  if (ccnEdu?.type) e.type = ccnEdu.type;
  if (ccnEdu?.type_plancher) e.typePlancher = ccnEdu.type_plancher;
  const plancher = e.typePlancher === 'pass' ? 'plancher_pass' : 'plancher_euro';
  e.handicap = min('handicap', e.handicap);
  e.forfaitHandicap = min('forfait_handicap', e.forfaitHandicap);
  e.lineaire.ageMax = min('lineaire_age_max', e.lineaire.ageMax);
  e.lineaire.taux = min('lineaire_taux', e.lineaire.taux);
  e.lineaire.plancher = min(plancher, e.lineaire.plancher);
  const ts: TrancheEducation[] = [e.progressive.tranche1, e.progressive.tranche2, e.progressive.tranche3];
  ts.forEach((t, k) => {
    const ccnT = ccnEdu?.tranches?.[k];
    if (ccnT) {
      t.ageMin = ccnT.age_min;
      t.ageMax = ccnT.age_max;
    }
    t.taux = Math.max(min('progressive_taux', t.taux, ccnT?.taux ?? null), k > 0 ? ts[k - 1].taux : 0);
    t.plancher = min(plancher, t.plancher, ccnT?.plancher ?? minimumCcn(minima, plancher));
  });

  g.rentePersonneACharge.montant = min('rente_personne_a_charge', g.rentePersonneACharge.montant);

  // Death relations last: they read the incapacity choices made above.
  d.mariePacseConcubin = Math.max(d.mariePacseConcubin, minimumMarieDepuisIncapacite(i), d.celibataireVeufDivorce);
  d.celibataireVeufDivorce = Math.max(d.celibataireVeufDivorce, minimumCelibataire(d.mariePacseConcubin));
  d.majoration = Math.min(d.majoration, maximumMajoration(d.celibataireVeufDivorce));
  return g;
}

/** Turning the accident capital off resets the road-accident one (§4). */
export function basculerCapitalAccident(source: GarantiesPrevoyance, actif: boolean): GarantiesPrevoyance {
  const g = copierGaranties(source);
  g.decesPtia.capitalSupplementaireAccident = actif;
  if (!actif) g.decesPtia.capitalSupplementaireAccidentCirculation = false;
  return g;
}

/** Changing a tranche's end age sets the next tranche's start age to end + 1 (§2). */
export function changerAgeFinTranche(source: GarantiesPrevoyance, indice: 1 | 2 | 3, ageMax: number): GarantiesPrevoyance {
  const g = copierGaranties(source);
  const p = g.renteEducation.progressive;
  const ts = [p.tranche1, p.tranche2, p.tranche3];
  ts[indice - 1].ageMax = ageMax;
  if (indice < 3) ts[indice].ageMin = ageMax + 1;
  return g;
}

/** Changing the franchise type keeps the duration when offered, else takes the first choice (§4). */
export function changerTypeFranchise(source: GarantiesPrevoyance, type: TypeFranchise, minima: MinimaPrevoyance = AUCUN_MINIMA): GarantiesPrevoyance {
  const g = copierGaranties(source);
  g.incapaciteInvalidite.ittFranchiseType = type;
  g.incapaciteInvalidite.ittFranchiseDuree = franchiseRetenue(g.incapaciteInvalidite.ittFranchiseDuree, type, minima.franchise?.jours_max ?? null);
  return g;
}

