/**
 * The DUE tunnel (spec 03): notifications of §8 word for word, the validation rules of §5, and the
 * banners the spec describes without wording them (ours, from the brief §1).
 */
export const DUE = {
  etape: (n: number) => `Etape ${n} sur 10`,
  // 03 §8, word for word.
  erreurProjet: 'Erreur lors de la récupération du projet',
  erreurTarifs: 'Erreur lors de la récupération des tarifs',
  erreurDocument: 'Erreur lors de la récupération du document',
  erreurDocuments: 'Erreur lors de la récupération des documents',
  etudeExpiree: 'La durée de validité de votre étude a expirée. Vous devez refaire un nouveau projet.',
  // 03 §5, word for word (with the application-wide helpers of src/domain/rules).
  dateMin: (label: string, date: string) => `La ${label} doit être postérieure au ${date}.`,
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
