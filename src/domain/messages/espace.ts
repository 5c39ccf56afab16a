/**
 * The broker's workspace 'Mes clients' (issue 11 item 2; ours: the spec has no such screen).
 * Column names follow the projets lists (spec 01 §2) where they exist.
 */
export const ESPACE = {
  /** Page title (the header's entry is PAGES.entreeEspace: every page carries the header). */
  titre: 'Mes clients',
  sousTitre: 'Les entreprises clientes de votre cabinet et leurs projets.',

  // Search form (a GET form: works without JavaScript).
  rechercheLibelle: 'Rechercher un client',
  rechercheAide: 'Raison sociale ou SIRET (début du numéro)',
  rechercher: 'Rechercher',
  effacerRecherche: 'Effacer la recherche',

  // Counts and pagination.
  resultats: (total: number) => (total === 0 ? 'Aucun client' : total === 1 ? '1 client' : `${total} clients`),
  resultatsRecherche: (total: number, recherche: string) =>
    total === 0 ? `Aucun client ne correspond à « ${recherche} »` : `${total === 1 ? '1 client correspond' : `${total} clients correspondent`} à « ${recherche} »`,
  aucunClient: "Vous n'avez encore aucun client. Commencez par saisir une entreprise.",
  aucunResultat: 'Vérifiez l’orthographe de la raison sociale ou les chiffres du SIRET.',
  pagination: 'Pagination des clients',
  pagePrecedente: 'Page précédente',
  pageSuivante: 'Page suivante',
  pageSur: (page: number, pages: number) => `Page ${page} sur ${pages}`,
  allerALaPage: (page: number) => `Page ${page}`,

  // A client card.
  siret: 'SIRET',
  sansSiret: 'SIRET non renseigné',
  effectif: (n: number) => `${n} salarié${n > 1 ? 's' : ''}`,
  aucunProjet: 'Aucun projet pour ce client.',
  projetsAffiches: (affiches: number, total: number) =>
    affiches === 1 ? `Le projet le plus récent sur ${total}.` : `Les ${affiches} projets les plus récents sur ${total}.`,
  nouveauProjet: 'Nouveau projet',
  nouveauProjetPour: (raisonSociale: string) => `Nouveau projet pour ${raisonSociale}`,
  tousLesProjets: (produit: string) => `Tous les projets ${produit}`,

  // Projets table of a client.
  projetsDe: (raisonSociale: string) => `Projets de ${raisonSociale}`,
  colonnes: {
    projet: 'Projet',
    produit: 'Produit',
    college: 'Collège',
    statut: 'Statut',
    dateEffet: "Date d'effet",
    tarif: 'Tarif',
    actions: 'Actions',
  },
  produits: { SSC: 'Santé', SPC: 'Prévoyance' } as Record<'SSC' | 'SPC', string>,
  projetNumero: (id: number) => `N°${id}`,
  ouvrirProjet: 'Ouvrir',
  ouvrirProjetNumero: (id: number) => `Ouvrir le projet n°${id}`,
  due: 'DUE',
  dueProjet: (id: number) => `DUE du projet n°${id}`,
  souscription: 'Souscription',
  souscriptionProjet: (id: number) => `Souscription du projet n°${id}`,
  verrouille: 'Verrouillé',
  /** Ours (issue 27 item 4): the latest signature was refused; not 'En souscription'. */
  refuseLe: (date: string) => `Refusé le ${date}`,
  dateNonRenseignee: '—',
  tarifIndisponible: '—',
  /** Health: the single-rate structure ('Unique'), % PMSS and euros per month. */
  tarifSante: (taux: string, budget: string) => `${taux} PMSS · ${budget}/mois`,
  /** Provident: the rate per payroll tranche and the annual budget. */
  tarifPrevoyance: (taux: string, budget: string) => `${taux} · ${budget}/an`,

  // The pipeline (issue 28 item 2, docs/adr/0081): one row per file, its stage and what it waits for.
  sousTitrePipeline: 'Où en est chaque dossier de votre cabinet, ce qu’il attend et depuis quand.',
  etapes: {
    libelles: {
      PROJET: 'Projet',
      ETUDE_REMISE: 'Étude remise',
      SOUSCRIPTION: 'En souscription',
      SIGNATURE_EN_ATTENTE: 'Signature en attente',
      SIGNEE: 'Signée',
      REFUSEE: 'Refusée',
      DUE_PRETE: 'DUE prête',
    } as Record<'PROJET' | 'ETUDE_REMISE' | 'SOUSCRIPTION' | 'SIGNATURE_EN_ATTENTE' | 'SIGNEE' | 'REFUSEE' | 'DUE_PRETE', string>,
    souscription: (pourcent: number) => `En souscription ${pourcent}\u00a0%`,
    signatureEnAttente: 'Signature en attente',
    signatureEnAttenteDepuis: (date: string) => `Signature en attente depuis le ${date}`,
    signee: 'Signée',
    signeeLe: (date: string) => `Signée le ${date}`,
    refusee: 'Refusée',
    refuseeLe: (date: string) => `Refusée le ${date}`,
  },
  motifRefus: (motif: string) => `Motif : ${motif}`,
  aRelancer: 'À relancer',
  manque: (elements: string) => `Manque : ${elements}`,
  manquants: {
    informations: 'informations complémentaires',
    participants: (n: number) => (n === 1 ? '1 participant' : `${n} participants`),
    participantsAVerifier: 'participants à vérifier',
  },
  dernierEvenement: (libelle: string, date: string) => `${libelle} — ${date}`,
  aucunEvenement: 'Aucun événement enregistré',
  resultatsDossiers: (total: number) => (total === 0 ? 'Aucun dossier' : total === 1 ? '1 dossier' : `${total} dossiers`),
  aucunDossier: "Vous n'avez encore aucun dossier. Commencez par saisir une entreprise.",
  aucunDossierFiltre: 'Aucun dossier ne correspond à ces critères. Modifiez la recherche ou les filtres.',
  rechercheAideDossiers: 'Raison sociale, SIRET, n° de projet, contact ou participant',
  filtres: 'Filtres',
  filtreEtape: 'Étape',
  filtreProduit: 'Produit',
  filtreARelancer: (jours: number) => `À relancer (signature en attente depuis plus de ${jours} jours, ou refusée)`,
  toutes: 'Toutes',
  tous: 'Tous',
  tri: 'Trier par',
  tris: { activite: 'Dernière activité', raison_sociale: 'Raison sociale', etape: 'Étape' } as Record<'activite' | 'raison_sociale' | 'etape', string>,
  appliquer: 'Appliquer',
  actualiser: 'Actualiser',
  reinitialiser: 'Réinitialiser',
  dossiers: 'Dossiers',
  colonnesPipeline: {
    client: 'Client',
    projet: 'Projet',
    etape: 'Étape',
    attente: 'Ce qui manque',
    activite: 'Dernier événement',
    actions: 'Actions',
  },
  paginationDossiers: 'Pagination des dossiers',

  // API refusals of GET /api/espace/clients (ours).
  rechercheTropLongue: (max: number) => `La recherche ne doit pas dépasser ${max} caractères.`,
  pageInvalide: (max: number) => `Le champ « page » doit être un nombre entier de 1 à ${max}.`,
  tailleInvalide: (max: number) => `Le champ « taille » doit être un nombre entier de 1 à ${max}.`,
  valeurInvalide: (champ: string, valeurs: readonly string[]) => `Le champ « ${champ} » doit valoir ${valeurs.slice(0, -1).join(', ')} ou ${valeurs[valeurs.length - 1]}.`,
  booleenInvalide: (champ: string) => `Le champ « ${champ} » doit valoir true ou false.`,
  erreurChargement: 'Une erreur est survenue lors de la récupération de vos clients.',
} as const;
