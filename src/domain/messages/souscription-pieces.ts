/**
 * Subscription steps 2 (participants) and 3 (justificatifs) and the FIC (spec 02 §2, §5, §8;
 * brief §2, §6). Spec texts word for word; the others are ours.
 */
export const SOUSCRIPTION_PARTICIPANTS = {
  etape: 'Etape 2 sur 4',
  titre: 'Participants',
  banniere: 'La liste des participants à affilier peut être importée à partir du modèle de fichier ou saisie en ligne.',
  methodeImporter: 'Importer les participants à affilier',
  methodeAutresModes: "Autres modes d'affiliation",
  confirmationAutresModes: {
    titre: "Changer de méthode d'affiliation",
    texte: "Les participants seront affiliés par un autre mode que l'import du fichier. Confirmez-vous ce changement ?",
    confirmer: 'Confirmer',
    annuler: 'Annuler',
  },
  modes: {
    espace_entreprise: "Saisie par l'entreprise dans son espace entreprise",
    dsn: 'Affiliation par la DSN',
    dia_papier: "Bulletins individuels d'affiliation papier",
  } as Record<string, string>,
  delaiAutresModes:
    "Avec un autre mode d'affiliation, le traitement des participants après l'adhésion de l'entreprise demande un délai supplémentaire.",
  telechargerModele: 'Télécharger le modèle de fichier',
  importer: 'Importer le fichier',
  importReussi: (n: number) => (n > 1 ? `${n} participants ont été importés.` : `${n} participant a été importé.`),
  ajouter: 'Ajouter un participant',
  supprimer: 'Supprimer',
  participant: (n: number) => `Participant ${n}`,
  compteur: (n: number, effectif: number) => `${n} participant(s) complet(s) sur ${effectif}`,
  champs: {
    nom: 'Nom',
    prenom: 'Prénom',
    dateNaissance: 'Date de naissance',
    salaireReferenceExcede4Pass: 'Salaire de référence supérieur à 4 PASS',
    arretTravailALaDateDeDemandeAdhesion: "En arrêt de travail à la date de la demande d'adhésion",
  },
  oui: 'Oui',
  non: 'Non',
  retour: 'Retour',
  enregistrerEtContinuer: 'Enregistrer et continuer',
  // 02 §5, word for word.
  auMoinsUnArretTravail:
    "Au moins un des salariés doit être concerné par un arrêt de travail total ou partiel à la date d'établissement de la demande d'adhésion.",
  auMoinsUnSalaire4Pass: 'Au moins un des salariés doit être concerné par un salaire excédant 4 PASS.',
  nombreParticipants: (n: number, effectif: number) =>
    `Le nombre de participants complets (${n}) doit être égal à l'effectif du collège (${effectif}).`,
  trop: (effectif: number) => `Le nombre de participants ne peut pas dépasser l'effectif du collège (${effectif}).`,
  nomObligatoire: 'Le nom est obligatoire.',
  prenomObligatoire: 'Le prénom est obligatoire.',
  nomInvalide: 'Le nom ne peut contenir que des lettres, des espaces, des tirets et des apostrophes.',
  prenomInvalide: 'Le prénom ne peut contenir que des lettres, des espaces, des tirets et des apostrophes.',
  dateNaissanceObligatoire: 'La date de naissance est obligatoire.',
  dateNaissanceInvalide: "La date de naissance n'est pas une date valide.",
  dateNaissanceFuture: "La date de naissance ne peut pas être postérieure à aujourd'hui.",
  reponseObligatoire: 'Veuillez répondre à la question.',
  lectureSeule: 'Le projet est en lecture seule : les participants ne peuvent pas être modifiés.',
  methodeInvalide: "La méthode d'affiliation doit être IMPORTER ou AUTRES_MODES.",
  modeInvalide: "Le mode d'affiliation doit être espace_entreprise, dsn ou dia_papier.",
} as const;

/** Participant template and import (brief §6). */
export const IMPORT_PARTICIPANTS = {
  feuilleParticipants: 'Participants',
  feuilleInstructions: 'Instructions',
  entetes: {
    nom: 'Nom*',
    prenom: 'Prénom*',
    dateNaissance: 'Date de naissance* (JJ/MM/AAAA)',
    salaire: 'Salaire de référence > 4 PASS (Oui/Non)',
    arret: "En arrêt de travail à la date de la demande d'adhésion (Oui/Non)",
  },
  libellesColonnes: {
    nom: 'Nom',
    prenom: 'Prénom',
    dateNaissance: 'Date de naissance',
    salaireReferenceExcede4Pass: 'Salaire de référence > 4 PASS',
    arretTravailALaDateDeDemandeAdhesion: "En arrêt de travail à la date de la demande d'adhésion",
  } as Record<string, string>,
  instructionsTitre: 'Import des participants à affilier : mode d’emploi',
  instructions: (effectifMax: number, salaire: boolean, arret: boolean): string[] => [
    'Une ligne par salarié à affilier, dans la feuille « Participants », à partir de la ligne 2.',
    'Les colonnes marquées d’un astérisque (*) sont obligatoires : Nom, Prénom, Date de naissance.',
    'La date de naissance s’écrit JJ/MM/AAAA (par exemple 14/07/1985) ; elle ne peut pas être postérieure à aujourd’hui.',
    ...(salaire || arret ? ['Les colonnes Oui/Non se remplissent avec la liste proposée dans la cellule.'] : []),
    'Ne renommez ni les feuilles ni les en-têtes de colonnes, et n’insérez pas de colonne.',
    `Nombre maximum de lignes : l’effectif du collège assuré (au plus ${effectifMax}).`,
    'Exemple de ligne : DUPONT | Marie | 14/07/1985' + (salaire ? ' | Non' : '') + (arret ? ' | Non' : ''),
    'Données personnelles : ne saisissez que les informations demandées ; le fichier sert uniquement à l’affiliation des salariés au contrat.',
    'Le fichier est importé en entier ou pas du tout : en cas d’erreur, corrigez les lignes signalées et importez-le de nouveau.',
  ],
  versionLibelle: 'Version du modèle',
  nomFichierModele: (produit: string) => `Participants à affilier ${produit}.xlsx`,
  // File-level problems: one message.
  pasUnClasseur: "Le fichier n'est pas un classeur Excel (.xlsx) lisible.",
  aucunParticipant: 'Le fichier ne contient aucun participant.',
  colonneManquante: (colonne: string) => `Le fichier ne contient pas la colonne « ${colonne} » : utilisez le modèle de fichier.`,
  tropDeLignes: (n: number, effectif: number) =>
    `Le fichier contient ${n} participants, plus que l'effectif du collège (${effectif}).`,
  modeleObsolete: (trouve: string, attendu: string) =>
    `Le modèle de fichier utilisé (${trouve}) ne correspond pas à ce projet (${attendu}) : téléchargez le modèle à jour.`,
  // Row-level problems: 'Ligne n – Colonne : …' (brief §6.3).
  ligne: (ligne: number, colonne: string, texte: string) => `Ligne ${ligne} – ${colonne} : ${texte}`,
  champObligatoire: 'champ obligatoire.',
  dateInvalide: (valeur: string) => `« ${valeur} » n'est pas une date valide (JJ/MM/AAAA).`,
  dateFuture: (valeur: string) => `« ${valeur} » est postérieure à aujourd'hui.`,
  dateTropAncienne: (valeur: string) => `« ${valeur} » est antérieure au 01/01/1900.`,
  nomInvalide: (valeur: string) => `« ${valeur} » ne doit contenir que des lettres, des espaces, des tirets et des apostrophes.`,
  ouiNonInvalide: (valeur: string) => `« ${valeur} » doit valoir Oui ou Non.`,
  formule: 'les formules ne sont pas acceptées.',
  doublon: (autreLigne: number) => `participant en double (même nom, prénom et date de naissance qu'à la ligne ${autreLigne}).`,
  autresErreurs: (n: number) => `… et ${n} autre${n > 1 ? 's' : ''} erreur${n > 1 ? 's' : ''}.`,
  resume: (n: number) =>
    n > 1 ? `Le fichier contient ${n} erreurs : aucun participant n'a été importé.` : "Le fichier contient une erreur : aucun participant n'a été importé.",
  formatImport: 'Le fichier doit être un classeur Excel (.xlsx) et ne doit pas dépasser 10 Mo.',
} as const;

/** Step 3 'Justificatifs' (02 §2, §5, §8). */
export const SOUSCRIPTION_PIECES = {
  etape: 'Etape 3 sur 4',
  titre: 'Justificatifs',
  sectionEntreprise: 'Pièces justificatives de l’entreprise',
  sectionComplementaire: 'Pièces complémentaires',
  libelles: {
    import_participants: 'Fichier des participants à affilier',
    dsn: 'Mandat de prélèvement SEPA des cotisations payées par la DSN',
    rib: "Relevé d'identité bancaire (RIB) de l'entreprise",
    ria: 'Mandat de résiliation infra-annuelle',
    sec: 'État des sinistres en cours',
    dia: "Bulletins individuels d'affiliation (DIA)",
  } as Record<string, string>,
  facultatif: 'Facultatif',
  formats: 'Formats acceptés : png, jpg, jpeg, pdf ; 10 Mo au plus par fichier.',
  formatsImport: 'Format accepté : xlsx ; 10 Mo au plus.',
  choisir: 'Choisir un fichier',
  choisirPlusieurs: 'Choisir des fichiers',
  enCours: 'Chargement en cours…',
  telecharger: 'Télécharger',
  supprimer: 'Supprimer',
  retour: 'Retour',
  continuer: 'Continuer',
  // 02 §5, word for word.
  compteur: (n: number, max: number) => `Fichier(s) ${n} / ${max}`,
  tropDeFichiers: (n: number) => `Impossible d'enregistrer plus de ${n} fichiers.`,
  fichiersManquants: (n: number) => `Des fichiers sont manquants. Veuillez charger ${n} fichiers valides.`,
  entreMinEtMax: (min: number, max: number) => `Merci de charger entre ${min} et ${max} fichiers.`,
  fichiersRefuses: 'Un ou plusieurs fichiers ne peuvent pas être chargés. Veuillez vérifier leur taille et format.',
  fichierRefuse: 'Ce fichier ne peut pas être chargé. Veuillez vérifier sa taille et son format.',
  // 02 §8, word for word.
  erreurSuppression: 'Erreur lors de la suppression de la pièce justificative',
  erreurAjout: "Erreur lors de l'ajout de la pièce justificative",
  erreurAjoutPlusieurs: "Erreur lors de l'ajout des pièces justificatives",
  // Ours.
  aucunFichier: 'Aucun fichier sélectionné',
  codeInconnu: (code: string) => `La pièce « ${code} » n'est pas attendue pour ce dossier de souscription.`,
  codeImport: 'Le fichier des participants se charge depuis l’étape Participants.',
  pieceIntrouvable: 'Pièce justificative introuvable.',
  lectureSeule: 'Le projet est en lecture seule : les pièces justificatives ne peuvent pas être modifiées.',
  souscriptionIntrouvable: (id: number) => `Aucune souscription n'a été démarrée pour le projet n°${id}.`,
} as const;

/** Fiche d'informations et de conseils (02 §2, §5, §8; brief §2.2). */
export const SOUSCRIPTION_FIC = {
  titre: "Fiche d'informations et de conseils",
  groupe: 'Information et Conseil',
  modelePropre: 'Mon propre modèle',
  modeleFournisseur: 'Le modèle de l’assureur',
  // 02 §5, §8, word for word.
  aucunFichier: 'Aucun fichier sélectionné',
  formatTaille: 'Le fichier doit être au format pdf et ne doit pas dépasser 10Mo',
  erreurAjout: "Erreur lors de l'ajout de la fiche d'informations et de conseils",
  erreurSuppression: "Erreur lors de la suppression de la fiche d'informations et de conseils",
  introuvable: "Aucune fiche d'informations et de conseils n'a été déposée pour ce projet.",
  modeleInvalide: 'Le champ « modele_fournisseur » doit valoir true ou false.',
  nomModele: (produit: string) => `FIC - Fiche d'informations et de conseils ${produit}`,
  nomFichierModele: (produit: string, id: number) => `FIC ${produit} projet ${id}.pdf`,
} as const;
