/**
 * The DUE tunnel (spec 03): notifications of §8 word for word, the validation rules of §5, and the
 * banners the spec describes without wording them (ours, from the brief §1).
 */
export const DUE = {
  etape: (n: number) => `Etape ${n} sur 10`,
  titre: 'Décision unilatérale de l’employeur (DUE) santé',
  sousTitre: (raisonSociale: string, id: number) => `${raisonSociale} · Projet n°${id}`,
  precedent: 'Précédent',
  /** (ours, issue 27) the way back to the file from every DUE step. */
  retourSouscription: 'Retour à la souscription',
  retourProjet: 'Retour au projet',
  suivant: 'Suivant',
  fermer: 'Fermer',
  accederKit: 'Accéder au kit DUE',
  enregistrementEchec: "Échec de l'enregistrement des réponses. Réessayez.",
  questions: {
    1: 'Structure tarifaire et adresse de l’entreprise',
    2: 'Situation de l’entreprise cliente',
    3: 'Qui a mis en place le régime santé actuel ?',
    4: 'L’entreprise a-t-elle plusieurs établissements avec des numéros SIRET différents ?',
    5: 'Libellé du collège',
    6: 'Affiliation des ayants droit',
    7: 'Part patronale de la cotisation',
    8: 'Cas de dispense d’affiliation',
    9: 'Date d’entrée en vigueur de la DUE',
    10: 'Confirmation',
  } as Record<number, string>,
  structure: 'Structure tarifaire',
  appel: 'Appel de cotisation',
  appels: { GROUPE: 'Groupe (appelée auprès de l’entreprise)', MIXTE: 'Mixte (option appelée auprès du salarié)' } as Record<string, string>,
  colonneStructure: 'Structure',
  colonneTaux: 'Taux',
  colonneBudget: 'Budget mensuel',
  voie: 'Voie',
  codePostalLibelle: 'Code postal',
  ville: 'Ville',
  etatsRegime: { NOUVEAU: 'Mise en place d’un nouveau régime', MODIFICATION: 'Modification d’un régime existant' } as Record<string, string>,
  banniereNouveau:
    'Mise en place : le CSE doit être informé (et consulté à partir de 50 salariés) avant la décision ; chaque salarié reçoit la DUE par écrit (CSS L911-1).',
  banniereModification:
    'Modification : l’acte existant doit être dénoncé (information du CSE, information individuelle de chaque salarié, délai de prévenance de trois mois recommandé).',
  misesEnPlace: { DUE: 'Une décision unilatérale de l’employeur (DUE)', ACCORD_COLLECTIF: 'Un accord collectif ou un référendum' } as Record<string, string>,
  banniereDenonciation: 'Le kit comprendra la lettre de dénonciation de la DUE existante et la note d’information du CSE.',
  ouiNon: { OUI: 'Oui', NON: 'Non' } as Record<string, string>,
  banniereEtablissements: 'La couverture doit s’appliquer à l’ensemble de l’entreprise, dans tous ses établissements.',
  messageAncienNouveau:
    'Depuis le 1er janvier 2025, les libellés de l’ancienne convention AGIRC ne peuvent plus être utilisés (décret n° 2021-1002) : la DUE reprend le nouveau libellé.',
  ancienLibelle: (ancien: string) => `Ancien libellé : ${ancien}`,
  affiliations: { FACULTATIF: 'Facultative', OBLIGATOIRE: 'Obligatoire' } as Record<string, string>,
  porteeConjoint: 'Affiliation du conjoint (les enfants sont obligatoirement couverts)',
  porteeAyantsDroit: 'Affiliation des ayants droit',
  partLibelle: 'Part patronale',
  partAide: 'De 50 à 100 % (l’employeur finance au moins la moitié : CSS L911-7).',
  autresCas: 'Prévoir d’autres cas de dispense que ceux d’ordre public',
  dispensesLibelle: 'Cas de dispense retenus',
  dispenses: {
    SALARIE_CDD: 'Salariés en CDD ou contrat de mission d’au moins 12 mois, justifiant d’une couverture individuelle',
    SALARIE_CDD_INFERIEUR_12_MOIS: 'Salariés en CDD ou contrat de mission de moins de 12 mois',
    SALARIE_TEMPS_PARTIEL: 'Salariés à temps partiel et apprentis dont la cotisation atteindrait au moins 10 % de la rémunération brute',
    SALARIE_ENIM_OU_CPRPSNCF: 'Salariés couverts par l’ENIM ou la CPRPSNCF',
    SALARIE_REGIME_FINANCEMENT_PATRONAL: 'Salariés présents avant la mise en place d’un régime financé à 100 % par l’employeur',
  } as Record<string, string>,
  dateEntreeVigueur: 'Date d’entrée en vigueur',
  /** The help and the error say the same bound in the same words (issue 27 item 7): 'au plus tôt le {date}', the bound itself allowed. */
  dateAide: (min: string) => `Au plus tôt le ${min}.`,
  confirmation: 'Je confirme l’exactitude des informations saisies et avoir délivré mon devoir de conseil.',
  // 03 §8, word for word.
  erreurProjet: 'Erreur lors de la récupération du projet',
  erreurTarifs: 'Erreur lors de la récupération des tarifs',
  erreurDocument: 'Erreur lors de la récupération du document',
  erreurDocuments: 'Erreur lors de la récupération des documents',
  etudeExpiree: 'La durée de validité de votre étude a expirée. Vous devez refaire un nouveau projet.',
  // 03 §5, word for word (with the application-wide helpers of src/domain).
  /** 03 §5 says 'doit être postérieure au {date}' while the bound itself is allowed: said as the help says it. */
  dateMin: (label: string, date: string) => `La ${label} doit être au plus tôt le ${date}.`,
  libelleDateEntreeVigueur: "date d'entrée en vigueur",
  // Blocks (ours: the spec says what they mean).
  accordCollectifBloquant:
    "Un régime mis en place par accord collectif ne peut pas être modifié par une décision unilatérale : l'outil n'est pas adapté et aucun document ne peut être généré.",
  affiliationObligatoireMixte:
    "Une affiliation obligatoire des ayants droit suppose un appel de cotisation par l'entreprise (GROUPE) : cette combinaison n'est pas possible avec un appel mixte.",
  dispenseRequise: 'Sélectionnez au moins un cas de dispense.',
  etapeNonRenseignee: 'Répondez à la question pour continuer.',
  // Reading a saved state (ours).
  valeurInvalide: (champ: string, valeurs: string) => `Le champ ${champ} doit valoir l'une des valeurs : ${valeurs}.`,
  texteInvalide: (champ: string, max: number) => `Le champ ${champ} doit être un texte de ${max} caractères au plus.`,
  booleenInvalide: (champ: string) => `Le champ ${champ} doit valoir true ou false.`,
  codePostal: 'Le code postal doit contenir 5 chiffres.',
  collegeHorsProjet: 'Ce libellé ne correspond pas au collège du projet.',
  part: (min: number, max: number) => `La part patronale doit être un nombre entier compris entre ${min} et ${max} %.`,
  date: "La date d'entrée en vigueur doit être une date au format AAAA-MM-JJ.",
  etatInvalide: 'Les réponses du parcours DUE contiennent des erreurs : rien n’a été enregistré.',
  produitNonSante: (id: number) => `Le projet n°${id} n'est pas un projet santé : la DUE concerne la santé collective.`,
  confirmationRequise: "Confirmez l'exactitude des informations et votre devoir de conseil pour continuer.",
} as const;
