/** The files' live signals (issue 28 item 3, ADR 0082): what step 4 says of an event as it comes. */
export const EVENEMENTS = {
  /** Step 4's live line, per event (the data itself is read again: signed and refused show as on a reload). */
  lienOuvert: 'Le signataire vient d’ouvrir le lien de signature.',
  interrompue: 'Le signataire a interrompu la signature ; il peut la reprendre avec le même lien.',
  signee: 'La demande d’adhésion vient d’être signée.',
  refusee: 'Le signataire vient de refuser la signature.',
  expiree: 'La transaction de signature a expiré.',
  erreur: 'Le prestataire de signature signale une erreur sur cette transaction.',
  mailNonRemis: 'Un e-mail envoyé pour ce dossier n’a pas pu être remis à son destinataire : vérifiez l’adresse du client.',
} as const;
