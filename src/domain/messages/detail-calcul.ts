/**
 * The lines of a price's calculation detail, shared by the study PDF (ETUDE.detail) and the provident
 * price panel; in a module of their own so that pages showing the detail do not load the study's
 * texts, nor every page using PROJETS this detail.
 */
export const DETAIL_CALCUL = {
  coutPoste: (libelle: string) => `Coût pur — ${libelle}`,
  coutPur: 'Coût pur des garanties (% PMSS)',
  facteurAge: 'Facteur âge moyen',
  facteurZone: 'Facteur zone géographique',
  facteurRegime: 'Facteur régime obligatoire',
  facteurAvec: (facteur: string, precision?: string) => (precision ? `× ${facteur} (${precision})` : `× ${facteur}`),
  ans: (n: number) => `${n} ans`,
  zone: (departement: string, zone: number) => `dép. ${departement}, zone ${zone}`,
  salaries: (n: number) => `${n} salarié${n > 1 ? 's' : ''}`,
  fraisGestion: 'Frais de gestion',
  commissionnement: 'Commissionnement',
  tsa: 'Taxe de solidarité additionnelle',
  pmss: 'PMSS retenu',
  pass: 'PASS retenu',
  population: 'Population retenue',
  populationSaisie: 'déclarée',
  populationDefaut: 'par défaut du barème',
  partFemmes: 'Part de femmes',
  partConjoints: 'Part de salariés en couple',
  enfantsParSalarie: 'Enfants par salarié',
  salaireMoyen: 'Salaire moyen T1',
  risque: (section: string, classe: number) => `Secteur NAF ${section}, classe de risque ${classe}`,
  risqueLibelle: 'Risque professionnel',
  facteurTaille: 'Facteur taille du collège',
  facteurPortabilite: 'Facteur portabilité',
  securite: 'Marge de sécurité',
  coefficient: 'Coefficient de chargement',
  association: "Cotisation d'association",
  garantie: (libelle: string, tranche: string) => `${libelle} — ${tranche} (taux pur / chargé)`,
  tauxDeces: 'Taux de la cotisation décès (T1)',
  tauxHorsAssociation: "Taux hors cotisation d'association (T1)",
  arrondi: 'Arrondi',
} as const;

/** The PMSS of the year is not published yet: the last known one is applied. */
export const PMSS_NON_PUBLIE = (annee: number, reference: number) =>
  `Le PMSS ${annee} n'étant pas encore publié, la dernière valeur connue (${reference}) est appliquée ; la cotisation en euros suivra le PMSS en vigueur.`;
