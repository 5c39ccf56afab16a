/**
 * Labels of the provident screens 'Informations projet' and 'Garanties' (spec 01 §2 'Provident
 * pricing information', 'Provident guarantees'). The rules' messages, the spec's sentences of the
 * tariff panel and the section titles are in ./prevoyance.ts (PREVOYANCE); what is here names
 * fields, help texts and states the spec describes without wording them (ours), except where
 * marked as the spec's. Templates use {name} placeholders, filled with formatMessage().
 */
export const ECRAN_PREVOYANCE = {
  // 'Informations projet' (01 §2 'Provident pricing information').
  sectionActivite: "Activité de l'entreprise",
  sectionCollege: 'Collège',
  conventionCollective: 'Convention collective',
  codeNaf: 'Code NAF',
  afficherLesNafs: 'Afficher les codes NAF',
  typeCollege: 'Type de collège',
  dateEffet: "Date d'effet",
  /** The spec's help reading of the window (01 §5: 'help text says J+1 to J+180'). */
  aideDateEffet: "Date d'effet comprise entre J+1 et J+180.",
  aideDateEffetDebutDeMois: "Date d'effet comprise entre le 1er du mois en cours et J+180.",
  effectifCollege: 'Effectif du collège',
  nombreFemmes: 'Nombre de femmes salariées',
  nombreConjoints: 'Nombre de salariés mariés, pacsés, en concubinage',
  nombreEnfants: "Nombre d'enfants à charge des salariés",
  ageMoyen: 'Âge moyen',
  ans: 'ans',
  salaries: 'salariés',
  typeMasseSalariale: 'Type de masse salariale',
  masseT1: 'Masse salariale annuelle T1',
  masseT2: 'Masse salariale annuelle T2',
  plafondT1: 'Au plus {max} (effectif du collège × PASS {annee} de {pass}).',
  plafondT2: 'Au plus {max} (effectif du collège × 7 × PASS).',
  passNonPublie: "Le PASS {annee} n'étant pas encore publié, la dernière valeur connue ({reference}) est appliquée.",
  garantiesExigees: 'Garanties exigées par la convention collective pour ce collège',
  chargementColleges: 'Chargement des collèges…',
  preRempli: 'Les informations du dernier projet de ce collège ont été reprises.',
  choisirCollege: 'Choisissez un collège tarifable.',

  // 'Garanties' (01 §2 'Provident guarantees').
  sectionObligatoire: 'Garantie toujours souscrite',
  nonSouscrite: 'Non souscrite',
  minimumCcn: 'Minimum CCN : {valeur}',
  /** The franchise: the agreement sets the longest one allowed (a maximum, not a minimum). */
  maximumCcn: 'Maximum CCN : {valeur}',
  bornes: 'De {min} à {max}',
  lectureSeuleCcn: 'Fixé par la convention collective',
  /** A stepper's arrows (react-aria's own French words, for the markup rendered before hydration). */
  diminuer: 'Diminuer',
  augmenter: 'Augmenter',
  chargementGaranties: 'Chargement des garanties…',
  // Incapacity / invalidity.
  incapacite: 'Incapacité temporaire de travail',
  typeFranchise: 'Type de franchise',
  franchiseContinue: 'Continue',
  franchiseDiscontinue: 'Discontinue',
  /** §2 describes both franchise types; the sentences are ours. */
  aideFranchiseContinue: "Franchise continue : les prestations sont versées après le nombre de jours d'arrêt de travail consécutifs indiqué.",
  aideFranchiseDiscontinue:
    "Franchise discontinue : les jours d'arrêt, consécutifs ou non, sont décomptés sur l'ensemble des arrêts de travail des 12 mois précédant le sinistre.",
  dureeFranchise: 'Durée de franchise',
  jours: '{n} jours',
  /** §2 buy-back help. */
  aideRachatFranchise:
    "L'hospitalisation s'entend d'un séjour d'au moins 24 heures consécutives, d'une hospitalisation ambulatoire ou d'une hospitalisation à domicile prise en charge par la Sécurité sociale.",
  congeMatTaux: 'Indemnisation à {taux} du salaire de référence, au niveau de l’indemnité journalière.',
  invaliditeNonPro: 'Invalidité non professionnelle',
  invaliditePro: 'Incapacité permanente professionnelle',
  modeCategorie1: 'Invalidité 1re catégorie',
  modeTaux3365: 'Incapacité permanente professionnelle de 33 % à 65 %',
  calculee: 'Calculée',
  fixe: 'Fixe',
  soit: 'soit {valeur}',
  // Death.
  capitalDeces: 'Capital décès / PTIA',
  minimumIncapacite: "Minimum de {valeur} compte tenu de l'indemnité journalière, de la franchise et du rachat de franchise choisis.",
  majorationMax: 'Au plus {valeur} (le tiers du capital célibataire, veuf, divorcé).',
  capitauxComplementaires: 'Capitaux complémentaires',
  options: 'Options',
  // Education annuity.
  typeRente: 'Type de rente',
  lineaire: 'Linéaire',
  progressive: 'Progressive',
  typePlancher: 'Type de plancher',
  plancherEuro: 'Euros',
  plancherPass: 'PASS',
  palier: 'Palier {n}',
  ageFin: 'Âge de fin',
  tauxRente: 'Rente',
  plancher: 'Plancher',
  /** §2 'Info' of the education annuity (ours in words). */
  infoEducationDoublement: "La rente est doublée en cas de décès ou de PTIA du salarié et de son conjoint, simultanément ou successivement, quel qu'en soit l'ordre.",
  infoEducationHandicap: "Si l'enfant est reconnu handicapé, la rente est viagère.",
  infoEducation19Ans: 'Au-delà de 19 ans, le versement de la rente est soumis à conditions (poursuite d’études, apprentissage, recherche d’un premier emploi).',
  // Spouse annuity.
  renteFixe: 'Montant fixe',
  renteFormule: 'Formule',
  renteViagere: 'Rente viagère',
  renteTemporaire: 'Rente temporaire',
  tauxFixe: 'Rente annuelle',
  tauxFormule: 'Taux de la formule',
  /** §2 formula help (ours in words). */
  aideFormule:
    "Rente viagère = (65 - A) x taux ; rente temporaire = (A - 25) x taux, A étant l'âge du salarié à son décès. La rente temporaire est versée jusqu'à l'âge légal de départ à la retraite du conjoint, 62 ans au plus.",
  // Dependent-person annuity (§2 help, ours in words).
  aidePersonneACharge:
    "Montant annuel versé pendant 10 ans au plus. Sont à charge les personnes sans activité professionnelle reconnues à charge par l'administration fiscale pour le calcul du quotient familial.",
  // Portability.
  portabiliteExigee: 'Exigé par la convention collective : le maintien des garanties des anciens salariés est porté à deux fois la durée légale de portabilité.',
  // Commissioning (same cards as health).

  // Tariff panel (01 §2).
  tarif: 'Tarif',
  ligneT1: 'T1',
  ligneT2: 'T2',
  calculEnCours: 'Calcul du tarif en cours…',
  /** The phone's price bar: a legal-minimum banner exists (its text is in the bar's detail); the study's words (ETUDE.minimumLegal). */
  alerteMinimumLegal: 'Information minimum légal (collège cadre)',
  detailTarif: 'Détail du tarif',
  versionBareme: 'Barème {version}',
  colonneTauxPur: 'Taux pur',
  colonneTauxCharge: 'Taux chargé',
  budgetMensuel: 'Budget mensuel : {montant}',

  // Save (01 §2 'Save flow') and navigation.
  erreurDuplication: 'La duplication du projet a échoué. Veuillez réessayer.',
  enregistrementEnCours: 'Enregistrement…',
} as const;
