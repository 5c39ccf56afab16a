import { DETAIL_CALCUL, PMSS_NON_PUBLIE } from './detail-calcul';

/**
 * Projets: lists, buttons, save flow, study, hand-over to subscription (spec 01 §2 'Project lists',
 * §3, §4, §6, §8). Word for word where the spec gives the text; the few server-side refusals the
 * spec does not word are marked (ours).
 */
export const PROJETS = {
  // Read-only projet (§2 Health pricing information, §6).
  projetVerrouille: "Le projet est verrouillé. Il n'est plus modifiable.",
  dupliquerPourModifier: 'Pour modifier le projet, veuillez le dupliquer.',
  /** §4: the spec describes this warning without wording it (ours). */
  minimaCcnModifies: 'Les niveaux minimaux de la convention collective ont évolué. Veuillez créer un nouveau projet.',

  // List (§2 'Project lists').
  dateEffetExpireeIcone: "La date d'effet a expiré",
  nouveauProjet: 'Nouveau projet',
  erreurRecuperationProjets: 'Une erreur est survenue lors de la récupération des projets',
  colonnes: {
    projet: 'Projet',
    dateCreation: 'Date de création',
    dateEffet: "Date d'effet",
    prix: 'Prix',
    statut: 'Statut',
    decesPtia: 'Décès/PTIA',
    celib: 'Célib',
    maries: 'Mariés',
    majo: 'Majo',
    alloc: 'Alloc',
    obs: 'Obs',
    rentes: 'Rentes',
    educ: 'Educ',
    conj: 'Conj',
    pers: 'Pers',
    incapInval: 'Incap/Inval',
    ij: 'IJ',
    franchise: 'Franchise',
    prof: 'Prof',
    nonProf: 'Non Prof',
  },

  // Buttons (§6).
  boutons: {
    modifier: 'Modifier',
    dupliquer: 'Dupliquer',
    supprimer: 'Supprimer',
    etudePersonnalisee: 'Étude personnalisée',
    souscription: 'Souscription',
    listeProjets: 'Liste des projets',
    enregistrer: 'Enregistrer',
  },
  selectionnerUnProjet: 'Veuillez sélectionner un projet',
  selectionnerUnSeulProjet: 'Veuillez sélectionner un seul projet',
  selectionnerDeuxProjetsMaximum: 'Veuillez sélectionner 2 projets maximum',
  garantiesNonModifiables: 'Les garanties sélectionnées et le tarif associé ne sont plus modifiables.',
  souscriptionResteAccessible: "L'accès à la souscription reste possible.",
  dateEffetExpiree: "La date d'effet du projet a expiré. Veuillez la modifier.",
  dateEffetExpireeEtVerrouille:
    'Le projet ne peut pas être souscrit car la date d\'effet a expiré et le projet est non modifiable. Veuillez créer un autre projet.',

  // Save flow (§2).
  enregistrementQuestion: 'Votre projet va être enregistré. Souhaitez-vous continuer ou faire un nouveau projet ?',
  enregistrerEtContinuer: 'Enregistrer et continuer',
  enregistrerEtNouveau: 'Enregistrer et faire un nouveau projet',
  projetEnregistre: (id: number | string) => `Projet n°${id} enregistré !`,
  echecEnregistrement: "Échec de l'enregistrement du projet",
  retourArriereNonAutorise:
    'Retour arrière non autorisé. Pour modifier ou consulter le projet veuillez le sélectionner dans la liste des projets.',

  // Delete dialog (§2) and notifications (§8).
  supprimerTitre: (n: number) => (n > 1 ? 'Supprimer les projets' : 'Supprimer le projet'),
  suppressionIrreversible: 'Toute suppression est irréversible',
  annuler: 'Annuler',
  supprimer: 'Supprimer',
  suppressionSucces: (n: number) => (n > 1 ? 'Les projets ont bien été supprimés' : 'Le projet a bien été supprimé'),
  suppressionEchec: (n: number) =>
    n > 1 ? 'Une erreur est survenue lors de la suppression des projets' : 'Une erreur est survenue lors de la suppression du projet',

  // Study dialog (§2) and notifications (§8).
  etudeTitre: "Remise de l'étude personnalisée",
  etudeRemiseObligatoire:
    "Il est nécessaire d'avoir remis à votre client l'étude personnalisée pour accéder à l'étape souscription.",
  etudeTarifFige: 'Attention, le tarif et les informations saisies ne seront plus modifiables par la suite.',
  etudeEmailEnvoye: "L'email a été envoyé au client.",
  etudeEmailEchec: "Un problème est survenu lors de l'envoi du mail. Veuillez réessayer.",
  etudeGenerationEchec: 'Erreur lors de la génération des études personnalisées',

  // Server-side refusals the spec does not word (ours).
  projetIntrouvable: (id: number | string) => `Le projet n°${id} est introuvable.`,
  codeDistributeurInterdit: "Vous n'avez pas accès aux projets de ce distributeur.",
  produitInconnu: (code: string) => `Code produit inconnu : ${code}.`,
  pasDeDonneesFigees: "Le projet n'a pas de données figées.",
  emailInvalide: "L'adresse e-mail est invalide.",
  produitIncoherent: 'Le produit du projet ne peut pas être changé.',
  tarificationImpossible: "Une erreur s'est produite lors de l'obtention du tarif.",
  dejaEnSouscription: 'Le projet est déjà en souscription.',
  offreNonDuProduit: (id: number | string, code: string) => `L'offre ${id} n'est pas une offre ${code === 'SSC' ? 'santé (SSC)' : 'prévoyance (SPC)'}.`,
  collegeHorsOffre: (college: string) => `Le collège ${college} n'est pas proposé par cette offre.`,
  clientIntrouvable: (id: number | string) => `Le client n°${id} est introuvable.`,
  idIncoherent: "L'identifiant du corps de la requête ne correspond pas à celui de l'adresse.",
  projetEnSouscriptionNonSupprimable: (ids: string) => `Le projet ${ids} est en souscription et ne peut pas être supprimé.`,
  etudeProjetsHeterogenes: "Les projets d'une étude personnalisée doivent concerner la même entreprise et le même produit.",
} as const;

/** Labels of statut (§4: NOUVEAU reads 'Proposition'; the others are ours, the spec lists only codes). */
export const LIBELLES_STATUT_PROJET = {
  NOUVEAU: 'Proposition',
  ETUDE_PERSONNALISEE_EDITEE: 'Étude personnalisée éditée',
  DEMANDE_ADHESION_EDITEE: "Demande d'adhésion éditée",
  EN_SOUSCRIPTION: 'En souscription',
  SIGNATURE_EN_ATTENTE: 'Signature en attente',
  ETUDE_GESTION: 'En étude gestion',
  ACCEPTE: 'Accepté',
} as const;

/**
 * Texts of the personalised study PDF (PRODUCT.md 'Documents'; the spec names the document and
 * its dialog only, the content is ours) and of the e-mail that carries it.
 */
export const ETUDE = {
  titre: 'Étude personnalisée',
  sousTitre: (produit: string, raisonSociale: string) => `${produit} — ${raisonSociale}`,
  produits: { SSC: 'Complémentaire santé collective', SPC: 'Prévoyance collective' } as Record<string, string>,
  nomFichier: (raisonSociale: string, ids: readonly number[]) =>
    `Étude personnalisée - ${raisonSociale} - ${ids.length > 1 ? 'projets' : 'projet'} ${ids.map((id) => `n°${id}`).join(' et ')}.pdf`,
  piedDePage: (ids: readonly number[], baremes: string, genereLe: string) =>
    `${ids.length > 1 ? 'Projets' : 'Projet'} ${ids.map((id) => `n°${id}`).join(' et ')} · Barème ${baremes} · Généré le ${genereLe}`,
  projet: (id: number) => `Projet n°${id}`,
  introduction: (nom: string, date: string, detail = false) =>
    `Étude établie le ${date} par ${nom} à partir des informations déclarées. Elle présente la cotisation, les garanties retenues${detail ? ' et le détail de son calcul' : ''}.`,
  sections: {
    entreprise: 'Votre entreprise',
    projet: 'Caractéristiques du projet',
    garanties: 'Garanties',
    cotisations: 'Cotisations',
    surcomplementaire: 'Surcomplémentaire individuelle (facultative)',
    detail: 'Détail du calcul de la cotisation',
    validite: "Validité de l'offre",
  },
  entreprise: {
    raisonSociale: 'Raison sociale',
    siret: 'SIRET',
    siretAbsent: 'Non renseigné',
    ccn: 'Convention collective',
    sansCcn: 'Sans convention collective',
    naf: 'Code NAF',
    effectif: 'Effectif total',
  },
  colonnes: { libelle: 'Libellé', garantie: 'Garantie', structure: 'Structure de cotisation', tranche: 'Tranche' },
  projetLignes: {
    offre: 'Offre',
    college: 'Collège',
    effectifCollege: 'Effectif du collège',
    ageMoyen: 'Âge moyen',
    dateEffet: "Date d'effet",
    codePostal: 'Code postal du siège',
    regime: 'Régime obligatoire',
    resiliation: "Remplacement d'un contrat en cours d'année",
    surcomplementaire: 'Surcomplémentaire individuelle',
    nombreFemmes: 'Nombre de femmes',
    nombreConjoints: 'Salariés mariés, pacsés, en concubinage',
    nombreEnfants: 'Enfants à charge',
    typeMasse: 'Masse salariale de référence',
    masseT1: 'Masse salariale annuelle T1',
    masseT2: 'Masse salariale annuelle T2',
    portabilite: 'Doublement de la durée de portabilité',
    commissionnement: 'Commissionnement',
    bareme: 'Barème',
  },
  regimes: { SECURITE_SOCIALE: 'Sécurité sociale', ALSACE_MOSELLE: 'Alsace-Moselle' } as Record<string, string>,
  typesMasse: { T1: 'T1', T12: 'T1 + T2' } as Record<string, string>,
  oui: 'Oui',
  non: 'Non',
  nonSouscrite: 'Non souscrite',
  commissionnement: (type: string, taux: string) => `${type} — ${taux}`,
  niveau: (n: number, valeur: string) => `Niveau ${n} · ${valeur}`,
  tauxPmss: (taux: string, budget: string) => `${taux} PMSS · ${budget}/mois`,
  noteSante: (annee: number, pmss: string, tsa: string) =>
    `Cotisations mensuelles par salarié, en % du plafond mensuel de la Sécurité sociale (PMSS ${annee} : ${pmss}), taxe de solidarité additionnelle (${tsa}) comprise.`,
  pmssNonPublie: PMSS_NON_PUBLIE,
  noteSurcomplementaire: 'Cotisation mensuelle par bénéficiaire, à la charge du salarié qui choisit d’y adhérer.',
  // Provident tariff notes: the spec's texts (01 §2 'Tariff panel').
  notePrevoyanceBudget: 'Taux de cotisations TTC et budget annuel estimé sur la base des masses salariales fournies.',
  notePrevoyanceAssociation: "*Tarifs incluant 0,01% de cotisation d'association.",
  colonnesPrevoyance: { taux: 'Taux', budgetAnnuel: 'Budget annuel', budgetMensuel: 'Budget mensuel' },
  trancheT1: 'Tranche 1 (T1)',
  trancheT2: 'Tranche 2 (T2)',
  total: 'TOTAL',
  // Guarantee wording.
  pctSalaire: (v: string) => `${v} % du salaire de référence`,
  pctSalaireBrut: (v: string) => `${v} % du salaire brut`,
  pctPmss: (v: string) => `${v} % PMSS`,
  pctPass: (v: string) => `${v} % PASS`,
  pctCapitalMarie: (v: string) => `${v} % du capital « marié »`,
  euros: (v: string) => v,
  eurosParAn: (v: string) => `${v} par an`,
  franchise: (jours: number, type: string) => `${jours} jours (${type === 'discontinue' ? 'discontinue' : 'continue'})`,
  categorie1Calculee: '60 % de la rente 2e et 3e catégories',
  taux3365Calcule: 'Selon la formule N / 66 % × rente ≥ 66 %',
  trancheEducation: (min: number, max: number, taux: string) => `De ${min} à ${max} ans : ${taux} % du salaire`,
  plancher: (v: string) => `plancher ${v}`,
  renteConjointFormuleViagere: (taux: string) => `Viagère : (65 − âge) × ${taux} % du salaire`,
  renteConjointFormuleTemporaire: (taux: string) => `Temporaire : (âge − 25) × ${taux} % du salaire`,
  renteConjointFixeViagere: (taux: string) => `Viagère : ${taux} % du salaire par an`,
  renteConjointFixeTemporaire: (taux: string) => `Temporaire : ${taux} % du salaire par an`,
  groupes: {
    decesPtia: 'Décès / PTIA',
    allocationObseques: 'Allocation obsèques',
    renteEducation: 'Rente éducation',
    renteConjoint: 'Rente conjoint',
    rentePersonneACharge: 'Rente personne à charge',
    incapacite: 'Incapacité temporaire de travail',
    invalidite: 'Invalidité',
  },
  lignesGaranties: {
    indemniteJournaliere: 'Indemnité journalière',
    franchise: 'Franchise',
    rachatFranchise: "Rachat de franchise en cas d'hospitalisation",
    congeMat: 'Congé maternité',
    montant: 'Montant',
    rente: 'Rente',
  },
  detail: DETAIL_CALCUL,
  validiteProjet: (id: number, date: string) =>
    `Projet n°${id} : offre valable jusqu'au ${date}, date d'effet du contrat. Passé cette date, le projet doit être retarifé.`,
  conditions:
    "Cotisations établies sur la base des informations déclarées (effectifs, âge moyen, localisation, masse salariale, activité). Toute modification de ces informations peut entraîner une révision du tarif. Ce document n'a pas de valeur contractuelle : seules les conditions générales et particulières du contrat engagent l'assureur.",
  minimumLegal: 'Information minimum légal (collège cadre)',
  // E-mail carrying the study.
  emailObjet: (raisonSociale: string) => `Votre étude personnalisée — ${raisonSociale}`,
  emailTexte: (raisonSociale: string, conseiller: string, marque: string) =>
    `Bonjour,\n\nVeuillez trouver ci-joint l'étude personnalisée établie pour ${raisonSociale}.\n\nVotre conseiller, ${conseiller}, se tient à votre disposition pour toute question.\n\nCordialement,\n${marque}`,
} as const;
