/** Texts of the form kit (client/components): the same words on every screen. */
export const KIT = {
  /** Read after a required field's label (the '*' is hidden from screen readers). */
  obligatoire: 'obligatoire',
  /** Why a submit button is disabled, when the screen gives no more precise reason (spec 01 §5). */
  champsEnErreur: 'Un ou plusieurs champs sont en erreur ou ne sont pas renseignés.',
  /** A save needs the price the server will check again (ours). */
  tarifRequis: 'Le tarif doit être calculé avant l’enregistrement.',
  reessayer: 'Réessayer',
  fermer: 'Fermer',
  choisirFichier: 'Choisir un fichier',
  fichierEnCours: 'Envoi en cours…',
  fichierEnvoye: 'Fichier envoyé',
  fichierErreur: "Le fichier n'a pas pu être envoyé.",
  /** Tabs with their completion ('Identité, 50 % complété'). */
  completion: '{pourcentage} % complété',
  etapeSurTotal: 'Étape {etape} sur {total}',
  etapeTerminee: 'terminée',
  tarifEnCours: 'Calcul du tarif en cours…',
  tarifIndisponible: 'Le tarif ne peut pas être calculé pour le moment.',
  resumeTarif: 'Résumé du tarif',
  voirDetailTarif: 'Voir le détail du tarif',
  /** The phone's price bar: opens the rest of the summary (lines, warnings, notes). */
  detailTarifCourt: 'Détail',
  /** Read with a number field's name (aria-roledescription), the words React Aria's number field used (ADR 0052). */
  champNombre: 'Champ de nombre',
  /**
   * react-aria's own French words, repeated by the kit's controls drawn before hydration (ADR 0051)
   * so that they read the same as the controls that replace them.
   */
  avantHydratation: {
    dateVide: 'Vide',
    segments: { day: 'jour, ', month: 'mois, ', year: 'année, ' },
    indices: { day: 'jj', month: 'mm', year: 'aaaa' },
  },
};
