/**
 * A projet's history (issue 28 item 1): the 'Historique' panel of the projet and subscription
 * pages and the labels of its entries. Who, when (Paris time), what.
 */
export const HISTORIQUE = {
  titre: 'Historique',
  aucunEvenement: 'Aucun événement enregistré pour ce dossier.',
  chargement: 'Chargement de l’historique…',
  erreurChargement: 'L’historique n’a pas pu être chargé.',
  plusAnciens: 'Événements plus anciens',
  plusRecents: 'Événements plus récents',
  pagination: 'Pagination de l’historique',
  pageSur: (page: number, pages: number) => `Page ${page} sur ${pages}`,
  quand: 'Date',
  qui: 'Par',
  quoi: 'Événement',
  pageInvalide: (max: number) => `Le paramètre page doit être un entier entre 1 et ${max}.`,
  tailleInvalide: (max: number) => `Le paramètre taille doit être un entier entre 1 et ${max}.`,

  // Who acted (the broker is named; a participant never is).
  acteurSignataire: 'le signataire',
  acteurPrestataire: 'le prestataire de signature',
  acteurAdmin: 'un administrateur',
  acteurCourtier: 'le courtier',

  // What happened, one label per event type.
  evenements: {
    PROJET_CREE: 'Projet créé',
    PROJET_ENREGISTRE: 'Projet modifié et enregistré',
    ETUDE_GENEREE: 'Étude personnalisée générée',
    ETUDE_ENVOYEE: 'Étude personnalisée envoyée par e-mail',
    SOUSCRIPTION_DEMARREE: 'Souscription démarrée',
    ETAPE_ENREGISTREE: 'Étape de la souscription enregistrée',
    PARTICIPANTS_IMPORTES: 'Participants importés',
    PIECE_AJOUTEE: 'Pièce justificative ajoutée',
    PIECE_RETIREE: 'Pièce justificative retirée',
    SIGNATAIRE_DEFINI: 'Signataire renseigné',
    SIGNATURE_OUVERTE: 'Signature électronique ouverte',
    LIEN_OUVERT: 'Lien de signature ouvert',
    SIGNE: 'Demande d’adhésion signée',
    REFUSE: 'Signature refusée',
    INTERROMPU: 'Signature interrompue',
    RELANCE: 'Signataire relancé',
    SIGNATURE_EXPIREE: 'Signature expirée',
    SIGNATURE_EN_ERREUR: 'Signature en erreur chez le prestataire',
    DOCUMENTS_TELECHARGES: 'Documents téléchargés',
    DOCUMENTS_ENVOYES: 'Documents envoyés par e-mail',
    DUE_ENREGISTREE: 'DUE enregistrée',
    DUE_DOCUMENTS_PRODUITS: 'Documents de la DUE produits',
  },

  // Details, appended to the label.
  bareme: (version: string) => `barème ${version}`,
  prix: (prix: string) => `prix ${prix}`,
  etape: (etape: string, pourcent: number) => `${etape} : ${pourcent} % complété`,
  nombreParticipants: (n: number) => (n <= 1 ? `${n} participant` : `${n} participants`),
  modeFaceAFace: 'face à face',
  modeADistance: 'à distance',
  motif: (motif: string) => `motif : ${motif}`,
  destinataire: (d: string) => `à ${d}`,
  documents: (liste: string) => liste,
  piece: (libelle: string) => libelle,
};
