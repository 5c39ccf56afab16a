/**
 * Referentials: agreements (CCN), NAF, postcodes and towns, PMSS, legal forms, job titles.
 * Spec texts word for word (01 §2, §5, §8; 02 §2, §8; 03 §5). Texts marked "ours" have no spec wording.
 */
export const REFERENTIELS = {
  // CCN autocomplete and link (01 §2, §5).
  rechercheCcnPlaceholder: 'Rechercher par IDCC ou libellé',
  aucuneCcnTrouvee: 'Aucune convention collective nationale trouvée',
  sansConventionCollective: 'Sans convention collective',
  voirFicheCcn: 'Voir la fiche CCN',
  erreurRecuperationCcns: 'Erreur lors de la récupération des CCNs',
  // NAF, legal forms, job titles, towns (01 §8; 02 §2, §8).
  erreurObtentionNafs: "Erreur lors de l'obtention des codes NAF",
  aucunNafTrouve: 'Aucun code NAF trouvé',
  aucuneFormeJuridiqueTrouvee: 'Aucune forme juridique trouvée',
  aucuneFonctionTrouvee: 'Aucune fonction correspondante trouvée',
  erreurObtentionFonctions: "Erreur lors de l'obtention des fonctions",
  erreurRecuperationVilles: 'Erreur lors de la récupération de la liste des villes',
  // Postcode rules (03 §5).
  codePostalInvalide: 'le code postal est invalide',
  codePostalDepartement: 'Le code postal ne correspond pas au département renseigné',
  /** Ours: a real postcode outside metropolitan France and the five overseas departments. */
  codePostalHorsZone: 'Le code postal est en dehors de la zone géographique couverte',
  /** Ours: refusals of the referential endpoints. */
  identifiantCcnInvalide: "L'identifiant de la convention collective doit être un nombre entier.",
  ccnIntrouvable: (id: number | string) => `La convention collective ${id} est introuvable.`,
  dateInvalide: 'La date doit être au format AAAA-MM-JJ.',
  pmssIntrouvable: (date: string) => `Aucun plafond mensuel de la sécurité sociale n'est connu pour le ${date}.`,
  codePostalFormat: 'Le code postal doit contenir 5 chiffres.',
  // Supporting pieces (02 §3): the default company piece.
  pieceKbis: 'Extrait Kbis de moins de trois mois',
} as const;
