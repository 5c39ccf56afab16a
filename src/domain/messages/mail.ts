/**
 * E-mail: what the API and the pages say when an e-mail is not (yet) sent, and the mail capture page
 * ("boîte de démonstration", no SMTP_URL). Ours: the spec only has the study e-mail's success and
 * failure sentences (PROJETS.etudeEmailEnvoye, PROJETS.etudeEmailEchec). ADR 0025.
 */
export const MAIL = {
  /** No SMTP configured: the message was kept in the mail capture, nothing left the machine. */
  capture: 'E-mail déposé dans la boîte de démonstration (aucun envoi réel)',
  /** Queued: not sent within the request's wait, the outbox goes on trying. */
  enAttente: "L'e-mail est en file d'attente : il partira dès que le serveur de messagerie l'acceptera.",
  /** The queue did not take the sending (Redis down): the e-mail is kept, the mail server was not asked. */
  fileIndisponible:
    "L'e-mail est conservé : le service d'envoi (file d'attente) est momentanément indisponible. Il partira automatiquement dès son rétablissement.",
  /** Interrupted after the end of the data: maybe delivered, never resent automatically. */
  incertain:
    "L'envoi de l'e-mail n'a pas pu être confirmé par le serveur de messagerie. Vérifiez auprès du client qu'il l'a bien reçu avant de le renvoyer.",
} as const;

/** The mail capture page (/dev/outbox): what would have been sent. */
export const ECRAN_BOITE_DEMONSTRATION = {
  titre: 'Boîte de démonstration',
  intro:
    "Aucun serveur SMTP n'est configuré (SMTP_URL) : les e-mails ne sont pas envoyés, ils sont déposés ici, avec les SMS du simulateur de signature. Aucun envoi réel n'a lieu.",
  vide: 'Aucun message dans la boîte de démonstration.',
  /** An SMS of the signature simulator: its badge, and the word before its masked number. */
  sms: 'SMS',
  smsA: 'Au',
  colonnes: { date: 'Date', de: 'Expéditeur', a: 'Destinataires', objet: 'Objet', piecesJointes: 'Pièces jointes' },
  afficherTexte: 'Afficher le message',
  aucunePieceJointe: 'Aucune',
  taille: (octets: number) => (octets >= 1024 * 1024 ? `${(octets / 1024 / 1024).toFixed(1).replace('.', ',')} Mo` : `${Math.max(1, Math.round(octets / 1024))} Ko`),
  erreur: 'Une erreur est survenue lors de la lecture de la boîte de démonstration',
} as const;
