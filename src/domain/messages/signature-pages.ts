/**
 * The public signature outcome pages (spec 02 §2 'Signature outcome pages', §4 'Signature return').
 * The signer reaches them without signing in: they say what happened and nothing about the file.
 */
export const SIGNATURE_PAGES = {
  enCours: 'Signature en cours...',
  titreAcceptee: 'Signature effectuée',
  texteAcceptee: 'La demande d’adhésion est signée. Votre conseiller reçoit le document signé.',
  /** Ours: the broker came back from a face-to-face signature (no 'fermer cette page' for him). */
  texteAccepteeCourtier: 'La demande d’adhésion est signée. Le document signé est dans les documents du dossier de souscription.',
  texteRefuseeCourtier: 'Le signataire a refusé de signer la demande d’adhésion.',
  retourDossier: 'Revenir au dossier de souscription',
  titreRefusee: 'Signature refusée',
  texteRefusee: 'Vous avez refusé de signer la demande d’adhésion. Votre conseiller en est informé et reviendra vers vous.',
  titreSuspendue: 'Signature interrompue',
  texteSuspendue: 'La signature a été interrompue avant la fin. Vous pouvez la reprendre maintenant : les documents n’ont pas changé.',
  reprendre: 'Reprendre la signature',
  titreErreur: 'La signature n’a pas abouti',
  texteErreur: 'Une erreur technique a empêché la signature de la demande d’adhésion.',
  cause: (cause: string) => `Cause : ${cause}`,
  signerANouveau: 'Signer à nouveau',
  /** 02 §4: relaunching without a transaction id fails. */
  transactionManquante: 'Identifiant de transaction manquant : la signature ne peut pas être reprise depuis cette page.',
  relanceImpossible: 'Nous rencontrons des difficultés techniques. La signature électronique est momentanément indisponible. Réessayez plus tard.',
  fermer: 'Vous pouvez fermer cette page.',
} as const;
