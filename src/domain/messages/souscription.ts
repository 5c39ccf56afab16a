import { ENTREPRISE } from './entreprise';
import { REFERENTIELS } from './referentiels';

/**
 * Subscription file, steps 1 to 3 (spec 02 §2, §3, §5, §8): frame, additional information,
 * participants, supporting documents, FIC. Word for word where the spec gives the text; texts it
 * describes without wording them are marked (ours).
 */
export const SOUSCRIPTION = {
  // Frame (§2).
  titre: (id: number | string) => `Souscription du projet N°${id}`,
  voirGaranties: 'Voir les garanties',
  onglets: {
    informationsComplementaires: 'Informations complémentaires',
    participants: 'Participants',
    piecesJustificatives: 'Justificatifs',
    signatureEtDocuments: 'Signature et documents',
  },
  enregistrementEnCours: 'Enregistrement en cours ...',
  attention: {
    titre: 'Attention !',
    texte:
      "L'enregistrement des informations saisies est impossible car des champs sont en erreur. Souhaitez-vous corriger les champs en erreur ou continuer et perdre les informations saisies ?",
    corriger: 'Corriger les champs',
    continuer: 'Continuer et perdre les informations saisies',
  },
  etape: (n: number) => `Etape ${n} sur 4`,
  listeDesProjets: 'Liste des projets',
  enregistrerEtContinuer: 'Enregistrer et continuer',
  retour: 'Retour',
  formulaireInvalide: 'Un ou plusieurs champs sont en erreur ou ne sont pas renseignés.',
  /** (ours) the read-only banner. */
  lectureSeule: 'Le dossier de souscription est en lecture seule : aucune modification ne peut être enregistrée.',
  /** (ours) a frozen field's hint. */
  champFige: 'Donnée figée à la souscription',
  /** (ours) the percentage next to a tab. */
  pourcentage: (n: number) => `${n} %`,

  // Step 1 (§2, §3, §5).
  informations: {
    info: 'Pour accéder à la signature électronique, les informations complémentaires doivent être saisies en totalité.',
    sections: {
      entreprise: 'Entreprise adhérente',
      interlocuteur: "Interlocuteur du suivi du dossier dans l'entreprise",
      cotisation: 'Cotisation',
      etudeMedicale: 'Étude médicale',
      adresse: 'Adresse du siège social',
    },
    aucunNafTrouve: REFERENTIELS.aucunNafTrouve,
    aucuneFormeJuridiqueTrouvee: REFERENTIELS.aucuneFormeJuridiqueTrouvee,
    aucuneFonctionTrouvee: REFERENTIELS.aucuneFonctionTrouvee,
    siretObligatoire: ENTREPRISE.siretObligatoire,
    siretInvalide: ENTREPRISE.siretInvalide,
    verificationSiretIndisponible: ENTREPRISE.verificationSiretIndisponible,
    telephoneInvalide: 'Le numéro de téléphone est invalide',
    /** (ours) a list's chevron. */
    afficherListe: (libelle: string) => `Afficher la liste : ${libelle}`,
    /** (ours) the labels. */
    libelles: {
      natureContrat: 'Nature du contrat',
      natureRegime: 'Nature du régime',
      raisonSociale: 'Raison sociale',
      siret: 'SIRET',
      formeJuridique: 'Forme juridique',
      activite: 'Activité',
      ccn: 'Convention collective',
      naf: 'Code NAF',
      dateCreation: 'Date de création administrative',
      numero: 'Numéro',
      voie: 'Voie',
      indiceRepetition: 'Indice de répétition',
      codePostal: 'Code postal',
      ville: 'Ville',
      telephoneEntreprise: "Téléphone de l'entreprise",
      civilite: 'Civilité',
      nom: 'Nom',
      prenom: 'Prénom',
      fonction: 'Fonction',
      telephone: 'Téléphone',
      email: 'E-mail',
      documentationEmail: 'Documentation contractuelle par e-mail',
      documentationPapier: 'Si cette option n’est pas choisie, la documentation contractuelle est envoyée par courrier.',
      modeCotisation: 'Mode de cotisation',
      payeur: 'Payeur de la cotisation des ayants droit',
      oui: 'Oui',
      non: 'Non',
    },
    civilites: { monsieur: 'Monsieur', madame: 'Madame' } as Record<string, string>,
    naturesContrat: { NOUVEAU: 'Nouvelle affaire', MODIFICATION: "Modification d'une adhésion existante" } as Record<string, string>,
    naturesRegime: { CREATION_REGIME: 'Création de régime', REPRISE_REGIME: "Reprise d'un régime existant" } as Record<string, string>,
    modesCotisation: {
      UNIQUE: 'Unique',
      ISOLE_FAMILLE: 'Isolé / Famille',
      PERSONNES: '1 personne / 2 personnes / 3 personnes et +',
      SALARIE_CONJOINT_ENFANT: 'Salarié seul / Conjoint seul / Enfant seul',
      SALARIE_ENFANT: 'Salarié + enfant(s) / Conjoint salarié + enfant(s)',
    } as Record<string, string>,
    payeurs: { ENTREPRISE_ADHERENTE: "L'entreprise adhérente", SALARIES: 'Les salariés' } as Record<string, string>,
    /** (ours) questions of the medical study (§5 gives their conditions). */
    etudeMedicale: {
      effectif_college_inferieur_6: 'Le collège assuré compte-t-il moins de 6 salariés ?',
      souscription_simultanee_et_effectif_global_superieur_5:
        "Une souscription simultanée est-elle faite pour un autre collège et l'effectif global est-il supérieur à 5 salariés ?",
      au_moins_un_salaire_superieur_4_fois_pass: 'Au moins un salarié a-t-il un salaire supérieur à 4 PASS ?',
      au_moins_un_salarie_en_arret_de_travail: "Au moins un salarié est-il en arrêt de travail total ou partiel à la date de la demande d'adhésion ?",
      beneficiaires_rente_education_conjoint: 'Des rentes éducation ou de conjoint sont-elles en cours de service ?',
      regimes: {
        TOUS_DISPENSES: 'Tous les salariés sont dispensés de questionnaire de santé.',
        CONCERNES: 'Seuls les salariés concernés doivent remplir un questionnaire de santé.',
        TOUS: 'Tous les salariés doivent remplir un questionnaire de santé.',
      },
    },
    // (ours) field refusals of the server check.
    champObligatoire: 'Ce champ est obligatoire.',
    dateCreationFuture: 'La date de création ne peut pas être postérieure à la date du jour.',
    dateInvalide: 'La date doit être au format AAAA-MM-JJ.',
    emailInvalide: "L'adresse e-mail est invalide",
    codePostalInvalide: REFERENTIELS.codePostalInvalide,
    villeInconnue: "La ville ne correspond pas au code postal.",
    formeJuridiqueInconnue: "La forme juridique n'existe pas.",
    activiteInconnue: "L'activité ne correspond pas à la forme juridique.",
    modeCotisationIndisponible: "Ce mode de cotisation n'est pas proposé pour ce projet.",
    indiceRepetitionInconnu: "L'indice de répétition n'existe pas.",
    payeurNonAttendu: "Le payeur n'est pas demandé pour ce mode de cotisation.",
    natureRegimeNonAttendue: "La nature du régime n'est demandée qu'en prévoyance pour une nouvelle affaire.",
  },

  // Step 2 (§2, §5).
  participants: {
    banniere: 'La liste des participants à affilier peut être importée ou saisie en ligne.',
    methodes: { IMPORTER: 'Importer les participants à affilier', AUTRES_MODES: "Autres modes d'affiliation" } as Record<string, string>,
    /** (ours) labels of the three modes. */
    modes: { espace_entreprise: 'Espace entreprise', dsn: 'DSN', dia_papier: "Bulletins individuels d'affiliation papier" } as Record<string, string>,
    /** (ours) the confirmation's wording (the spec asks for one). */
    confirmationAutresModes: "Les participants déjà saisis ou importés ne seront plus pris en compte. Confirmez-vous le choix d'un autre mode d'affiliation ?",
    /** (ours) */
    delaiAutresModes: "Pour les participants affiliés par un autre mode, le traitement après l'adhésion de l'entreprise demande un délai supplémentaire.",
    auMoinsUnArretTravail:
      "Au moins un des salariés doit être concerné par un arrêt de travail total ou partiel à la date d'établissement de la demande d'adhésion.",
    auMoinsUnSalaire4Pass: 'Au moins un des salariés doit être concerné par un salaire excédant 4 PASS.',
  },

  // Step 3 (§5, §8).
  pieces: {
    fichiersManquants: (n: number) => `Des fichiers sont manquants. Veuillez charger ${n} fichiers valides.`,
    entreMinEtMax: (min: number, max: number) => `Merci de charger entre ${min} et ${max} fichiers.`,
    plusieursNonChargeables: 'Un ou plusieurs fichiers ne peuvent pas être chargés. Veuillez vérifier leur taille et format.',
    unNonChargeable: 'Ce fichier ne peut pas être chargé. Veuillez vérifier sa taille et son format.',
    compteur: (n: number, max: number) => `Fichier(s) ${n} / ${max}`,
    tropDeFichiers: (n: number) => `Impossible d'enregistrer plus de ${n} fichiers.`,
    erreurSuppression: 'Erreur lors de la suppression de la pièce justificative',
    erreurAjoutUne: "Erreur lors de l'ajout de la pièce justificative",
    erreurAjoutPlusieurs: "Erreur lors de l'ajout des pièces justificatives",
  },

  // FIC (§2, §5, §8).
  fic: {
    aucunFichier: 'Aucun fichier sélectionné',
    formatPdf: 'Le fichier doit être au format pdf et ne doit pas dépasser 10Mo',
    erreurAjout: "Erreur lors de l'ajout de la fiche d'informations et de conseils",
    erreurSuppression: "Erreur lors de la suppression de la fiche d'informations et de conseils",
  },

  // Load and save (§8).
  erreurChargement: 'Erreur lors du chargement de la souscription',
  erreurEnregistrement: "Échec de l'enregistrement de la souscription",
  erreurObtentionFonctions: REFERENTIELS.erreurObtentionFonctions,
  erreurRecuperationVilles: REFERENTIELS.erreurRecuperationVilles,
  erreurObtentionNafs: REFERENTIELS.erreurObtentionNafs,
  modeCotisationInconnu: (code: string) => `Mode de cotisation inconnu : ${code}`,

  // Step 4 when the file is not complete (§2); the signature itself is another issue.
  dossierIncomplet: 'Pour accéder à la signature électronique, le dossier de souscription doit être rempli en ligne à 100%.',
  finaliser: 'Finaliser le dossier',
  /** (ours) */

  // Server refusals (ours).
  souscriptionIntrouvable: (id: number | string) => `Aucune souscription n'a été démarrée pour le projet ${id}.`,
  souscriptionLectureSeule: 'Le dossier de souscription est en lecture seule : il ne peut plus être modifié.',
} as const;
