/**
 * Page shell: header, timelines, start-up and error pages (spec 01 §2, 03 §2, §8).
 * Word for word where the spec gives the text; texts the spec does not word are marked (ours).
 */
export const PAGES = {
  // Header (ours).
  seDeconnecter: 'Se déconnecter',
  codeDistributeur: 'Code distributeur',
  allerAuContenu: 'Aller au contenu',
  navigationUtilisateur: 'Utilisateur connecté',
  navigationPrincipale: 'Navigation principale',
  /** The header's entry to the workspace (ESPACE). */
  entreeEspace: 'Mes clients',

  // Band on every page while the built-in demo accounts are active (ours).
  demonstration: 'Démonstration',
  demonstrationTexte: 'Comptes de démonstration : ne saisissez aucune donnée réelle de client.',

  // Timelines (spec 01 §2; 03 §2 'Etape N sur 10').
  etapesFront: ['Informations entreprise', 'Offres éligibles'],
  etapesProjet: ['Informations projet', 'Garanties', 'Projets'],
  etapeSur: 'Etape {n} sur {total}',
  /** Accessible name of the timeline (ours). */
  etapesDuParcours: 'Étapes du parcours',

  // Date fields' calendar (ours: accessible names).
  ouvrirCalendrier: 'Ouvrir le calendrier',
  moisPrecedent: 'Mois précédent',
  moisSuivant: 'Mois suivant',
  etapeTerminee: 'terminée',
  etapeEnCours: 'en cours',

  // Titles of the front screens (route names of spec 01 §2).
  titreInformationsEntreprise: 'Informations entreprise',
  titreOffresEligibles: 'Offres éligibles',
  titreInformationsProjet: 'Informations projet',
  titreGaranties: 'Garanties',
  titreProjets: 'Projets',
  /** Placeholder shown until a screen is built (ours). */
  ecranEnPreparation: 'Écran en préparation',
  ecranEnPreparationTexte: 'Cette étape du parcours sera disponible prochainement.',
  retour: 'Retour',

  // Start-up: configuration (spec 01 §5 Other, §8; 03 §2) (title and text ours).
  titreLoadingError: 'Chargement impossible',
  configurationIncomplete: "L'application ne peut pas démarrer : sa configuration est incomplète.",
  contacterAdministrateur: 'Veuillez contacter votre administrateur.',
  reessayer: 'Réessayer',

  // Start-up: authentication (spec 01 §2 auth-error; 03 §2 /authentication-error) (ours).
  authentificationImpossible: 'Authentification impossible',
  authentificationImpossibleTexte: 'Votre session a expiré ou la connexion a échoué. Veuillez vous reconnecter.',
  seReconnecter: 'Se reconnecter',

  // Error pages (texts of 403/404/500 are in COMMON) (ours).
  titre403: 'Accès refusé',
  texte404: "L'adresse demandée n'existe pas ou n'est plus disponible.",
  texte500: 'Une erreur inattendue est survenue. Veuillez réessayer plus tard.',
  codeErreur: 'Erreur {status}',

  // Server answers when the pages cannot be served (ours).
  pagesNonConstruites: 'Les pages ne sont pas construites. Lancez « npm run build:client ».',
  pagesIndisponibles: 'Les pages sont momentanément indisponibles.',
} as const;
