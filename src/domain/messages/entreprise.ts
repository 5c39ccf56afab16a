/**
 * Company and eligibility: screens 'Informations entreprise' and 'Offres éligibles', the SIRET rules
 * registered across the application, the tarification access codes (spec 01 §2, §5 Company, §7, §8;
 * 03 §5). Word for word where the spec gives the text; texts the spec describes without wording them
 * are marked (ours).
 */
export const ENTREPRISE = {
  // SIRET (01 §5 Company; 03 §5 'SIRET format' and 'SIRET validity').
  siretObligatoire: 'Le champ SIRET est obligatoire',
  siretFormat: 'Le champ SIRET doit contenir 14 chiffres',
  siretInvalide: 'Le numéro de siret est invalide',
  /** 03 §5: remote validity rule, failing when the eligibility code is INVALIDE. */
  siretInvalideEligibilite: 'Le SIRET est invalide',
  verificationSiretIndisponible:
    'La vérification du SIRET est indisponible. Il reste cependant possible de continuer le parcours de vente.',
  /** 01 §2: hint of the 'SIRET known' toggle (ours). */
  siretConnuAide: 'Le SIRET est facultatif pour la tarification mais obligatoire pour la souscription.',

  // Eligibility reasons (01 §5 Company). RADIEE and PROCEDURE_EN_COURS share the spec's one sentence.
  raisons: {
    RADIEE: "L'entreprise du client n'est pas éligible car elle est radiée, en cessation ou a une procédure légale en cours",
    PROCEDURE_EN_COURS:
      "L'entreprise du client n'est pas éligible car elle est radiée, en cessation ou a une procédure légale en cours",
    CATEGORIE_JURIDIQUE_INVALIDE: "La catégorie juridique n'est pas éligible",
    LOCALITE_INVALIDE:
      "L'entreprise du client n'est pas éligible car elle est en dehors de la zone géographique couverte",
  },
  /** Status badge next to the SIRET (ours: the spec gives only the colours). */
  libellesEligibilite: {
    VALIDE: 'Entreprise éligible',
    INDETERMINEE: 'Éligibilité à confirmer',
    INVALIDE: 'Entreprise non éligible',
  },
  // Banners (01 §2): titles from the spec, texts describe what the spec says (ours).
  banniereEffectifMinimum: 'Effectif minimum',
  banniereEffectifMinimumTexte:
    "L'effectif de l'entreprise déclaré au répertoire Sirene est nul ou indéterminé. Des éléments complémentaires pourront vous être demandés lors de la souscription.",
  banniereVerificationSiretImpossible: 'Vérification SIRET impossible',
  banniereVerificationSiretImpossibleTexte:
    "Le SIRET n'a pas été trouvé au répertoire des entreprises. Un justificatif d'activité pourra vous être demandé lors de la souscription.",

  // Company name (01 §5).
  raisonSocialeObligatoire: 'Le champ raison sociale est obligatoire',
  /** Ours: the spec gives the limit (131), not the sentence. */
  raisonSocialeTropLongue: 'La raison sociale ne doit pas dépasser 131 caractères.',
  raisonSocialeCaracteres: 'Seul les caractères spéciaux @, &, \', " et . sont acceptés',

  // Total headcount (01 §5, §9: 1 to 100000). Range sentences are ours.
  effectifObligatoire: 'Le champ effectif total est obligatoire',
  effectifEntier: "L'effectif total doit être un nombre entier.",
  effectifBornes: "L'effectif total doit être compris entre 1 et 100 000.",
  /** Client demography (ours): cadre and non-cadre headcounts never exceed the total. */
  effectifCollegeBornes: "L'effectif du collège doit être un nombre entier compris entre 0 et l'effectif total.",
  effectifsCollegesSomme: "La somme des effectifs cadres et non cadres ne peut excéder l'effectif total.",

  // Agreement (01 §5); the autocomplete's texts live in REFERENTIELS.
  ccnObligatoire: 'Le champ CCN est obligatoire',
  /** Ours: a CCN id that the referential does not know. */
  ccnInconnue: "La convention collective sélectionnée n'existe pas.",

  // NAF on the client (ours: sub-class format 'NN.NNL').
  nafFormat: 'Le code NAF doit être au format 00.00A.',

  // Clients (ours).
  clientSiretExistant: 'Un client avec ce SIRET existe déjà.',
  clientIdDifferent: "L'identifiant du client ne correspond pas à celui de l'adresse.",
  rechercheClientCritere: 'Veuillez renseigner un SIRET ou une raison sociale.',
  codeDistributeurDifferent: "Le code distributeur ne correspond pas à celui de l'utilisateur connecté.",

  // Screen labels (01 §2).
  boutonOffresEligibles: 'Offres éligibles',
  timeline: ['Informations entreprise', 'Offres éligibles'],
} as const;

/** Screen 'Offres éligibles' and the tarification access codes (01 §2, §7, §8). */
export const OFFRES_ELIGIBLES = {
  nOffresEligibles: (n: number) => `${n} offre(s) éligible(s)`,
  collegesTarifables: 'Collèges tarifables',
  aucunCollege: 'Aucun collège',
  aucuneOffreEligible: 'Aucune offre éligible compte tenu des informations renseignées.',
  contacterDelegation: 'Pour toute précision, veuillez contacter votre délégation commerciale.',
  enSavoirPlus: "En savoir plus sur l'offre",
  boutonInformationsProjet: 'Informations projet',
  aucunProduitEligible: 'Aucun produits éligibles trouvé.',
  erreurOffresEligibles: "Une erreur s'est produite lors de la récupération des offres éligibles",
  erreurAccesTarification: 'Erreur de récupération des accès à la tarification',
  erreurCollegesATarifer: 'Erreur lors de la récupération des collèges à tarifer',
  /** Ours: the spec says an unsupported code or colour is an error, without wording it. */
  codeAccesNonGere: (code: string) => `Code d'accès à la tarification non géré : ${code}.`,
  feuNonGere: (feu: string) => `Couleur de feu non gérée : ${feu}.`,
  /** Ours: an offer id that the catalogue does not know. */
  offreInconnue: "L'offre demandée n'existe pas.",

  /** Titles from the spec (01 §2 'Health pricing information'); messages ours, following the spec's notes. */
  acces: {
    OUI: { titre: 'Tarification libre', message: 'Ce collège peut être tarifé en ligne sans restriction.' },
    AVEC_CONTRAINTE: {
      titre: 'Tarification possible sous condition',
      message:
        'La tarification est limitée aux niveaux de garanties conformes aux minima de la convention collective.',
    },
    AVEC_CONSULTATION: {
      titre: 'Tarification sur étude spécifique',
      message:
        "Ce collège relève d'une étude spécifique de nos services. Pour toute précision, veuillez contacter votre délégation commerciale.",
    },
    SANS_ANALYSE: {
      titre: "En attente d'étude",
      message:
        "La convention collective est en cours d'analyse par nos services. La tarification en ligne sera ouverte à l'issue de cette étude.",
    },
    NON: {
      titre: 'Tarification impossible',
      message:
        'Ce collège ne peut pas être tarifé en ligne. Pour toute précision, veuillez contacter votre délégation commerciale.',
    },
    SANS_COLLEGE: {
      titre: 'Collège non applicable à la CCN',
      message: "La convention collective ne couvre pas cette catégorie de personnel : ce collège n'est pas applicable.",
    },
  },
} as const;
