/**
 * Texts of the project-list screens and the subscription landing page
 * (spec 01 §2 'Project lists', §4, §8; 02 §2 'Subscription screen frame'). The spec's own sentences
 * are in PROJETS (projets.ts); what is here is the screens' wording the spec does not give (ours),
 * except where marked.
 */
const pluriel = (n: number, un: string, plusieurs: string) => (n > 1 ? plusieurs : un);

export const ECRAN_PROJETS = {
  chargement: 'Chargement des projets…',
  aucunProjet: 'Aucun projet pour ce collège.',
  /** Accessible name of a college's table and action bar. */
  tableauCollege: (college: string) => `Projets — ${college}`,
  barreActions: (college: string) => `Actions sur les projets sélectionnés — ${college}`,
  selection: (n: number) => (n === 0 ? 'Aucun projet sélectionné' : `${n} ${pluriel(n, 'projet sélectionné', 'projets sélectionnés')}`),
  selectionnerProjet: (id: number) => `Sélectionner le projet n°${id}`,
  ouvrirProjet: (id: number) => `Ouvrir le projet n°${id}`,
  /** Headers of the two icon columns, read by screen readers only. */
  colonneDateEffet: "Date d'effet expirée",
  colonneVerrou: 'Verrouillage',
  niveau: (n: number) => `Niveau ${n}`,

  // Archive (spec 01 §4, §7: the action exists, its wording is ours).
  archiver: 'Archiver',
  archivageSucces: (n: number) => pluriel(n, 'Le projet a bien été archivé', 'Les projets ont bien été archivés'),
  archivageEchec: (n: number) =>
    pluriel(n, "Une erreur est survenue lors de l'archivage du projet", "Une erreur est survenue lors de l'archivage des projets"),

  duplicationEchec: 'Une erreur est survenue lors de la duplication du projet',
  souscriptionEchec: 'Une erreur est survenue lors du démarrage de la souscription',

  // Delete dialog: the count under the spec's title and warning.
  suppressionCompte: (ids: readonly number[]) =>
    `${ids.length} ${pluriel(ids.length, 'projet', 'projets')} : ${ids.map((id) => `n°${id}`).join(', ')}`,
  suppressionEnCours: 'Suppression en cours…',

  // Study dialog.
  etudeProjets: (ids: readonly number[]) => `${pluriel(ids.length, 'Projet', 'Projets')} ${ids.map((id) => `n°${id}`).join(' et ')}`,
  etudeMode: "Mode de remise de l'étude",
  etudeTelecharger: 'Télécharger',
  etudeEnvoyer: 'Envoyer par e-mail',
  etudeEmail: 'Adresse e-mail du client',
  etudeEmailAide: "L'étude est envoyée en pièce jointe (PDF).",
  etudeDetailChargements: 'Afficher le détail des chargements',
  etudeDetailChargementsAide: 'Commission, frais de gestion et détail du calcul : à ne cocher que pour un usage interne.',
  valider: 'Valider',
  etudeEnCours: 'Génération en cours…',
  souscriptionEnCours: 'Ouverture de la souscription…',
} as const;

/** Subscription landing page (spec 02 §2 'Subscription screen frame': title and back button are the spec's). */
export const ECRAN_SOUSCRIPTION = {
  titre: (id: number | string) => `Souscription du projet N°${id}`,
  voirGaranties: 'Voir les garanties',
  produit: { SSC: 'Santé collective', SPC: 'Prévoyance collective' } as Record<string, string>,
  ouverte: 'Le dossier de souscription est ouvert. Le tarif et les garanties du projet sont figés.',
  etapesAVenir: 'Les étapes de la souscription (informations complémentaires, participants, justificatifs, signature) seront disponibles prochainement.',
  pasEncoreOuverte: "Aucune souscription n'a encore été démarrée pour ce projet.",
  /** Ours: the file's address opened before the subscription was started (a new tab, a bookmark) offers to start it. */
  demarrerTexte: 'Démarrer la souscription fige le tarif et les garanties du projet.',
  demarrer: 'Démarrer la souscription',
} as const;
