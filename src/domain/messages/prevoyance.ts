/**
 * Provident (prévoyance, SPC): pricing information, guarantees, tariff panel (spec 01 §2 'Provident
 * pricing information' and 'Provident guarantees', §5 'Provident information', 'Provident steppers',
 * 'Legal-minimum warnings', 'Other', §8). Word for word where the spec gives the text; the few
 * texts the spec does not word (server-side refusals, help) are marked (ours).
 * Templates use {name} placeholders, filled with formatMessage().
 */
export const PREVOYANCE = {
  // Provident pricing information (§2, §5 'Provident information').
  codeNaf: 'code NAF',
  rechercherNaf: 'Rechercher un code NAF',
  aucunNaf: 'Aucun code NAF trouvé',
  erreurNaf: "Erreur lors de l'obtention des codes NAF",
  nbFemmesMax: 'Le nombre de femmes salariées ne peut excéder le nombre total de salariés du collège.',
  nbConjointsMax: 'Le nombre de salariés mariés, pacsés, en concubinage ne peut excéder le nombre total de salariés du collège.',
  nbEnfantsMax: "Le nombre d'enfants à charge des salariés ne peut excéder le nombre total de salariés du collège.",
  obligatoireAuDelaDuSeuil: 'Obligatoire si le nombre de salariés du collège est supérieur à {threshold}',
  masseT1Max: "Le montant de la masse salariale T1 doit être inférieur ou égal à l'effectif du collège * le montant du PASS.",
  /** The spec words only the T1 message; this one follows it (ours). */
  masseT2Max: "Le montant de la masse salariale T2 doit être inférieur ou égal à l'effectif du collège * 7 * le montant du PASS.",
  masseT1Min: 'Le montant de la masse salariale T1 doit être supérieur ou égal à 1.',
  masseT2Min: 'Le montant de la masse salariale T2 doit être supérieur ou égal à 0.',
  typeCollegeRequis: 'Type de collège requis.',
  typesMasseSalariale: { T1: 'T1', T12: 'T1 + T2' },
  masseSalarialeTitre: 'Masse salariale annuelle de référence',
  aideT2: 'La masse salariale T2 correspond à la somme des fractions de salaire comprises entre 1 et 8 PASS.',

  // Guarantees screen (§2 'Provident guarantees').
  sections: {
    incapacite_invalidite: 'Incapacité/Invalidité temporaire',
    deces_ptia: 'Décès/PTIA',
    allocation_obseques: 'Allocation obsèques',
    rente_education: 'Rente éducation',
    rente_conjoint: 'Rente conjoint',
    rente_personne_a_charge: 'Rente personne à charge',
    doublement_duree_portabilite: 'Doublement durée portabilité',
    commissionnement: 'Commissionnement',
  },
  exigeCcn: 'Exigé CCN',
  minCcn: 'Min CCN',
  deAgeMin: 'De {min} à',
  trancheAges: 'De {min} à {max} inclus',
  erreurGaranties: 'Erreur lors de la récupération des garanties',
  erreurSelectionCollege: 'Erreur lors de la sélection du collège et de la récupération des garanties',
  erreurGarantie: "Une erreur est survenue dans la récupération d'une garantie, veuillez réessayer.",
  /** §5 help on the married/partner stepper, described but not worded by the spec (ours). */
  aideTauxDecesMinimal:
    "Le taux de décès minimal autorisé est de 175 % avec l'indemnité journalière imposée par la CCN. Diminuez l'indemnité journalière pour choisir un taux de décès inférieur.",
  /** Info box when category 1 is computed (§2). */
  categorie1Calculee: 'Invalidité 1re catégorie : 60 % du niveau retenu en 2e et 3e catégories',
  taux3365Calcule: 'N / 66% x {taux}',

  // Steppers and relations (§5 'Provident steppers').
  niveauSuperieurOuEgal: 'Le niveau de garantie doit être supérieur ou égal {text}',
  niveauInferieurOuEgal: 'Le niveau de garantie doit être inférieur ou égal {text}',
  niveauxEgaux: "Au-delà de {x}% les 3 niveaux de garantie d'incapacité et invalidité doivent être égaux.",
  ageFinPalier: "L'âge de fin du palier doit être compris entre {min} et {max} ans.",
  auMoinsUneRente: 'Veuillez sélectionner au minimum une rente.',
  typeRenteEducationNonGere: 'Type de rente éducation {type} non géré.',
  typeRenteConjointNonGere: 'Type de rente conjoint {type} non géré.',

  // Refusals of the API the spec does not word (ours).
  valeurObligatoire: 'Le niveau de garantie est obligatoire.',
  valeurEntiere: 'Le niveau de garantie doit être un nombre entier.',
  valeurDecimale: 'Le niveau de garantie doit comporter au plus {decimales} décimale(s).',
  garantieExigeeCcn: 'Cette garantie est exigée par la convention collective (Exigé CCN).',
  franchiseNonAutorisee: "Cette durée de franchise n'est pas proposée pour ce type de franchise ou dépasse celle exigée par la convention collective.",
  typeFranchiseCcn: 'La convention collective impose une franchise {type}.',
  rachatFranchiseCcn: 'La convention collective impose le rachat de franchise {type}.',
  ageDebutPalier: "L'âge de début du palier doit être égal à {age} ans.",
  ageFixeCcn: "L'âge de fin du palier est fixé par la convention collective à {age} ans.",
  typeRenteEducationCcn: 'La convention collective impose une rente éducation {type}.',
  typeRenteConjointCcn: 'La convention collective impose une rente conjoint {type}.',
  typePlancherCcn: 'La convention collective impose un plancher exprimé en {type}.',
  portabiliteExigee: 'La convention collective exige le doublement de la durée de portabilité (portabilité supra-légale OUI).',
  circulationSansAccident: "Le capital supplémentaire accident de la circulation nécessite le capital supplémentaire accident.",
  nafInvalide: "Le code NAF {naf} n'est pas reconnu.",
  baremeIntrouvable: "Aucun barème de prévoyance n'est en vigueur à la date d'effet {date}.",
  collegeNonGere: "Le collège {type} n'est pas tarifable en prévoyance.",
  idccInvalide: "L'IDCC doit être un nombre entier de 1 à 9999.",
  tauxCommissionnement: 'Le taux de commissionnement doit être un nombre entier compris entre 0 et 15 %.',
  utilisateurAutreDistributeur: "Vous ne pouvez pas tarifer pour le compte d'un autre distributeur.",

  // Tariff panel (§2, §5 'Legal-minimum warnings', §8).
  minimumLegalT1: "Le taux de la cotisation totale (hors cotisation d'association de 0,01%) est inférieur à 1,50 % pour la T1",
  minimumLegalT1Deces: 'Le taux de la cotisation décès est inférieur à 0,76 % pour la T1',
  tarificationImpossible: 'Tarification impossible',
  corrigerChamps: 'Veuillez corriger les champs en erreur',
  colonneTaux: 'Taux',
  colonneBudgetAnnuel: 'Budget annuel',
  total: 'TOTAL',
  noteTaux: 'Taux de cotisations TTC et budget annuel estimé sur la base des masses salariales fournies.',
  noteAssociation: "*Tarifs incluant 0,01% de cotisation d'association.",
  erreurTarif: "Une erreur s'est produite lors de l'obtention du tarif.",
} as const;
