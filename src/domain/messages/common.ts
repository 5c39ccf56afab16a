/** A received value quoted in a message: 40 characters at most, control characters shown as '�'. */
const apercu = (valeur: string) => (valeur.length > 40 ? `${valeur.slice(0, 40)}…` : valeur).replace(/[\u0000-\u001f\u007f]/g, '\ufffd');

/** Platform-wide messages (spec 01 §2, §5 Other, §8; 03 §2, §5, §8). Word for word. */
export const COMMON = {
  configurationObligatoire: (param: string) => `Le paramètre de configuration "${param}" est obligatoire.`,
  scriptNonCharge: (url: string) => `Can not load ${url}`,
  page403Titre: "Vous n'avez pas accès à l'offre",
  page403Texte: "Il ne vous est pas possible de tarifer, ni de consulter un projet de l'offre.",
  page404Titre: 'La page est introuvable',
  page500Titre: 'Nous ne pouvons pas afficher la page',
  retourAccueil: "Retour à l'accueil",
  champsEnErreur: 'Un ou plusieurs champs sont en erreur ou ne sont pas renseignés',
  champObligatoire: (name?: string) => (name ? `Le champ ${name} est obligatoire` : 'Le champ est obligatoire'),
  /** 03 §5, registered across the application: a date against its bounds (dates as D/MM/Y). */
  dateComprise: (label: string, d1: string, d2: string) => `La ${label} doit être comprise entre ${d1} et ${d2}.`,
  dateAnterieure: (label: string, date: string) => `La ${label} doit être antérieure au ${date}.`,
  datePosterieure: (label: string, date: string) => `La ${label} doit être postérieure au ${date}.`,
  /** Generic refusals of the validation pipe (no spec text for these). */
  champNonAutorise: (name: string) => `Le champ « ${name} » n'est pas autorisé.`,
  champEntier: (name: string) => `Le champ « ${name} » doit être un nombre entier.`,
  champNombre: (name: string) => `Le champ « ${name} » doit être un nombre.`,
  champTexte: (name: string) => `Le champ « ${name} » doit être un texte.`,
  champBooleen: (name: string) => `Le champ « ${name} » doit être vrai ou faux.`,
  champDate: (name: string) => `Le champ « ${name} » doit être une date au format AAAA-MM-JJ.`,
  champValeurs: (name: string, values: string) => `Le champ « ${name} » doit valoir l'une des valeurs : ${values}.`,
  champMin: (name: string, min: string) => `Le champ « ${name} » doit être supérieur ou égal à ${min}.`,
  champMax: (name: string, max: string) => `Le champ « ${name} » doit être inférieur ou égal à ${max}.`,
  champLongueurMax: (name: string, max: string) => `Le champ « ${name} » ne doit pas dépasser ${max} caractères.`,
  champInvalide: (name: string) => `Le champ « ${name} » est invalide.`,
  champListe: (name: string) => `Le champ « ${name} » doit être une liste.`,
  /** Ids are PostgreSQL integers; the value received is quoted (shortened, control characters masked). */
  identifiantInvalide: (name: string, valeur: string) =>
    `Le champ « ${name} » doit être un identifiant : un nombre entier de 1 à 2147483647 (reçu : « ${apercu(valeur)} »).`,
  caractereNul: (name: string) => `Le champ « ${name} » contient un caractère nul (U+0000), qui n'est pas accepté.`,
  adresseCaractereNul: "L'adresse de la requête contient un caractère nul (%00), qui n'est pas accepté.",
  corpsTropImbrique: (max: number) => `Le corps de la requête est trop imbriqué : ${max} niveaux au plus.`,
  corpsInvalide: 'La requête est invalide.',
  corpsTropVolumineux: 'La requête est trop volumineuse.',
  nonAuthentifie: 'Vous devez être connecté pour accéder à cette ressource.',
  accesRefuse: "Vous n'avez pas accès à cette ressource.",
  ressourceIntrouvable: 'La ressource demandée est introuvable.',
  erreurInterne: 'Une erreur inattendue est survenue. Veuillez réessayer.',
  tropDeRequetes: 'Trop de requêtes. Veuillez patienter avant de réessayer.',
  /** Idempotency-Key of the calls that produce a document or an e-mail (ADR 0024; no spec text). */
  cleIdempotenceInvalide: "L'en-tête Idempotency-Key doit contenir de 1 à 128 caractères parmi les lettres, les chiffres et « . _ ~ - ».",
  cleIdempotenceReutilisee: "Cette clé d'idempotence (Idempotency-Key) a déjà servi pour une autre demande.",
  /** A cookie-authenticated change that does not come from the application's own pages (ours). */
  requeteAutreSiteRefusee: "Cette action doit être faite depuis les pages de l'application : la demande venant d'un autre site est refusée.",
  tokenDemoRefuse: 'Le jeton de démonstration est indisponible lorsqu’un fournisseur d’identité réel est configuré.',
} as const;
