import { formatMessage, PREVOYANCE } from '../../messages';
import { pmssAt, type PmssApplique } from '../pmss';
import { baremePrevoyancePour, type BaremePrevoyance } from './baremes';
import { Fixe } from './fixe';
import type { CollegePrevoyance, GarantiesPrevoyance, TrancheEducation, TypeMasseSalariale, TypeRachatFranchise } from './garanties.types';
import { classeRisqueNaf, type ClasseRisque } from './naf';
import {
  FORMULE_PREVOYANCE,
  SEUIL_MINIMUM_LEGAL_DECES,
  SEUIL_MINIMUM_LEGAL_T1,
  type BlocGarantie,
  type InformationsMinimumLegal,
  type LigneTarifPrevoyance,
  type ResultatTarifPrevoyance,
  type TarifPrevoyance,
  type TrancheTarif,
} from './resultat';

export * from './resultat';

/**
 * Provident pricing engine (PRODUCT.md 'Provident price'), pure.
 *
 * For each guarantee block b and payroll tranche t (T1, and T2 when the payroll type is T1+T2):
 *
 *   pur(b, t)    = expected yearly claims per euro of tranche-t payroll, from the barème's tables
 *                  (mortality, invalidity incidence, days of incapacity) at the college's average
 *                  age, share of women, spouses and children, NAF risk class and franchise;
 *                  flat benefits (funeral allowance, capitals in PASS/PMSS, euro annuities and
 *                  floors) are charged to T1 only: cost / T1 payroll.
 *   charge(b, t) = pur(b, t) × F_taille × F_portabilite × (1 + sécurité) / (1 − frais_gestion − commission)
 *   taux(t)      = 100 × Σ_b charge(b, t) + 0,01        (% of the tranche; association contribution included)
 *
 * Arithmetic is fixed-point (fixe.ts: BigInt, 24 decimals; the barème's figures are decimal strings
 * read exactly). Each shown figure is rounded once, half away from zero, from the unrounded rate:
 *   taux 2 decimals; budget_annuel = taux × masse / 100 and budget_mensuel = taux × masse / 1200,
 *   to the cent. The breakdown's figures are rounded on their own (4 decimals) for display only.
 */

export interface ParametresTarifPrevoyance {
  /** ISO 'yyyy-mm-dd': picks the barème version and the PMSS/PASS. */
  dateEffet: string;
  college: CollegePrevoyance;
  ageMoyen: number;
  effectif: number;
  /** Read only above the demographic threshold (49); below it the barème's defaults apply. */
  nbFemmes?: number | null;
  nbConjoints?: number | null;
  nbEnfants?: number | null;
  naf: string;
  /** Integer percent 0..15. */
  tauxCommissionnement: number;
  typeMasseSalariale: TypeMasseSalariale;
  /** Annual payrolls in whole euros. */
  masseSalarialeT1: number;
  masseSalarialeT2?: number | null;
  portabiliteSupraLegale: boolean;
  garanties: GarantiesPrevoyance;
}

export class ErreurTarifPrevoyance extends Error {}

export const REGLE_ARRONDI_PREVOYANCE =
  'Taux et budgets arrondis une seule fois, au plus proche (demi vers le haut), à partir du taux non arrondi (calcul en virgule fixe à 24 décimales) : taux au centième de point, budgets annuel et mensuel au centime (taux × masse salariale / 100, puis / 12).';

const LIBELLES: Record<BlocGarantie, string> = {
  deces_ptia: 'Décès/PTIA',
  allocation_obseques: 'Allocation obsèques',
  rente_education: 'Rente éducation',
  rente_conjoint: 'Rente conjoint',
  rente_personne_a_charge: 'Rente personne à charge',
  incapacite: 'Incapacité temporaire de travail',
  invalidite: 'Invalidité',
};
const BLOCS_DECES: readonly BlocGarantie[] = ['deces_ptia', 'allocation_obseques', 'rente_education', 'rente_conjoint', 'rente_personne_a_charge'];

const E = Fixe.of;
const CENT = E(100);
const max0 = (x: Fixe) => x.max(Fixe.ZERO);

/** Linear interpolation of an age table between pivot ages. */
function interpoler(ages: readonly number[], valeurs: readonly string[], age: number): Fixe {
  if (age <= ages[0]) return E(valeurs[0]);
  for (let i = 1; i < ages.length; i++) {
    if (age <= ages[i]) {
      const a = E(valeurs[i - 1]);
      const b = E(valeurs[i]);
      return a.add(b.sub(a).mul(Fixe.ratio(age - ages[i - 1], ages[i] - ages[i - 1])));
    }
  }
  return E(valeurs[valeurs.length - 1]);
}

/** One block's pure cost: per euro of the tranche's payroll, plus flat euros charged to T1. */
interface CoutBloc {
  parEuro: { T1: Fixe; T2: Fixe };
  forfaitT1: Fixe;
}
const AUCUN: CoutBloc = { parEuro: { T1: Fixe.ZERO, T2: Fixe.ZERO }, forfaitT1: Fixe.ZERO };
const proportionnel = (x: Fixe, forfaitT1: Fixe = Fixe.ZERO): CoutBloc => ({ parEuro: { T1: x, T2: x }, forfaitT1 });

interface Contexte {
  b: BaremePrevoyance;
  p: ParametresTarifPrevoyance;
  n: Fixe;
  age: number;
  femmes: Fixe;
  conjoints: Fixe;
  enfants: Fixe;
  classe: ClasseRisque;
  pmss: Fixe;
  pass: Fixe;
  /** T1 payroll per head. */
  salaireT1: Fixe;
  /** q of the employee: death or PTIA, with the class factor. */
  qDecesPtia: Fixe;
  /** Death only (funeral allowance). */
  qDeces: Fixe;
  qConjoint: Fixe;
  annuite: (n: number) => Fixe;
}

function contexte(p: ParametresTarifPrevoyance, b: BaremePrevoyance, pmss: PmssApplique): Contexte & { source: 'saisie' | 'defaut'; section: string } {
  const risque = classeRisqueNaf(p.naf);
  if (!risque) throw new ErreurTarifPrevoyance(formatMessage(PREVOYANCE.nafInvalide, { naf: p.naf }));
  const pr = b.parametres;
  const n = E(p.effectif);
  const saisie = p.effectif > 49 && [p.nbFemmes, p.nbConjoints, p.nbEnfants].every((v) => typeof v === 'number');
  const defaut = pr.demographie_par_defaut[p.college];
  const femmes = saisie ? E(p.nbFemmes!).div(n) : E(defaut.femmes);
  const conjoints = saisie ? E(p.nbConjoints!).div(n) : E(defaut.conjoints);
  const enfants = saisie ? E(p.nbEnfants!).div(n) : E(defaut.enfants);
  const t = b.tables;
  const qH = interpoler(t.ages, t.mortalite_hommes, p.ageMoyen);
  const qF = interpoler(t.ages, t.mortalite_femmes, p.ageMoyen);
  const fClasse = E(pr.facteur_classe.deces[String(risque.classe) as '1']);
  const q = Fixe.ONE.sub(femmes).mul(qH).add(femmes.mul(qF)).mul(fClasse);
  const qConjoint = Fixe.ONE.sub(femmes).mul(qF).add(femmes.mul(qH)).mul(fClasse);
  const pmssE = E(pmss.montant);
  return {
    b,
    p,
    n,
    age: p.ageMoyen,
    femmes,
    conjoints,
    enfants,
    classe: risque.classe,
    section: risque.section,
    source: saisie ? 'saisie' : 'defaut',
    pmss: pmssE,
    pass: pmssE.mul(12),
    salaireT1: E(p.masseSalarialeT1).div(n),
    qDecesPtia: q.mul(Fixe.ONE.add(pr.ptia)),
    qDeces: q,
    qConjoint,
    annuite: (k: number) => E(b.annuites_certaines[Math.max(0, Math.min(k, b.annuites_certaines.length - 1))]),
  };
}

// ---- Blocks ----

function decesPtia(c: Contexte): CoutBloc {
  const d = c.p.garanties.decesPtia;
  const pr = c.b.parametres;
  const classe = String(c.classe) as '1';
  const celibataires = Fixe.ONE.sub(c.conjoints);
  // Capital multiple of the salary: family status mix plus the majoration per child.
  const multiple = celibataires.mul(d.celibataireVeufDivorce).add(c.conjoints.mul(d.mariePacseConcubin)).add(c.enfants.mul(d.majoration)).div(CENT);
  let facteurAccident = Fixe.ONE;
  if (d.capitalSupplementaireAccident) {
    facteurAccident = facteurAccident.add(pr.part_deces_accidentel[classe]);
    if (d.capitalSupplementaireAccidentCirculation) facteurAccident = facteurAccident.add(pr.part_deces_circulation[classe]);
  }
  const marie = E(d.mariePacseConcubin).div(CENT);
  let parEuro = c.qDecesPtia.mul(multiple).mul(facteurAccident);
  if (d.doubleEffet) parEuro = parEuro.add(c.qDecesPtia.mul(c.conjoints).mul(marie).mul(pr.double_effet));
  parEuro = parEuro.add(c.qConjoint.mul(c.conjoints).mul(marie).mul(E(d.capitalPredecesConjoint).div(CENT)));
  // Flat capitals: % of PASS on the employee's death, % of PMSS on a child's death.
  const forfait = c.n
    .mul(c.qDecesPtia)
    .mul(E(d.capitalDeces).div(CENT))
    .mul(c.pass)
    .add(c.n.mul(c.enfants).mul(pr.mortalite_enfant).mul(E(d.capitalPredecesEnfant).div(CENT)).mul(c.pmss));
  return proportionnel(parEuro, forfait);
}

function allocationObseques(c: Contexte): CoutBloc {
  const a = c.p.garanties.allocationObseques;
  if (!a.selected) return AUCUN;
  const deces = c.qDeces.add(c.conjoints.mul(c.qConjoint)).add(c.enfants.mul(c.b.parametres.mortalite_enfant));
  return proportionnel(Fixe.ZERO, c.n.mul(deces).mul(E(a.taux).div(CENT)).mul(c.pmss));
}

function renteEducation(c: Contexte): CoutBloc {
  const e = c.p.garanties.renteEducation;
  if (!e.selected) return AUCUN;
  const pr = c.b.parametres;
  const tranches: TrancheEducation[] = e.type === 'lineaire' ? [e.lineaire] : [e.progressive.tranche1, e.progressive.tranche2, e.progressive.tranche3];
  const plancherEuros = (t: TrancheEducation) => (e.typePlancher === 'pass' ? E(t.plancher).div(CENT).mul(c.pass) : E(t.plancher));
  // Children's ages: uniform between the parent's age minus the largest and the smallest gap.
  const ageMin = Math.max(0, c.age - pr.ecart_age_parent_enfant.max);
  const ageMax = Math.max(0, c.age - pr.ecart_age_parent_enfant.min);
  let vaSalaire = Fixe.ZERO;
  let vaPlancher = Fixe.ZERO;
  for (const t of tranches) {
    // Years paid in the tranche, summed over the children's ages: ä(end − age + 1) − ä(start − age).
    let va = Fixe.ZERO;
    for (let enfant = ageMin; enfant <= Math.min(ageMax, t.ageMax); enfant++) {
      va = va.add(c.annuite(t.ageMax - enfant + 1).sub(c.annuite(Math.max(t.ageMin, enfant) - enfant)));
    }
    const taux = E(t.taux).div(CENT);
    vaSalaire = vaSalaire.add(taux.mul(va));
    // The floor tops the T1 annuity up: charged to T1 as a flat amount.
    vaPlancher = vaPlancher.add(max0(plancherEuros(t).sub(taux.mul(c.salaireT1))).mul(va));
  }
  const nombre = Fixe.ratio(1, ageMax - ageMin + 1);
  const parEnfant = c.qDecesPtia.mul(c.enfants);
  const parEuro = parEnfant.mul(vaSalaire).mul(nombre);
  let forfait = c.n.mul(parEnfant).mul(vaPlancher).mul(nombre);
  if (e.handicap > 0 || e.forfaitHandicap > 0) {
    const handicap = E(e.handicap).mul(c.annuite(pr.duree_rente_handicap)).add(e.forfaitHandicap);
    forfait = forfait.add(c.n.mul(parEnfant).mul(pr.probabilite_handicap).mul(handicap));
  }
  return proportionnel(parEuro, forfait);
}

function renteConjoint(c: Contexte): CoutBloc {
  const r = c.p.garanties.renteConjoint;
  if (!r.selected) return AUCUN;
  const pr = c.b.parametres;
  const viagere = interpoler(c.b.tables.ages, c.b.tables.rente_viagere_conjoint, c.age);
  const temporaire = c.annuite(Math.max(0, pr.age_retraite_conjoint - c.age));
  let annuel = Fixe.ZERO;
  if (r.type === 'fixe') {
    const taux = E(r.renteFixe).div(CENT);
    if (r.renteViagere) annuel = annuel.add(taux.mul(viagere));
    if (r.renteTemporaire) annuel = annuel.add(taux.mul(temporaire));
  } else {
    const taux = E(r.renteFormule).div(CENT);
    // Lifetime (65 − A) × rate, temporary (A − 25) × rate, A the age at death.
    if (r.renteViagere) annuel = annuel.add(taux.mul(Math.max(0, pr.age_fin_rente_viagere_formule - c.age)).mul(viagere));
    if (r.renteTemporaire) annuel = annuel.add(taux.mul(Math.max(0, c.age - pr.age_debut_rente_temporaire_formule)).mul(temporaire));
  }
  return proportionnel(c.qDecesPtia.mul(c.conjoints).mul(annuel));
}

function rentePersonneACharge(c: Contexte): CoutBloc {
  const r = c.p.garanties.rentePersonneACharge;
  if (!r.selected) return AUCUN;
  const pr = c.b.parametres;
  return proportionnel(Fixe.ZERO, c.n.mul(c.qDecesPtia).mul(pr.part_personnes_a_charge).mul(r.montant).mul(c.annuite(pr.duree_rente_personne_a_charge)));
}

function incapacite(c: Contexte): CoutBloc {
  const i = c.p.garanties.incapaciteInvalidite;
  if (!i.selected) return AUCUN;
  const pr = c.b.parametres;
  const classe = String(c.classe) as '1';
  const facteur = interpoler(c.b.tables.ages, c.b.tables.facteur_age_incapacite, c.age)
    .mul(Fixe.ONE.add(c.femmes.mul(pr.surcroit_femmes.incapacite)))
    .mul(pr.facteur_college.incapacite[c.p.college])
    .mul(pr.facteur_classe.incapacite[classe]);
  const reference = E(pr.jours_incapacite[i.ittFranchiseDuree]);
  let jours = reference;
  if (i.ittFranchiseType === 'discontinue') jours = jours.mul(pr.coefficient_franchise_discontinue);
  // A buy-back pays, for the share of stoppages it covers, the days inside the franchise:
  // share × (days from day one − days beyond the franchise). Longer franchise, fewer days: monotone.
  const rachats = new Set<TypeRachatFranchise>();
  if (i.rachatFranchise) rachats.add('tout');
  if (i.rachatFranchiseType) rachats.add(i.rachatFranchiseType);
  const jourUn = E(pr.jours_incapacite.NIVEAU_11);
  for (const r of rachats) jours = jours.add(E(pr.rachat_franchise_part[r]).mul(jourUn.sub(reference)));
  if (i.ittIndemniteJournaliereEtendue) jours = jours.mul(Fixe.ONE.add(pr.coefficient_indemnite_etendue));
  const frequence = jours.mul(facteur).div(365);
  const ij = E(i.ittIndemniteJournaliere).div(CENT);
  const ss = E(pr.part_securite_sociale[c.p.college].indemnite_journaliere).div(CENT);
  let t1 = frequence.mul(max0(ij.sub(ss)));
  let t2 = frequence.mul(ij);
  if (i.congeMat) {
    const naissances = c.femmes.mul(interpoler(c.b.tables.ages, c.b.tables.fecondite, c.age));
    const conge = naissances.mul(Fixe.ratio(pr.duree_conge_maternite_jours, 365)).mul(ij);
    t1 = t1.add(conge.mul(pr.part_maternite.T1));
    t2 = t2.add(conge.mul(pr.part_maternite.T2));
  }
  return { parEuro: { T1: t1, T2: t2 }, forfaitT1: Fixe.ZERO };
}

function invalidite(c: Contexte): CoutBloc {
  const i = c.p.garanties.incapaciteInvalidite;
  if (!i.selected) return AUCUN;
  const pr = c.b.parametres;
  const inv = pr.invalidite;
  const classe = String(c.classe) as '1';
  const ss = pr.part_securite_sociale[c.p.college];
  const fCollege = E(pr.facteur_college.invalidite[c.p.college]);
  // Pension from the end of the incapacity period to the end age, with exits (recovery, death).
  const duree = c.annuite(Math.max(1, inv.age_fin - c.age - inv.delai_annees)).mul(inv.coefficient_sortie);
  const incidence = interpoler(c.b.tables.ages, c.b.tables.incidence_invalidite, c.age)
    .mul(fCollege)
    .mul(pr.facteur_classe.invalidite[classe])
    .mul(Fixe.ONE.add(c.femmes.mul(pr.surcroit_femmes.invalidite)));
  const cat23 = E(i.nonProCategorie23);
  const cat1 = i.nonProCategorie1Type === 'calcule' ? cat23.mul('0.6') : E(i.nonProCategorie1Fixe);
  const nonProT1 = E(inv.part_categorie_1).mul(max0(cat1.sub(ss.categorie_1))).add(E(inv.part_categorie_2_3).mul(max0(cat23.sub(ss.categorie_2_3))));
  const nonProT2 = E(inv.part_categorie_1).mul(cat1).add(E(inv.part_categorie_2_3).mul(cat23));
  const taux66 = E(i.proTaux66);
  // Computed 33-65 rate: N / 66 × rate 66, at the band's mean rate N.
  const taux3365 = i.proTaux3365Type === 'calcule' ? E(inv.taux_moyen_33_65).div(66).mul(taux66) : E(i.proTaux3365Fixe);
  const bandes = [
    [inv.incidence_pro.pro_20_32, E(i.proTaux2032Ccn), ss.pro_20_32],
    [inv.incidence_pro.pro_33_65, taux3365, ss.pro_33_65],
    [inv.incidence_pro.pro_66, taux66, ss.pro_66],
  ] as const;
  const fPro = fCollege.mul(pr.facteur_classe.invalidite_pro[classe]);
  let proT1 = Fixe.ZERO;
  let proT2 = Fixe.ZERO;
  for (const [incidencePro, niveau, partSs] of bandes) {
    proT1 = proT1.add(E(incidencePro).mul(max0(niveau.sub(partSs))));
    proT2 = proT2.add(E(incidencePro).mul(niveau));
  }
  const t1 = duree.mul(incidence.mul(nonProT1).add(fPro.mul(proT1))).div(CENT);
  const t2 = duree.mul(incidence.mul(nonProT2).add(fPro.mul(proT2))).div(CENT);
  return { parEuro: { T1: t1, T2: t2 }, forfaitT1: Fixe.ZERO };
}

const BLOCS: readonly [BlocGarantie, (c: Contexte) => CoutBloc][] = [
  ['deces_ptia', decesPtia],
  ['allocation_obseques', allocationObseques],
  ['rente_education', renteEducation],
  ['rente_conjoint', renteConjoint],
  ['rente_personne_a_charge', rentePersonneACharge],
  ['incapacite', incapacite],
  ['invalidite', invalidite],
];

function facteurTaille(b: BaremePrevoyance, effectif: number): Fixe {
  const t = b.parametres.facteur_taille.find((x) => effectif >= x.de && effectif <= x.a);
  if (!t) throw new ErreurTarifPrevoyance(`Effectif hors barème : ${effectif}`);
  return E(t.facteur);
}

const tarif = (tauxFixe: Fixe, masse: number): TarifPrevoyance => ({
  taux: tauxFixe.round(2),
  budget_annuel: tauxFixe.mul(masse).div(CENT).round(2),
  budget_mensuel: tauxFixe.mul(masse).div(1200).round(2),
});

/** Prices with an explicit barème and PMSS (pure). */
export function tarifierPrevoyanceAvec(p: ParametresTarifPrevoyance, b: BaremePrevoyance, pmss: PmssApplique): ResultatTarifPrevoyance {
  if (!Number.isInteger(p.tauxCommissionnement) || p.tauxCommissionnement < 0 || p.tauxCommissionnement > 15) {
    throw new ErreurTarifPrevoyance(`Taux de commissionnement hors bornes : ${p.tauxCommissionnement}`);
  }
  if (!Number.isInteger(p.effectif) || p.effectif < 1 || p.effectif > 100) throw new ErreurTarifPrevoyance(`Effectif hors bornes : ${p.effectif}`);
  if (!Number.isInteger(p.ageMoyen) || p.ageMoyen < 18 || p.ageMoyen > 65) throw new ErreurTarifPrevoyance(`Âge moyen hors bornes : ${p.ageMoyen}`);
  if (!(p.masseSalarialeT1 >= 1)) throw new ErreurTarifPrevoyance(`Masse salariale T1 invalide : ${p.masseSalarialeT1}`);
  if (p.college !== 'CADRE' && p.college !== 'NON_CADRE') throw new ErreurTarifPrevoyance(formatMessage(PREVOYANCE.collegeNonGere, { type: String(p.college) }));
  const c = contexte(p, b, pmss);
  const pr = b.parametres;
  const avecT2 = p.typeMasseSalariale === 'T12';
  const tranches: TrancheTarif[] = avecT2 ? ['T1', 'T2'] : ['T1'];
  const masse: Record<TrancheTarif, number> = { T1: p.masseSalarialeT1, T2: avecT2 ? (p.masseSalarialeT2 ?? 0) : 0 };

  const fTaille = facteurTaille(b, p.effectif);
  const fPortabilite = Fixe.ONE.add(pr.portabilite_supra_legale[p.portabiliteSupraLegale ? 'OUI' : 'NON']);
  const securite = E(pr.chargements.securite);
  const frais = E(pr.chargements.frais_gestion);
  const commission = Fixe.ratio(p.tauxCommissionnement, 100);
  const coefficient = fTaille.mul(fPortabilite).mul(Fixe.ONE.add(securite)).div(Fixe.ONE.sub(frais).sub(commission));
  const association = E(pr.cotisation_association);

  const masseT1 = E(p.masseSalarialeT1);
  const pur = BLOCS.map(([code, f]) => {
    const cout = f(c);
    // Rates in % of the tranche: per-euro cost, plus (T1) the flat euros over the T1 payroll.
    return {
      code,
      T1: cout.parEuro.T1.add(cout.forfaitT1.div(masseT1)).mul(CENT),
      T2: cout.parEuro.T2.mul(CENT),
    };
  });
  const total = (t: TrancheTarif, filtre: (code: BlocGarantie) => boolean = () => true) =>
    Fixe.sum(pur.filter((x) => filtre(x.code)).map((x) => x[t])).mul(coefficient);

  const tarifs: LigneTarifPrevoyance[] = tranches.map((t) => ({
    formule: FORMULE_PREVOYANCE,
    type_masse_salariale: t,
    tarif: tarif(total(t).add(association), masse[t]),
  }));

  const tauxHorsAssociation = Object.fromEntries(tranches.map((t) => [t, total(t).round(2)])) as Partial<Record<TrancheTarif, number>>;
  const tauxDeces = Object.fromEntries(tranches.map((t) => [t, total(t, (code) => BLOCS_DECES.includes(code)).round(2)])) as Partial<Record<TrancheTarif, number>>;

  // Legal minimum for cadres (ANI 17/11/2017): from the shown T1 figures.
  const cadre = p.college === 'CADRE';
  const informations_minimum_legal: InformationsMinimumLegal = {
    t1: cadre && E(tarifs[0].tarif.taux).sub(association).lt(SEUIL_MINIMUM_LEGAL_T1) ? PREVOYANCE.minimumLegalT1 : null,
    t1_deces: cadre && E(tauxDeces.T1!).lt(SEUIL_MINIMUM_LEGAL_DECES) ? PREVOYANCE.minimumLegalT1Deces : null,
  };

  return {
    bareme_version: b.version,
    tarifs,
    informations_minimum_legal,
    detail: {
      pmss: { montant: pmss.montant, pass: pmss.montant * 12, annee: pmss.annee, annee_reference: pmss.anneeReference, publie: pmss.publie },
      population: {
        effectif: p.effectif,
        age_moyen: p.ageMoyen,
        source: c.source,
        part_femmes: c.femmes.round(4),
        part_conjoints: c.conjoints.round(4),
        enfants_par_salarie: c.enfants.round(4),
        salaire_moyen_t1: c.salaireT1.round(2),
      },
      risque: { naf: p.naf, section: c.section, classe: c.classe },
      facteurs: { taille: fTaille.round(4), portabilite: fPortabilite.round(4) },
      chargements: {
        securite: securite.mul(CENT).round(2),
        frais_gestion: frais.mul(CENT).round(2),
        commissionnement: p.tauxCommissionnement,
        coefficient: coefficient.round(4),
      },
      cotisation_association: association.round(2),
      garanties: pur.map((x) => ({
        code: x.code,
        libelle: LIBELLES[x.code],
        deces: BLOCS_DECES.includes(x.code),
        taux_pur: Object.fromEntries(tranches.map((t) => [t, x[t].round(4)])),
        taux: Object.fromEntries(tranches.map((t) => [t, x[t].mul(coefficient).round(4)])),
      })),
      taux_deces: tauxDeces,
      taux_hors_association: tauxHorsAssociation,
      arrondi: REGLE_ARRONDI_PREVOYANCE,
    },
  };
}

/** Prices with the barème in force on the effective date and its PMSS. */
export function tarifierPrevoyance(p: ParametresTarifPrevoyance): ResultatTarifPrevoyance {
  const b = baremePrevoyancePour(p.dateEffet);
  if (!b) throw new ErreurTarifPrevoyance(formatMessage(PREVOYANCE.baremeIntrouvable, { date: p.dateEffet }));
  return tarifierPrevoyanceAvec(p, b, pmssAt(p.dateEffet));
}
