/**
 * Subscription steps 2 (participants) and 3 (justificatifs) and the FIC (spec 02 §2, §5, §8;
 * brief §2, §6). Spec texts word for word; the others are ours.
 */
export const SOUSCRIPTION_PARTICIPANTS = {
  titre: 'Participants',
  banniere: 'La liste des participants à affilier peut être importée à partir du modèle de fichier ou saisie en ligne.',
  methode: "Méthode d'affiliation",
  mode: "Mode d'affiliation",
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
  aideImport: 'Le modèle rempli (xlsx, 10 Mo au plus) : ses participants s’ajoutent à la liste ci-dessous ou la remplacent, à votre choix. Ou saisissez-les en ligne.',
  aideSaisie: 'Astuce : des lignes copiées d’un tableur (Nom, Prénom, Date de naissance…) collées dans une case remplissent la liste ; Entrée dans la dernière case ajoute un participant.',
  choixImport: {
    titre: 'Importer le fichier',
    texte: (n: number) =>
      `La liste contient déjà ${n > 1 ? `${n} participants` : n === 1 ? 'un participant' : 'des participants saisis'}. Ajouter les participants du fichier à la liste, ou remplacer la liste par le fichier ?`,
    ajouter: 'Ajouter',
    remplacer: 'Remplacer',
    annuler: 'Annuler',
  },
  importAjoute: (n: number, doublons: number) =>
    `${n > 1 ? `${n} participants ont été ajoutés` : n === 1 ? '1 participant a été ajouté' : 'Aucun participant ajouté'}${doublons ? ` ; ${doublons > 1 ? `${doublons} participants déjà présents n'ont pas été ajoutés` : "1 participant déjà présent n'a pas été ajouté"} en double` : ''}.`,
  quitter: {
    titre: 'Participants non enregistrés',
    texte: 'Des participants saisis ne sont pas enregistrés. Restez sur la page pour les enregistrer, ou quittez-la : ils seront perdus.',
    rester: 'Rester sur la page',
    partir: 'Quitter sans enregistrer',
  },
  erreursImport: 'Erreurs du fichier',
  etapeIncomplete: 'Pour compléter cette étape :',
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
  tropAvecExistants: (n: number, existants: number, effectif: number) =>
    `Le fichier ajoute ${n} participant${n > 1 ? 's' : ''} aux ${existants} déjà saisis : plus que l'effectif du collège (${effectif}). Choisissez « Remplacer » ou retirez des lignes.`,
  modeImportInvalide: "Le mode d'import doit être ajouter ou remplacer.",
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
  // The workbook refused by its zip's inspection, before it is read (issue 25): one message per cause.
  classeurTropDElements: (max: number) => `Le classeur contient trop d'éléments (${max} au plus) : utilisez le modèle de fichier.`,
  classeurElementsNonAutorises:
    'Le classeur contient des éléments non autorisés (images, macros, liens externes ou objets incorporés) : enregistrez-le de nouveau sans ces éléments.',
  classeurTropVolumineux: (mo: number) => `Le classeur est trop volumineux une fois décompressé (${mo} Mo au plus).`,
  classeurFeuillesTropVolumineuses: (mo: number) =>
    `Les feuilles du classeur sont trop volumineuses une fois décompressées (${mo} Mo au plus) : n'y laissez que les participants à affilier.`,
  classeurCompressionAnormale: 'Le classeur contient des données anormalement compressées : enregistrez-le de nouveau depuis votre tableur.',
  classeurEndommage: 'Le classeur est endommagé (un de ses éléments ne correspond pas à ce qu’il annonce) : enregistrez-le de nouveau depuis votre tableur.',
} as const;

/** Step 3 'Justificatifs' (02 §2, §5, §8). */
export const SOUSCRIPTION_PIECES = {
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
  // Ours (issue 27 item 7): each refused file says why, a fake file apart from an oversized one.
  motifsFichier: {
    VIDE: 'Ce fichier est vide : il ne peut pas être chargé.',
    TROP_VOLUMINEUX: 'Ce fichier dépasse 10 Mo (10 485 760 octets) : il ne peut pas être chargé.',
    EXTENSION: 'Ce format n’est pas accepté : chargez un fichier PNG, JPG, JPEG ou PDF.',
    TYPE_DECLARE: 'Le contenu de ce fichier ne correspond pas à son extension : il ne peut pas être chargé.',
    CONTENU: 'Le contenu de ce fichier ne correspond pas à son extension : il ne peut pas être chargé.',
    ILLISIBLE: 'Ce fichier est illisible ou endommagé : il ne peut pas être chargé.',
  },
  fichierMotif: (nom: string, message: string) => `${nom} : ${message}`,
  // Ours (issue 25 item 3).
  contenuActif: 'Ce fichier PDF contient du contenu actif (JavaScript, pièce jointe, lancement d’application) : il ne peut pas être chargé.',
  // 02 §8, word for word.
  erreurSuppression: 'Erreur lors de la suppression de la pièce justificative',
  erreurAjout: "Erreur lors de l'ajout de la pièce justificative",
  erreurAjoutPlusieurs: "Erreur lors de l'ajout des pièces justificatives",
  // Ours.
  aucunFichier: 'Aucun fichier sélectionné',
  codeInconnu: (code: string) => `La pièce « ${code} » n'est pas attendue pour ce dossier de souscription.`,
  codeImport: 'Le fichier des participants se charge depuis l’étape Participants.',
  allerParticipants: 'Aller à l’étape Participants',
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
  modele: 'Modèle de la fiche',
  telechargerModele: 'Télécharger le modèle de l’assureur pour ce projet',
  deposer: 'Déposer la fiche signée (pdf)',
  remplacer: 'Remplacer la fiche',
  // 02 §5, §8, word for word.
  aucunFichier: 'Aucun fichier sélectionné',
  formatTaille: 'Le fichier doit être au format pdf et ne doit pas dépasser 10Mo',
  // Ours (issue 25 item 3).
  contenuActif: 'Ce fichier PDF contient du contenu actif (JavaScript, pièce jointe, lancement d’application) : il ne peut pas être chargé.',
  erreurAjout: "Erreur lors de l'ajout de la fiche d'informations et de conseils",
  erreurSuppression: "Erreur lors de la suppression de la fiche d'informations et de conseils",
  introuvable: "Aucune fiche d'informations et de conseils n'a été déposée pour ce projet.",
  modeleInvalide: 'Le champ « modele_fournisseur » doit valoir true ou false.',
  nomModele: (produit: string) => `FIC - Fiche d'informations et de conseils ${produit}`,
  nomFichierModele: (produit: string, id: number) => `FIC ${produit} projet ${id}.pdf`,
  // The provider's model (brief §2.2: C. ass. L521-2 and L521-4).
  pdf: {
    titre: "Fiche d'informations et de conseils",
    sousTitre: (produit: string, id: number, raisonSociale: string) => `${produit} · Projet n°${id} · ${raisonSociale}`,
    pied: (id: number) => `FIC · projet n°${id}`,
    intro:
      "Document remis avant la souscription, en application des articles L521-2 et L521-4 du Code des assurances (directive sur la distribution d'assurances). Il présente l'intermédiaire, recueille les exigences et les besoins de l'entreprise et motive le conseil donné.",
    sectionIntermediaire: "1. L'intermédiaire (art. L521-2 du Code des assurances)",
    intermediaire: (distributeur: string, conseiller: string): [string, string][] => [
      ['Intermédiaire', `Distributeur ${distributeur}`],
      ['Conseiller', conseiller],
      ['Catégorie', "Courtier en assurance (article L511-1 du Code des assurances), inscrit au registre unique des intermédiaires de l'ORIAS"],
      ['N° ORIAS', 'À compléter : vérifiable sur www.orias.fr'],
      ['Liens avec des assureurs', "Aucune participation, directe ou indirecte, de 10 % ou plus des droits de vote ou du capital d'une entreprise d'assurance, ni d'une entreprise d'assurance dans l'intermédiaire, sauf mention contraire ci-après : ______"],
      ['Analyse du marché', "Conseil fondé sur une analyse d'un nombre suffisant de contrats offerts sur le marché (article L521-2, II, 1° b)"],
    ],
    remuneration: (type: string, taux: number) => `Rémunération : commission incluse dans la cotisation (${type}, ${String(taux).replace('.', ',')} % de la cotisation).`,
    sectionReclamations: '2. Réclamations et médiation',
    reclamations: [
      "Toute réclamation peut être adressée à l'intermédiaire par écrit ; il en accuse réception sous 10 jours ouvrables et y répond sous deux mois au plus.",
      "En cas de désaccord persistant : La Médiation de l'Assurance, TSA 50110, 75441 Paris Cedex 09 (www.mediation-assurance.org).",
      'Autorité de contrôle : Autorité de contrôle prudentiel et de résolution (ACPR), 4 place de Budapest, CS 92459, 75436 Paris Cedex 09.',
    ],
    sectionBesoins: "3. Exigences et besoins de l'entreprise (art. L521-4)",
    besoins: {
      entreprise: 'Entreprise',
      siret: 'SIRET',
      ccn: 'Convention collective',
      effectif: 'Effectif global',
      college: 'Collège assuré',
      dateEffet: "Date d'effet souhaitée",
      contratExistant: 'Contrat santé en cours',
      contratRemplace: 'Oui : remplacé par résiliation infra-annuelle (mandat RIA)',
      aucunContrat: 'Non déclaré',
      masseSalariale: 'Assiette des cotisations',
      obligationCadre: 'Obligation conventionnelle',
      cadre150: "Cadres : 1,50 % de la tranche 1 à la charge de l'employeur (ANI du 17 novembre 2017, art. 7)",
      budget: "Budget et part de l'employeur",
      aCompleter: 'À compléter avec le client : ______',
      nonRenseigne: 'Non renseigné',
    },
    sectionConseil: '4. Conseil et motivation',
    conseil: (produit: string, bareme: string) => [
      `Le contrat ${produit} proposé (barème ${bareme}) répond aux exigences et aux besoins exprimés ci-dessus : couverture collective et obligatoire du collège désigné, garanties conformes aux minima de la convention collective, cotisation exprimée selon la structure retenue.`,
      "Motifs du conseil : ______",
      "Le client reconnaît avoir reçu, avant la souscription, la présente fiche, le document d'information sur le produit et la notice d'information.",
    ],
    sectionSignatures: '5. Signatures',
    faitLe: 'Fait à ____________________, le ____ / ____ / ________',
    signatureClient: "Signature du représentant de l'entreprise",
    signatureIntermediaire: "Signature de l'intermédiaire",
    produits: { SSC: 'Santé collective', SPC: 'Prévoyance collective' } as Record<string, string>,
    colleges: { TOUS: "Ensemble du personnel", CADRE: 'Cadres', NON_CADRE: 'Non-cadres' } as Record<string, string>,
    masses: { T1: 'Tranche 1', T12: 'Tranches 1 et 2' } as Record<string, string>,
  },
} as const;
