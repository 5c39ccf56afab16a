import { COMMON, formatMessage, PREVOYANCE } from '../../messages';
import { copierGaranties, garantiesParDefaut } from './defaults';
import {
  NIVEAUX_FRANCHISE,
  TYPES_FIXE_CALCULE,
  TYPES_FRANCHISE,
  TYPES_PLANCHER,
  TYPES_RENTE_CONJOINT,
  TYPES_RENTE_EDUCATION,
  type CaracteristiqueListe,
  type GarantieListe,
  type GarantiesPrevoyance,
  type TrancheEducation,
  type ValeurCaracteristique,
} from './garanties.types';

/**
 * Converter between the page's guarantees state (spec 01 §3 'Provident guarantees state') and the
 * API's list form `[{code, caracteristiques: [{nom, valeur}]}]` (§7 projets and tarifer).
 *
 * - One entry per selected section, in the screen's order; Décès/PTIA (always on) first. Its `code`
 *   is the section code; each `nom` is the catalogue code of the stepper or option it carries, or,
 *   for values that have no catalogue code (types, franchise duration, ages), a snake_case name.
 * - The portability doubling travels as the section 'doublement_duree_portabilite' when on
 *   (the projet save has no other field for it).
 * - Only what matters is written: the values of the chosen annuity type, the chosen spouse
 *   annuities. Reading fills what is absent with the §3 defaults and refuses unknown codes, unknown
 *   names and values of the wrong kind, with their French messages keyed '<section>.<nom>'.
 */

type Genre = 'nombre' | 'booleen' | readonly string[];

interface Champ {
  nom: string;
  genre: Genre;
  lire: (g: GarantiesPrevoyance) => ValeurCaracteristique;
  ecrire: (g: GarantiesPrevoyance, v: ValeurCaracteristique) => void;
  /** Written only when this holds (default: always). */
  si?: (g: GarantiesPrevoyance) => boolean;
}

const nombre = (nom: string, lire: Champ['lire'], ecrire: Champ['ecrire'], si?: Champ['si']): Champ => ({ nom, genre: 'nombre', lire, ecrire, si });
const booleen = (nom: string, lire: Champ['lire'], ecrire: Champ['ecrire'], si?: Champ['si']): Champ => ({ nom, genre: 'booleen', lire, ecrire, si });
const choix = (nom: string, valeurs: readonly string[], lire: Champ['lire'], ecrire: Champ['ecrire']): Champ => ({ nom, genre: valeurs, lire, ecrire });

const trancheNo = (g: GarantiesPrevoyance, i: 1 | 2 | 3): TrancheEducation =>
  i === 1 ? g.renteEducation.progressive.tranche1 : i === 2 ? g.renteEducation.progressive.tranche2 : g.renteEducation.progressive.tranche3;

const champsTranche = (prefixe: string, t: (g: GarantiesPrevoyance) => TrancheEducation, si: Champ['si']): Champ[] => [
  nombre(`${prefixe}_age_min`, (g) => t(g).ageMin, (g, v) => (t(g).ageMin = v as number), si),
  nombre(`${prefixe}_age_max`, (g) => t(g).ageMax, (g, v) => (t(g).ageMax = v as number), si),
  nombre(`${prefixe}_taux`, (g) => t(g).taux, (g, v) => (t(g).taux = v as number), si),
  nombre(`${prefixe}_plancher`, (g) => t(g).plancher, (g, v) => (t(g).plancher = v as number), si),
];

const estFixe = (g: GarantiesPrevoyance) => g.renteConjoint.type === 'fixe';
const estLineaire = (g: GarantiesPrevoyance) => g.renteEducation.type === 'lineaire';

/** Per section: its fields in writing order. `selected` tells whether the section is on. */
export const SECTIONS_LISTE: readonly { code: string; selected: (g: GarantiesPrevoyance) => boolean; activer: (g: GarantiesPrevoyance) => void; champs: Champ[] }[] = [
  {
    code: 'deces_ptia',
    selected: () => true,
    activer: () => undefined,
    champs: [
      nombre('celibataire_veuf_divorce', (g) => g.decesPtia.celibataireVeufDivorce, (g, v) => (g.decesPtia.celibataireVeufDivorce = v as number)),
      nombre('marie_pacse_concubin', (g) => g.decesPtia.mariePacseConcubin, (g, v) => (g.decesPtia.mariePacseConcubin = v as number)),
      nombre('majoration', (g) => g.decesPtia.majoration, (g, v) => (g.decesPtia.majoration = v as number)),
      nombre('capital_deces', (g) => g.decesPtia.capitalDeces, (g, v) => (g.decesPtia.capitalDeces = v as number)),
      nombre('capital_predeces_conjoint', (g) => g.decesPtia.capitalPredecesConjoint, (g, v) => (g.decesPtia.capitalPredecesConjoint = v as number)),
      nombre('capital_predeces_enfant', (g) => g.decesPtia.capitalPredecesEnfant, (g, v) => (g.decesPtia.capitalPredecesEnfant = v as number)),
      booleen('capital_supplementaire_accident', (g) => g.decesPtia.capitalSupplementaireAccident, (g, v) => (g.decesPtia.capitalSupplementaireAccident = v as boolean)),
      booleen(
        'capital_supplementaire_accident_circulation',
        (g) => g.decesPtia.capitalSupplementaireAccidentCirculation,
        (g, v) => (g.decesPtia.capitalSupplementaireAccidentCirculation = v as boolean),
      ),
      booleen('double_effet', (g) => g.decesPtia.doubleEffet, (g, v) => (g.decesPtia.doubleEffet = v as boolean)),
    ],
  },
  {
    code: 'incapacite_invalidite',
    selected: (g) => g.incapaciteInvalidite.selected,
    activer: (g) => (g.incapaciteInvalidite.selected = true),
    champs: [
      choix('itt_franchise_type', TYPES_FRANCHISE, (g) => g.incapaciteInvalidite.ittFranchiseType, (g, v) => (g.incapaciteInvalidite.ittFranchiseType = v as never)),
      nombre('itt_indemnite_journaliere', (g) => g.incapaciteInvalidite.ittIndemniteJournaliere, (g, v) => (g.incapaciteInvalidite.ittIndemniteJournaliere = v as number)),
      booleen(
        'itt_indemnite_journaliere_etendue',
        (g) => g.incapaciteInvalidite.ittIndemniteJournaliereEtendue,
        (g, v) => (g.incapaciteInvalidite.ittIndemniteJournaliereEtendue = v as boolean),
      ),
      choix('itt_franchise_duree', NIVEAUX_FRANCHISE, (g) => g.incapaciteInvalidite.ittFranchiseDuree, (g, v) => (g.incapaciteInvalidite.ittFranchiseDuree = v as never)),
      booleen('rachat_franchise', (g) => g.incapaciteInvalidite.rachatFranchise, (g, v) => (g.incapaciteInvalidite.rachatFranchise = v as boolean)),
      booleen(
        'rachat_franchise_ccn_at_mp',
        (g) => g.incapaciteInvalidite.rachatFranchiseType === 'at_mp',
        (g, v) => {
          if (v) g.incapaciteInvalidite.rachatFranchiseType = 'at_mp';
          else if (g.incapaciteInvalidite.rachatFranchiseType === 'at_mp') g.incapaciteInvalidite.rachatFranchiseType = null;
        },
        (g) => g.incapaciteInvalidite.rachatFranchiseType === 'at_mp',
      ),
      booleen(
        'rachat_franchise_ccn_tout',
        (g) => g.incapaciteInvalidite.rachatFranchiseType === 'tout',
        (g, v) => {
          if (v) g.incapaciteInvalidite.rachatFranchiseType = 'tout';
          else if (g.incapaciteInvalidite.rachatFranchiseType === 'tout') g.incapaciteInvalidite.rachatFranchiseType = null;
        },
        (g) => g.incapaciteInvalidite.rachatFranchiseType === 'tout',
      ),
      booleen('conge_mat', (g) => g.incapaciteInvalidite.congeMat, (g, v) => (g.incapaciteInvalidite.congeMat = v as boolean)),
      choix('non_pro_categorie_1_type', TYPES_FIXE_CALCULE, (g) => g.incapaciteInvalidite.nonProCategorie1Type, (g, v) => (g.incapaciteInvalidite.nonProCategorie1Type = v as never)),
      nombre(
        'non_pro_categorie_1_fixe',
        (g) => g.incapaciteInvalidite.nonProCategorie1Fixe,
        (g, v) => (g.incapaciteInvalidite.nonProCategorie1Fixe = v as number),
        (g) => g.incapaciteInvalidite.nonProCategorie1Type === 'fixe',
      ),
      nombre('non_pro_categorie_2_3', (g) => g.incapaciteInvalidite.nonProCategorie23, (g, v) => (g.incapaciteInvalidite.nonProCategorie23 = v as number)),
      nombre('pro_taux_20_32_ccn', (g) => g.incapaciteInvalidite.proTaux2032Ccn, (g, v) => (g.incapaciteInvalidite.proTaux2032Ccn = v as number)),
      choix('pro_taux_33_65_type', TYPES_FIXE_CALCULE, (g) => g.incapaciteInvalidite.proTaux3365Type, (g, v) => (g.incapaciteInvalidite.proTaux3365Type = v as never)),
      nombre(
        'pro_taux_33_65_ccn',
        (g) => g.incapaciteInvalidite.proTaux3365Fixe,
        (g, v) => (g.incapaciteInvalidite.proTaux3365Fixe = v as number),
        (g) => g.incapaciteInvalidite.proTaux3365Type === 'fixe',
      ),
      nombre('pro_taux_66', (g) => g.incapaciteInvalidite.proTaux66, (g, v) => (g.incapaciteInvalidite.proTaux66 = v as number)),
    ],
  },
  {
    code: 'allocation_obseques',
    selected: (g) => g.allocationObseques.selected,
    activer: (g) => (g.allocationObseques.selected = true),
    champs: [nombre('allocation_obseques', (g) => g.allocationObseques.taux, (g, v) => (g.allocationObseques.taux = v as number))],
  },
  {
    code: 'rente_education',
    selected: (g) => g.renteEducation.selected,
    activer: (g) => (g.renteEducation.selected = true),
    champs: [
      choix('type', TYPES_RENTE_EDUCATION, (g) => g.renteEducation.type, (g, v) => (g.renteEducation.type = v as never)),
      choix('type_plancher', TYPES_PLANCHER, (g) => g.renteEducation.typePlancher, (g, v) => (g.renteEducation.typePlancher = v as never)),
      nombre('handicap', (g) => g.renteEducation.handicap, (g, v) => (g.renteEducation.handicap = v as number)),
      nombre('forfait_handicap', (g) => g.renteEducation.forfaitHandicap, (g, v) => (g.renteEducation.forfaitHandicap = v as number)),
      // lineaire_age_max and lineaire_taux are the catalogue codes of the linear annuity.
      ...champsTranche('lineaire', (g) => g.renteEducation.lineaire, estLineaire),
      ...([1, 2, 3] as const).flatMap((i) => champsTranche(`tranche_${i}`, (g) => trancheNo(g, i), (g) => !estLineaire(g))),
    ],
  },
  {
    code: 'rente_conjoint',
    selected: (g) => g.renteConjoint.selected,
    activer: (g) => (g.renteConjoint.selected = true),
    champs: [
      choix('type', TYPES_RENTE_CONJOINT, (g) => g.renteConjoint.type, (g, v) => (g.renteConjoint.type = v as never)),
      booleen('rente_viagere', (g) => g.renteConjoint.renteViagere, (g, v) => (g.renteConjoint.renteViagere = v as boolean)),
      booleen('rente_temporaire', (g) => g.renteConjoint.renteTemporaire, (g, v) => (g.renteConjoint.renteTemporaire = v as boolean)),
      nombre('fixe_rente_viagere', (g) => g.renteConjoint.renteFixe, (g, v) => (g.renteConjoint.renteFixe = v as number), (g) => estFixe(g) && g.renteConjoint.renteViagere),
      nombre('fixe_rente_temporaire', (g) => g.renteConjoint.renteFixe, (g, v) => (g.renteConjoint.renteFixe = v as number), (g) => estFixe(g) && g.renteConjoint.renteTemporaire),
      nombre('formule_rente_viagere', (g) => g.renteConjoint.renteFormule, (g, v) => (g.renteConjoint.renteFormule = v as number), (g) => !estFixe(g) && g.renteConjoint.renteViagere),
      nombre(
        'formule_rente_temporaire',
        (g) => g.renteConjoint.renteFormule,
        (g, v) => (g.renteConjoint.renteFormule = v as number),
        (g) => !estFixe(g) && g.renteConjoint.renteTemporaire,
      ),
    ],
  },
  {
    code: 'rente_personne_a_charge',
    selected: (g) => g.rentePersonneACharge.selected,
    activer: (g) => (g.rentePersonneACharge.selected = true),
    champs: [nombre('rente_personne_a_charge', (g) => g.rentePersonneACharge.montant, (g, v) => (g.rentePersonneACharge.montant = v as number))],
  },
];

export const SECTION_PORTABILITE = 'doublement_duree_portabilite';

/** State → list form. `doublementPortabilite` adds the portability section. */
export function garantiesVersListe(g: GarantiesPrevoyance, options: { doublementPortabilite?: boolean } = {}): GarantieListe[] {
  const liste: GarantieListe[] = [];
  for (const s of SECTIONS_LISTE) {
    if (!s.selected(g)) continue;
    const caracteristiques: CaracteristiqueListe[] = s.champs.filter((c) => !c.si || c.si(g)).map((c) => ({ nom: c.nom, valeur: c.lire(g) }));
    liste.push({ code: s.code, caracteristiques });
  }
  if (options.doublementPortabilite) {
    liste.push({ code: SECTION_PORTABILITE, caracteristiques: [{ nom: SECTION_PORTABILITE, valeur: true }] });
  }
  return liste;
}

export interface LectureListe {
  garanties: GarantiesPrevoyance;
  doublementPortabilite: boolean;
  /** Key '<section>.<nom>' (or '<section>') → French message; empty when the list is well formed. */
  erreurs: Record<string, string>;
}

function verifierGenre(chemin: string, section: string, nom: string, genre: Genre, v: unknown): string | null {
  if (genre === 'nombre') return typeof v === 'number' && Number.isFinite(v) ? null : COMMON.champNombre(chemin);
  if (genre === 'booleen') return typeof v === 'boolean' ? null : COMMON.champBooleen(chemin);
  if (typeof v === 'string' && genre.includes(v)) return null;
  // §5 'Other': the annuity types have their own messages.
  if (nom === 'type' && section === 'rente_education') return formatMessage(PREVOYANCE.typeRenteEducationNonGere, { type: String(v) });
  if (nom === 'type' && section === 'rente_conjoint') return formatMessage(PREVOYANCE.typeRenteConjointNonGere, { type: String(v) });
  return COMMON.champValeurs(chemin, genre.join(', '));
}

/** List form → state. Absent sections are unselected, absent values take the §3 defaults. */
export function listeVersGaranties(liste: readonly GarantieListe[]): LectureListe {
  const g = garantiesParDefaut();
  const erreurs: Record<string, string> = {};
  let doublementPortabilite = false;
  const vues = new Set<string>();
  for (const entree of liste) {
    const code = entree?.code;
    if (typeof code !== 'string') {
      erreurs[String(code)] = COMMON.champInvalide('garanties');
      continue;
    }
    if (vues.has(code)) {
      erreurs[code] = COMMON.champInvalide(code);
      continue;
    }
    vues.add(code);
    const caracteristiques = Array.isArray(entree.caracteristiques) ? entree.caracteristiques : [];
    if (code === SECTION_PORTABILITE) {
      doublementPortabilite = true;
      for (const c of caracteristiques) {
        const chemin = `${code}.${c.nom}`;
        if (c.nom !== SECTION_PORTABILITE) erreurs[chemin] = COMMON.champNonAutorise(chemin);
        else if (typeof c.valeur !== 'boolean') erreurs[chemin] = COMMON.champBooleen(chemin);
        else doublementPortabilite = c.valeur;
      }
      continue;
    }
    const section = SECTIONS_LISTE.find((s) => s.code === code);
    if (!section) {
      erreurs[code] = COMMON.champNonAutorise(code);
      continue;
    }
    section.activer(g);
    const lus = new Map<string, ValeurCaracteristique>();
    for (const c of caracteristiques) {
      const chemin = `${code}.${c?.nom}`;
      const champ = section.champs.find((x) => x.nom === c?.nom);
      if (!champ) {
        erreurs[chemin] = COMMON.champNonAutorise(chemin);
        continue;
      }
      if (lus.has(champ.nom)) {
        erreurs[chemin] = COMMON.champInvalide(chemin);
        continue;
      }
      const probleme = verifierGenre(chemin, code, champ.nom, champ.genre, c.valeur);
      if (probleme) {
        erreurs[chemin] = probleme;
        continue;
      }
      lus.set(champ.nom, c.valeur);
    }
    // Types first, so the values they govern land in the right place.
    for (const champ of section.champs) if (Array.isArray(champ.genre) && lus.has(champ.nom)) champ.ecrire(g, lus.get(champ.nom)!);
    for (const champ of section.champs) if (!Array.isArray(champ.genre) && lus.has(champ.nom)) champ.ecrire(g, lus.get(champ.nom)!);
    // One spouse 'fixe' (or 'formule') value serves both annuities: two different ones are refused.
    for (const [a, b] of [
      ['fixe_rente_viagere', 'fixe_rente_temporaire'],
      ['formule_rente_viagere', 'formule_rente_temporaire'],
    ] as const) {
      if (code === 'rente_conjoint' && lus.has(a) && lus.has(b) && lus.get(a) !== lus.get(b)) erreurs[`${code}.${b}`] = COMMON.champInvalide(`${code}.${b}`);
    }
    if (code === 'incapacite_invalidite' && lus.get('rachat_franchise_ccn_at_mp') === true && lus.get('rachat_franchise_ccn_tout') === true) {
      erreurs[`${code}.rachat_franchise_ccn_tout`] = COMMON.champInvalide(`${code}.rachat_franchise_ccn_tout`);
    }
  }
  return { garanties: g, doublementPortabilite, erreurs };
}

/**
 * The state as the list form keeps it (unselected sections and unused values back to defaults).
 * @internal Test oracle: the specs check the list form's round trip against it.
 */
export function normaliserGaranties(g: GarantiesPrevoyance): GarantiesPrevoyance {
  return listeVersGaranties(garantiesVersListe(copierGaranties(g))).garanties;
}

/** The list-form field ('<section>.<nom>') that carries a state path, for API error keys. */
export function champListe(chemin: string, g: GarantiesPrevoyance): string {
  const direct = CHEMINS_LISTE[chemin];
  if (direct) return direct;
  if (chemin === 'renteConjoint.renteFixe') return g.renteConjoint.renteViagere ? 'rente_conjoint.fixe_rente_viagere' : 'rente_conjoint.fixe_rente_temporaire';
  if (chemin === 'renteConjoint.renteFormule') return g.renteConjoint.renteViagere ? 'rente_conjoint.formule_rente_viagere' : 'rente_conjoint.formule_rente_temporaire';
  if (chemin === 'incapaciteInvalidite.rachatFranchiseType') {
    return g.incapaciteInvalidite.rachatFranchiseType === 'tout' ? 'incapacite_invalidite.rachat_franchise_ccn_tout' : 'incapacite_invalidite.rachat_franchise_ccn_at_mp';
  }
  const t = /^renteEducation\.progressive\.tranche([123])\.(ageMin|ageMax|taux|plancher)$/.exec(chemin);
  if (t) return `rente_education.tranche_${t[1]}_${SNAKE[t[2]]}`;
  const l = /^renteEducation\.lineaire\.(ageMin|ageMax|taux|plancher)$/.exec(chemin);
  if (l) return `rente_education.lineaire_${SNAKE[l[1]]}`;
  const s = /^(\w+)(?:\.\w+)?$/.exec(chemin);
  return s ? (SECTION_DU_GROUPE[s[1]] ?? chemin) : chemin;
}

const SNAKE: Record<string, string> = { ageMin: 'age_min', ageMax: 'age_max', taux: 'taux', plancher: 'plancher' };

const SECTION_DU_GROUPE: Record<string, string> = {
  allocationObseques: 'allocation_obseques',
  decesPtia: 'deces_ptia',
  incapaciteInvalidite: 'incapacite_invalidite',
  renteConjoint: 'rente_conjoint',
  renteEducation: 'rente_education',
  rentePersonneACharge: 'rente_personne_a_charge',
};

const CHEMINS_LISTE: Record<string, string> = {
  'allocationObseques.taux': 'allocation_obseques.allocation_obseques',
  'decesPtia.celibataireVeufDivorce': 'deces_ptia.celibataire_veuf_divorce',
  'decesPtia.mariePacseConcubin': 'deces_ptia.marie_pacse_concubin',
  'decesPtia.majoration': 'deces_ptia.majoration',
  'decesPtia.capitalDeces': 'deces_ptia.capital_deces',
  'decesPtia.capitalPredecesConjoint': 'deces_ptia.capital_predeces_conjoint',
  'decesPtia.capitalPredecesEnfant': 'deces_ptia.capital_predeces_enfant',
  'decesPtia.capitalSupplementaireAccident': 'deces_ptia.capital_supplementaire_accident',
  'decesPtia.capitalSupplementaireAccidentCirculation': 'deces_ptia.capital_supplementaire_accident_circulation',
  'decesPtia.doubleEffet': 'deces_ptia.double_effet',
  'incapaciteInvalidite.ittFranchiseType': 'incapacite_invalidite.itt_franchise_type',
  'incapaciteInvalidite.ittIndemniteJournaliere': 'incapacite_invalidite.itt_indemnite_journaliere',
  'incapaciteInvalidite.ittIndemniteJournaliereEtendue': 'incapacite_invalidite.itt_indemnite_journaliere_etendue',
  'incapaciteInvalidite.ittFranchiseDuree': 'incapacite_invalidite.itt_franchise_duree',
  'incapaciteInvalidite.rachatFranchise': 'incapacite_invalidite.rachat_franchise',
  'incapaciteInvalidite.congeMat': 'incapacite_invalidite.conge_mat',
  'incapaciteInvalidite.nonProCategorie1Type': 'incapacite_invalidite.non_pro_categorie_1_type',
  'incapaciteInvalidite.nonProCategorie1Fixe': 'incapacite_invalidite.non_pro_categorie_1_fixe',
  'incapaciteInvalidite.nonProCategorie23': 'incapacite_invalidite.non_pro_categorie_2_3',
  'incapaciteInvalidite.proTaux2032Ccn': 'incapacite_invalidite.pro_taux_20_32_ccn',
  'incapaciteInvalidite.proTaux3365Type': 'incapacite_invalidite.pro_taux_33_65_type',
  'incapaciteInvalidite.proTaux3365Fixe': 'incapacite_invalidite.pro_taux_33_65_ccn',
  'incapaciteInvalidite.proTaux66': 'incapacite_invalidite.pro_taux_66',
  'renteConjoint.type': 'rente_conjoint.type',
  'renteConjoint.renteViagere': 'rente_conjoint.rente_viagere',
  'renteConjoint.renteTemporaire': 'rente_conjoint.rente_temporaire',
  'renteEducation.type': 'rente_education.type',
  'renteEducation.typePlancher': 'rente_education.type_plancher',
  'renteEducation.handicap': 'rente_education.handicap',
  'renteEducation.forfaitHandicap': 'rente_education.forfait_handicap',
  'rentePersonneACharge.montant': 'rente_personne_a_charge.rente_personne_a_charge',
};
