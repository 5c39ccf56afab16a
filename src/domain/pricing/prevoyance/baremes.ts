import b2026 from '../../../../data/prevoyance/baremes/SPC-2026.1.json';
import b2027 from '../../../../data/prevoyance/baremes/SPC-2027.1.json';
import { FRANCHISE_JOURS } from './franchise';
import { NIVEAUX_FRANCHISE, type CollegePrevoyance, type NiveauFranchise } from './garanties.types';

/**
 * Provident barèmes, one committed JSON file per version ('SPC-2026.1') covering a range of
 * effective dates. A new version is a new file added here, never an edit of a published one: a
 * saved projet keeps the version it was priced with (`baremePrevoyanceParVersion`).
 * Every figure is a decimal string, read exactly (see exact.ts).
 */
type Dec = string;
type ParClasse = Record<'1' | '2' | '3' | '4', Dec>;

export interface BaremePrevoyance {
  version: string;
  produit: 'SPC';
  valable_du: string;
  valable_au: string | null;
  source: string;
  taux_technique: Dec;
  tables: {
    /** Pivot ages; every table below has one value per pivot, linear in between. */
    ages: number[];
    mortalite_hommes: Dec[];
    mortalite_femmes: Dec[];
    incidence_invalidite: Dec[];
    facteur_age_incapacite: Dec[];
    fecondite: Dec[];
    rente_viagere_conjoint: Dec[];
  };
  /** ä_n, n = 0..60: present value of 1 a year paid in advance for n years. */
  annuites_certaines: Dec[];
  parametres: {
    ptia: Dec;
    part_deces_accidentel: ParClasse;
    part_deces_circulation: ParClasse;
    double_effet: Dec;
    mortalite_enfant: Dec;
    ecart_age_parent_enfant: { min: number; max: number };
    probabilite_handicap: Dec;
    duree_rente_handicap: number;
    part_personnes_a_charge: Dec;
    duree_rente_personne_a_charge: number;
    age_retraite_conjoint: number;
    age_fin_rente_viagere_formule: number;
    age_debut_rente_temporaire_formule: number;
    demographie_par_defaut: Record<CollegePrevoyance, { femmes: Dec; conjoints: Dec; enfants: Dec }>;
    facteur_classe: { deces: ParClasse; incapacite: ParClasse; invalidite: ParClasse; invalidite_pro: ParClasse };
    facteur_college: { incapacite: Record<CollegePrevoyance, Dec>; invalidite: Record<CollegePrevoyance, Dec> };
    surcroit_femmes: { incapacite: Dec; invalidite: Dec };
    jours_incapacite: Record<NiveauFranchise, Dec>;
    coefficient_franchise_discontinue: Dec;
    /** Share of the days inside the franchise a buy-back pays. */
    rachat_franchise_part: { tout: Dec; at_mp: Dec };
    coefficient_indemnite_etendue: Dec;
    duree_conge_maternite_jours: number;
    part_maternite: { T1: Dec; T2: Dec };
    part_securite_sociale: Record<
      CollegePrevoyance,
      { indemnite_journaliere: Dec; categorie_1: Dec; categorie_2_3: Dec; pro_20_32: Dec; pro_33_65: Dec; pro_66: Dec }
    >;
    invalidite: {
      part_categorie_1: Dec;
      part_categorie_2_3: Dec;
      delai_annees: number;
      coefficient_sortie: Dec;
      age_fin: number;
      incidence_pro: { pro_20_32: Dec; pro_33_65: Dec; pro_66: Dec };
      taux_moyen_33_65: Dec;
    };
    facteur_taille: { de: number; a: number; facteur: Dec }[];
    portabilite_supra_legale: { OUI: Dec; NON: Dec };
    chargements: { securite: Dec; frais_gestion: Dec };
    cotisation_association: Dec;
  };
}

const dec = (s: Dec) => Number(s);

/** Integrity of a barème; throws on the first defect (run at load and in tests). */
export function verifierBaremePrevoyance(b: BaremePrevoyance): void {
  const err = (m: string) => new Error(`Barème ${b.version} : ${m}`);
  if (!/^SPC-\d{4}\.\d+$/.test(b.version)) throw err('identifiant de version invalide');
  if (b.valable_au !== null && b.valable_au < b.valable_du) throw err('période de validité inversée');
  const { ages } = b.tables;
  if (ages[0] !== 18 || ages[ages.length - 1] !== 65 || ages.some((a, i) => i > 0 && a <= ages[i - 1])) throw err('âges pivots invalides');
  for (const [nom, t] of Object.entries(b.tables)) {
    if (nom === 'ages') continue;
    const l = t as Dec[];
    if (l.length !== ages.length || l.some((v) => !(dec(v) >= 0))) throw err(`table ${nom} incomplète ou négative`);
  }
  for (const nom of ['mortalite_hommes', 'mortalite_femmes', 'incidence_invalidite', 'fecondite'] as const) {
    if (b.tables[nom].some((v) => dec(v) >= 1)) throw err(`table ${nom} : probabilité ≥ 1`);
  }
  if (b.annuites_certaines.length < 61 || dec(b.annuites_certaines[0]) !== 0) throw err('annuités certaines incomplètes');
  if (b.annuites_certaines.some((v, i) => i > 0 && dec(v) <= dec(b.annuites_certaines[i - 1]))) throw err('annuités certaines non croissantes');
  // Days beyond the franchise shrink as the franchise lengthens (a longer franchise never costs more).
  const parJours = [...NIVEAUX_FRANCHISE].sort((x, y) => FRANCHISE_JOURS[x] - FRANCHISE_JOURS[y]);
  parJours.forEach((n, i) => {
    const v = b.parametres.jours_incapacite[n];
    if (v === undefined || !(dec(v) > 0)) throw err(`jours d'incapacité absents pour ${n}`);
    if (i > 0 && dec(v) >= dec(b.parametres.jours_incapacite[parJours[i - 1]])) throw err(`jours d'incapacité non décroissants à ${n}`);
  });
  let attendu = 1;
  for (const t of b.parametres.facteur_taille) {
    if (t.de !== attendu || t.a < t.de || !(dec(t.facteur) > 0)) throw err('facteurs de taille discontinus');
    attendu = t.a + 1;
  }
  if (attendu !== 101) throw err('facteurs de taille incomplets (1 à 100)');
  const { securite, frais_gestion } = b.parametres.chargements;
  // The loading divides by (1 − management costs − commission); 15 % is the highest commission.
  if (!(dec(frais_gestion) + 0.15 < 1) || dec(securite) < 0) throw err('chargements excessifs');
  const { rachat_franchise_part: r } = b.parametres;
  if (!(dec(r.tout) < 1 && dec(r.at_mp) < 1)) throw err('parts de rachat de franchise ≥ 1');
}

export const BAREMES_PREVOYANCE: readonly BaremePrevoyance[] = ([b2026, b2027] as unknown as BaremePrevoyance[])
  .slice()
  .sort((a, b) => (a.valable_du < b.valable_du ? -1 : 1));
BAREMES_PREVOYANCE.forEach(verifierBaremePrevoyance);
BAREMES_PREVOYANCE.forEach((b, i) => {
  const suivant = BAREMES_PREVOYANCE[i + 1];
  if (suivant && (b.valable_au === null || b.valable_au >= suivant.valable_du)) throw new Error(`Barèmes prévoyance : ${b.version} chevauche ${suivant.version}`);
});

/** The barème in force on an effective date (ISO), or null when none covers it. */
export function baremePrevoyancePour(dateEffet: string, baremes: readonly BaremePrevoyance[] = BAREMES_PREVOYANCE): BaremePrevoyance | null {
  for (const b of baremes) {
    if (b.valable_du <= dateEffet && (b.valable_au === null || dateEffet <= b.valable_au)) return b;
  }
  return null;
}

/**
 * A barème by its version id.
 * @internal Spec support: the specs price with a named barème. The
 * product never re-prices by version (a saved projet keeps its priced tarifs and version string).
 */
export function baremePrevoyanceParVersion(version: string): BaremePrevoyance | null {
  return BAREMES_PREVOYANCE.find((b) => b.version === version) ?? null;
}
