import { raisonPourNomDeFichier } from '../nom-fichier';

/**
 * Electronic signature transactions (spec 02 §2 step 4, §8; brief §4): the spec's texts word for
 * word, and ours (marked) where the spec only names the case. The signer's own checks are SIGNATURE.
 */
export const SIGNATURE_TRANSACTION = {
  // 02 §8, word for word.
  aucuneUrl: (id: number) => `Aucune url de signature récupérée pour le projet ${id}.`,
  signatureIndisponible: 'Nous rencontrons des difficultés techniques. La signature électronique est momentanément indisponible. Réessayez plus tard.',
  mailAccesEnvoye: 'Le mail d’accès à la signature électronique a été envoyé à votre client.',
  mailAccesEchec: "Nous rencontrons des difficultés techniques. La demande d'envoi d'email n'a pas abouti. Réessayez plus tard.",
  // 02 §2 step 4, word for word.
  signeeLe: (date: string) => `Demande d’adhésion signée le ${date}`,
  refuseeLe: (date: string) => `Refus de signature le ${date}`,
  // Step 4's signature section (ours: the spec names the dialogs and their fields).
  sectionSignature: 'Signature électronique de la demande d’adhésion',
  signer: 'Signer la demande d’adhésion',
  reprendre: 'Reprendre la signature',
  enAttente: 'Une signature est en cours pour ce projet : reprenez-la, ou attendez le retour du client.',
  titreSignataire: 'Signataire de la demande d’adhésion',
  champs: {
    civilite: 'Civilité',
    nom: 'Nom',
    prenom: 'Prénom',
    dateNaissance: 'Date de naissance',
    fonction: 'Fonction',
    telephonePortable: 'Téléphone portable',
    email: 'E-mail',
  },
  /** After the date field's own format help. */
  aideDateNaissance: (aujourdhui: string) => `Au plus tard le ${aujourdhui}.`,
  aideTelephone: 'Le code de signature est envoyé par SMS sur ce portable.',
  enregistrer: 'Enregistrer',
  annuler: 'Annuler',
  titreMode: 'Mode de signature',
  modes: {
    FACE_A_FACE: { titre: 'Face à face', texte: 'Le client signe maintenant, sur cet écran, avec le code reçu par SMS.' },
    A_DISTANCE: { titre: 'À distance', texte: 'Le client reçoit un e-mail avec un lien pour signer seul.' },
  },
  valider: 'Valider',
  /** Ours: a remote transaction waiting, the access e-mail sent once more (a new send, within the e-mail limit). */
  renvoyerMailAcces: "Renvoyer l'e-mail d'accès",
  mailAccesRenvoye: 'L’e-mail d’accès à la signature électronique a été renvoyé à votre client.',
  redirection: 'Ouverture de la page de signature…',
  // Ours.
  signataireRequis: 'Renseignez le signataire avant de lancer la signature.',
  dossierIncomplet: 'Pour accéder à la signature électronique, le dossier de souscription doit être rempli en ligne à 100%.',
  dejaSignee: 'La demande d’adhésion de ce projet est déjà signée.',
  transactionIntrouvable: 'Transaction de signature introuvable.',
  transactionCloturee: 'Cette transaction de signature est terminée.',
  aucuneTransactionCloturee: (id: number) => `Aucune transaction de signature clôturée pour le projet ${id}.`,
  rappelInvalide: 'Rappel de signature refusé : signature, horodatage ou contenu invalide.',
  rappelNonVerifiable: 'Rappel de signature non traité : son état n’a pas pu être vérifié auprès du prestataire. Il le sera à sa prochaine présentation.',
  fournisseurNonConfigure: 'Ce prestataire de signature n’est pas celui configuré.',
  statutInvalide: 'Le statut de retour doit valoir OK, CANCEL, SUSPEND ou ERROR.',
  causes: {
    TRANSACTION_INCONNUE: 'Transaction de signature inconnue.',
    TRANSACTION_DEJA_CLOTUREE: 'La transaction de signature est déjà clôturée avec un autre résultat.',
    STATUT_INCOHERENT: 'Le résultat de la signature ne correspond pas à celui transmis par le prestataire.',
    TRANSACTION_EXPIREE: 'La transaction de signature a expiré.',
  } as Record<string, string>,
  // Ours (issue 27 item 4): a refusal is not a dead end. Step 4 says who refused, when and why; the broker is told by e-mail.
  refusPar: (signataire: string, dateHeure: string) => `${signataire} a refusé de signer la demande d’adhésion le ${dateHeure}.`,
  refusSansNom: (dateHeure: string) => `Le signataire a refusé de signer la demande d’adhésion le ${dateHeure}.`,
  motifRefus: 'Motif indiqué par le signataire',
  aucunMotif: 'Aucun motif indiqué par le signataire.',
  refusSuite: 'Modifiez le dossier ou le signataire si besoin, puis relancez la signature : une nouvelle demande est envoyée.',
  modifierEtRelancer: 'Modifier et relancer',
  signataireInconnu: 'Le signataire',
  mailRefusObjet: (raisonSociale: string) => `${raisonSociale} : signature de la demande d’adhésion refusée`,
  mailRefusTexte: (r: { courtier: string | null; raisonSociale: string; signataire: string; date: string; motif: string | null; lien: string }) =>
    [
      r.courtier ? `Bonjour ${r.courtier},` : 'Bonjour,',
      '',
      `${r.signataire} a refusé de signer la demande d’adhésion de ${r.raisonSociale} le ${r.date}.`,
      '',
      r.motif ? `Motif indiqué : « ${r.motif} »` : 'Aucun motif n’a été indiqué.',
      '',
      `Pour modifier le dossier et relancer la signature : ${r.lien}`,
      '',
      'Collectif Courtage',
    ].join('\n'),
  // Issue 28 item 3: the broker is told of a signature too, by the same outbox, once.
  mailSigneeObjet: (raisonSociale: string) => `${raisonSociale} : demande d’adhésion signée`,
  mailSigneeTexte: (r: { courtier: string | null; raisonSociale: string; signataire: string; date: string; lien: string }) =>
    [
      r.courtier ? `Bonjour ${r.courtier},` : 'Bonjour,',
      '',
      `${r.signataire} a signé la demande d’adhésion de ${r.raisonSociale} le ${r.date}.`,
      '',
      `Le document signé et sa preuve sont disponibles dans le dossier : ${r.lien}`,
      '',
      'Collectif Courtage',
    ].join('\n'),
  mailAccesObjet: (raisonSociale: string) => `${raisonSociale} : votre demande d’adhésion à signer`,
  mailAccesTexte: (prenom: string, nom: string, raisonSociale: string, lien: string, courtier: string) =>
    `Bonjour ${prenom} ${nom},\n\nVotre conseiller ${courtier} vous invite à signer électroniquement la demande d’adhésion de ${raisonSociale} au contrat collectif.\n\nPour signer, ouvrez ce lien : ${lien}\n\nUn code de confirmation vous sera envoyé par SMS sur votre téléphone portable.\n\nCordialement,\n${courtier}`,
  nomDocumentSigne: (raisonSociale: string) => `Demande d'adhesion signee - ${raisonPourNomDeFichier(raisonSociale)}.pdf`,
  nomPreuve: (raisonSociale: string, extension: 'json' | 'pdf' = 'json') => `Preuve de signature - ${raisonPourNomDeFichier(raisonSociale)}.${extension}`,
} as const;

/** The built-in simulator's page (brief §4.6): clearly labelled, for demonstration and tests only. */
export const SIMULATEUR_SIGNATURE = {
  titre: 'Simulateur de signature électronique',
  bandeau: 'Simulateur : aucun document n’est réellement signé. Ce prestataire sert aux démonstrations et aux tests.',
  documents: 'Documents à signer',
  signataire: 'Signataire',
  telephone: (masque: string) => `Le code de signature sera envoyé par SMS au ${masque}.`,
  recevoirCode: 'Recevoir le code par SMS',
  recevoirNouveauCode: 'Recevoir un nouveau code',
  /** After the ask, in this page view. */
  codeEnvoye: (masque: string) => `Code envoyé par SMS au ${masque}.`,
  /** Opened again after an earlier ask: the code sent then still signs. */
  codeDejaEnvoye: (masque: string) => `Un code a déjà été envoyé par SMS au ${masque}.`,
  /** Demonstration (mail capture active): where the "SMS" is read. */
  demonstration: 'Démonstration : aucun SMS n’est réellement envoyé. Le code est déposé dans la boîte de démonstration du cabinet.',
  consulterBoite: 'Consultez la boîte de démonstration',
  ouvrirBoite: 'Ouvrir la boîte de démonstration',
  nouvelOnglet: '(nouvel onglet)',
  code: 'Code reçu par SMS',
  signer: 'Signer',
  refuser: 'Refuser',
  motif: 'Motif du refus',
  interrompre: 'Interrompre',
  erreur: 'Provoquer une erreur',
  codeInvalide: 'Code incorrect.',
  codeRequis: 'Demandez le code par SMS puis saisissez-le.',
  termine: 'Cette demande de signature est terminée.',
  /** The "SMS" in the boîte de démonstration: its sender, its subject line (to the masked number) and its text. */
  smsExpediteur: 'Simulateur de signature',
  smsObjet: (masque: string) => `SMS au ${masque} : votre code de signature`,
  smsTexte: (code: string) => `Votre code de signature électronique : ${code}. Ne le communiquez à personne.`,
  introuvable: 'Demande de signature introuvable.',
} as const;
