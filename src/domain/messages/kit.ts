/** Texts of the form kit (client/components): the same words on every screen. */
/**
 * One confirmation for downloads from a frozen projet (issue 27 item 8): the same words in the
 * subscription kit and the DUE kit, one 'Ne plus me demander' for both (02 §6, 03 §4: the title and
 * the buttons are the specs').
 */
export const CONFIRMATION_FIGE = {
  titre: 'Attention !',
  texte: 'Ce projet est figé : les documents reprennent les informations figées. Voulez-vous continuer ?',
  nePlusDemander: 'Ne plus me demander',
  continuer: 'Continuer',
  annuler: 'Annuler',
} as const;

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
  /** Read by screen readers as an autocomplete's list changes (downshift's live region). */
  listeVide: 'Aucun résultat.',
  listeUnResultat: '1 résultat. Flèches haut et bas pour parcourir, Entrée pour choisir.',
  listeResultats: '{nombre} résultats. Flèches haut et bas pour parcourir, Entrée pour choisir.',
  /** The date field (spec 01 §5, 02): shown jj/mm/aaaa whatever the browser's language. */
  date: {
    placeholder: 'jj/mm/aaaa',
    /** Said first in every date field's help: the placeholder goes once something is typed. */
    format: 'Format jj/mm/aaaa.',
    invalide: 'Saisir une date valide au format jj/mm/aaaa.',
  },
  /** Read with a number field's name (aria-roledescription), the words React Aria's number field used (ADR 0052). */
  champNombre: 'Champ de nombre',
};
