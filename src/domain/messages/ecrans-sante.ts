/**
 * Labels of the health screens 'Informations projet' and 'Garanties' (spec 01 §2 'Health pricing
 * information', 'Health guarantees') and of the benefits descriptions (PDF). The rules' messages and
 * the spec's sentences are in ./sante.ts (SANTE, INFORMATIONS_TARIFANTES) and ./projets.ts
 * (PROJETS); what is here names sections, fields and states the spec describes without wording
 * them (ours), except where marked as the spec's.
 */
export const ECRAN_SANTE = {
  /** Under the screen title: the company, the offer and the projet (or 'Nouveau projet'). */
  sousTitre: (raisonSociale: string, offre: string, idProjet: number | null) =>
    [raisonSociale, offre, idProjet ? `Projet n°${idProjet}` : 'Nouveau projet'].filter(Boolean).join(' · '),
  chargement: 'Chargement du projet…',

  // 'Informations projet' sections (spec's section names).
  sectionSiegeSocial: 'Siège social',
  sectionCollege: 'Collège',
  sectionMiseEnPlace: 'Mise en place du contrat',

  codePostal: 'Code postal',
  codePostalVerification: 'Vérification du code postal…',
  commune: 'Commune',
  communes: 'Communes desservies',
  codePostalIndisponible: 'La vérification du code postal est momentanément indisponible.',
  regimeSocial: 'Régime social',
  regimes: { SECURITE_SOCIALE: 'Sécurité sociale', ALSACE_MOSELLE: 'Alsace-Moselle' } as Record<string, string>,
  regimeAide: 'Proposé d’après le département du siège : Alsace-Moselle pour la Moselle, le Bas-Rhin et le Haut-Rhin.',

  typeCollege: 'Type de collège',
  chargementColleges: 'Chargement des collèges de l’offre…',
  aucunCollege: 'Aucun collège',
  effectifCollege: 'Effectif du collège',
  salaries: 'salariés',
  ageMoyen: 'Âge moyen',
  ans: 'ans',

  remplacement: 'Remplacement d’un contrat santé souscrit auprès d’un autre assureur',
  remplacementConseilTitre: 'Résiliation infra-annuelle du contrat en cours',
  remplacementConseil:
    'Après un an d’adhésion, le contrat santé en cours peut être résilié à tout moment ; nous effectuons la démarche auprès de l’assureur actuel. ' +
    'La résiliation prend effet un mois après sa notification : choisissez une date d’effet qui laisse ce délai pour que vos salariés restent couverts sans interruption.',
  dateEffet: 'Date d’effet',
  dateEffetBornes: (min: string, max: string) => `Entre le ${min} et le ${max}.`,
  dateEffetDebutDeMois: 'Collège de 2 salariés ou plus : la date d’effet peut remonter au 1er du mois en cours.',

  recherchePrefill: 'Recherche du dernier projet de ce collège…',
  prefill: (id: number) => `Informations reprises du dernier projet de ce collège (projet n°${id}).`,
  duplication: 'Copie du projet : vérifiez les informations puis enregistrez-la depuis l’écran Garanties.',
  erreurDuplication: 'La duplication du projet a échoué. Veuillez réessayer.',

  // 'Garanties'.
  niveau: (n: number) => `Niveau ${n}`,
  niveauCourt: (n: number) => `N${n}`,
  appliquerNiveau: 'Appliquer un niveau à tous les postes',
  appliquerNiveauAide: (n: number) => `Appliquer le niveau ${n} à tous les postes sélectionnables`,
  minimumCcn: 'Min CCN',
  minimumCcnAide: (niveau: number, valeur: string) => `Minimum exigé par la convention collective : niveau ${niveau} (${valeur})`,
  niveauxSousMinimum: 'Niveaux inférieurs au minimum de la convention collective : non sélectionnables.',
  posteSousMinimum: 'Niveau inférieur au minimum actuel de la convention collective',
  niveauValeur: (n: number, libelle: string) => `Niveau ${n} : ${libelle}`,
  chargementGaranties: 'Chargement des garanties…',


  surcoProposer: 'Proposer la surcomplémentaire individuelle aux salariés',
  surcoNonProposee: 'La surcomplémentaire individuelle ne sera pas proposée aux salariés.',
  surcoTarifs: 'Cotisations mensuelles par bénéficiaire, à la charge du salarié qui y adhère',

  tarif: 'Tarif',
  colonneStructure: 'Structure de cotisation',
  colonneTaux: 'Taux',
  colonneBudget: 'Budget mensuel',
  groupesStructures: {
    unique: 'Cotisation unique',
    isoleFamille: 'Isolé / Famille',
    personnes: 'Selon le nombre de personnes',
    beneficiaires: 'Par bénéficiaire',
    composition: 'Selon la composition familiale',
  },
  tauxSous4: 'Taux inférieur à 4 % PMSS',
  noteTarif: (annee: number, pmss: string) =>
    `Taux en % du plafond mensuel de la Sécurité sociale (PMSS ${annee} : ${pmss}) ; budget mensuel par salarié, taxe de solidarité additionnelle comprise.`,
  pmssNonPublie: (annee: number, reference: number) => `Le PMSS ${annee} n’étant pas encore publié, celui de ${reference} est appliqué.`,
  calculEnCours: 'Calcul du tarif en cours…',
  tarifChampsEnErreur: 'Tarification impossible : veuillez corriger les champs en erreur.',
  tarifSaisieIncomplete: 'Le tarif s’affichera dès que les informations du projet et les niveaux seront complets.',
  tarifEnregistre: 'Tarif enregistré avec le projet.',

  detailTarif: 'Détail du tarif',
  detailBareme: 'Barème',
  formule:
    'Taux = coût pur × facteurs × coefficient de la structure ÷ (1 − frais de gestion − commissionnement) × (1 + taxe de solidarité additionnelle), en % du PMSS ; budget mensuel = taux × PMSS.',
  detailPmss: 'PMSS retenu',
  detailPostes: 'Coût pur par poste (adulte de référence)',
  colonnePoste: 'Poste',
  colonneNiveau: 'Niveau',
  colonneCout: 'Coût pur',
  coutPur: 'Coût pur des garanties',
  detailFacteurs: 'Facteurs',
  facteurAge: (age: number) => `Âge moyen (${age} ans)`,
  facteurZone: (departement: string, zone: number) => `Zone géographique (département ${departement}, zone ${zone})`,
  facteurRegime: (regime: string) => `Régime obligatoire (${regime})`,
  facteurEffectif: (n: number) => `Taille du collège (${n} salarié${n > 1 ? 's' : ''})`,
  detailChargements: 'Chargements',
  fraisGestion: 'Frais de gestion',
  commission: 'Commissionnement',
  tsa: 'Taxe de solidarité additionnelle',
  detailStructures: 'Coefficient par structure',
  detailArrondi: 'Arrondi',
  detailSurco: (fraisGestion: string) => `Surcomplémentaire individuelle : tarif forfaitaire par bénéficiaire, frais de gestion ${fraisGestion}.`,

  telechargementEnCours: 'Téléchargement…',
  descriptifSurcomplementaire: 'Descriptif des prestations de la surcomplémentaire',
} as const;

/** The benefits descriptions (PDF, spec 01 §7 descriptif-prestations-socle / -surcomplementaire). Ours. */
export const DESCRIPTIF = {
  titreSocle: 'Descriptif des prestations',
  titreSurcomplementaire: 'Descriptif des prestations — surcomplémentaire individuelle',
  sousTitre: (offre: string) => `${offre} — complémentaire santé collective`,
  nomFichierSocle: (offre: string) => `Descriptif des prestations socle - ${offre}.pdf`,
  nomFichierSurcomplementaire: (offre: string) => `Descriptif des prestations surcomplémentaire - ${offre}.pdf`,
  piedDePage: (offre: string, bareme: string, genereLe: string) => `${offre} · Barème ${bareme} · Généré le ${genereLe}`,
  introductionSocle:
    'Le contrat couvre onze postes de soins. Pour chacun, l’entreprise choisit un niveau de 0 à 11 ; le niveau 0 correspond au plancher du contrat responsable. ' +
    'Les remboursements s’entendent y compris ceux de la Sécurité sociale, dans la limite des frais réels engagés.',
  sectionPostes: 'Les postes de soins',
  sectionNiveaux: (de: number, a: number) => `Garanties par niveau (niveaux ${de} à ${a})`,
  colonnePoste: 'Poste',
  colonneCouverture: 'Ce qui est couvert',
  colonneNiveau: (n: number) => `N${n}`,
  sectionLexique: 'Lexique',
  lexique: [
    ['BRSS', 'Base de remboursement de la Sécurité sociale : tarif servant de référence au remboursement du régime obligatoire.'],
    ['100 % Santé', 'Équipements et soins du panier 100 % Santé, remboursés intégralement sans reste à charge, dans la limite des prix limites de vente.'],
    ['OPTAM / OPTAM-CO', 'Options de pratique tarifaire maîtrisée des médecins ; les dépassements des médecins non adhérents sont pris en charge dans la limite de 200 % BRSS.'],
    ['PMSS', 'Plafond mensuel de la Sécurité sociale, en vigueur à la date des soins.'],
    ['Contrat responsable', 'Contrat respectant les planchers et plafonds de prise en charge fixés par le Code de la Sécurité sociale (article L. 871-1).'],
  ] as ReadonlyArray<readonly [string, string]>,
  sectionConditions: 'Conditions',
  conditions:
    'Ce descriptif présente les garanties de l’offre ; il n’a pas de valeur contractuelle. Seules les conditions générales et particulières du contrat engagent l’assureur. ' +
    'Les garanties retenues pour une entreprise figurent dans son étude personnalisée.',
  introductionSurcomplementaire:
    'La surcomplémentaire individuelle renforce les garanties du contrat collectif. Facultative, elle est souscrite et payée par le salarié, pour lui-même et ses ayants droit. ' +
    'Ses prestations s’ajoutent à celles du contrat collectif, quel que soit le niveau choisi par l’entreprise, dans la limite des frais réels et des plafonds du contrat responsable.',
  sectionRenforts: 'Renforts de garanties',
  colonneGarantie: 'Garantie',
  colonneRenfort: 'Renfort',
  sectionCotisation: 'Cotisation',
  cotisation:
    'Cotisation forfaitaire mensuelle par bénéficiaire (salarié, conjoint, enfant), indépendante des niveaux choisis pour le contrat collectif. ' +
    'Son montant figure dans l’étude personnalisée remise par votre conseiller.',
} as const;
