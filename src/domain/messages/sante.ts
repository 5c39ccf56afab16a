import { COMMON } from './common';
/**
 * Health (SSC): pricing information, guarantees, commissioning, tariff (spec 01 §2 'Health pricing
 * information' and 'Health guarantees', §3, §5, §8). Word for word where the spec gives the text;
 * the server-side refusals the spec does not word are marked (ours).
 */

/** Pricing information rules common to both markets (01 §5 'Pricing information'). */
export const INFORMATIONS_TARIFANTES = {
  effectifCollegeMin: 'Le collège doit comptabiliser au moins 1 salarié',
  effectifCollegeMax:
    "La tarification en ligne n'est pas disponible pour les effectifs de plus de 100 salariés. Nous vous invitons à contacter votre délégation commerciale pour obtenir une tarification adaptée.",
  dateEffetAvantMinimum: "Vous ne pouvez pas sélectionner une date d'effet < J+1 vu l'effectif de votre collège",
  typeCollegeRequis: 'Type de collège requis.',
  /** Ours: the spec bounds the field (18 to 65) without wording the refusal. */
  ageMoyen: "L'âge moyen doit être un nombre entier compris entre 18 et 65 ans.",
  /** 03 §5's maximum-date rule, used application-wide: `lendemain` is the day after the last date allowed (J+183). */
  dateEffetApresMaximum: (lendemain: string) => COMMON.dateAnterieure("date d'effet", lendemain),
  /** Ours: the spec says another format is an error. */
  dateEffetFormat: "La date d'effet doit être au format AAAA-MM-JJ.",
} as const;

export const SANTE = {
  // Health guarantees screen (01 §2, §8).
  choixDesGaranties: 'Choix des garanties',
  descriptifDesPrestations: 'Descriptif des prestations',
  commissionnement: 'Commissionnement',
  surcomplementaireIndividuelle: 'Surcomplémentaire individuelle',
  exigeCcn: 'Exigé CCN',
  ecartMaximal: (n: number) =>
    `Vous avez atteint le nombre maximal d'écart autorisé entre des niveaux. Il n'est pas possible d'avoir plus de ${n} niveaux d'écart entre les niveaux de garanties sélectionnés.`,
  erreurNiveauxPostes: 'Erreur lors de la récupération des niveaux et des postes',
  erreurGaranties: 'Erreur lors de la récupération des garanties',
  erreurSelectionCollege: 'Erreur lors de la sélection du collège et de la récupération des garanties',
  erreurCollegesATarifer: 'Erreur lors de la récupération des collèges à tarifer',
  erreurTarif: "Une erreur s'est produite lors de l'obtention du tarif.",
  erreurDescriptifSocle: 'Erreur lors de la génération du descriptif des prestations socle',
  erreurDescriptifSurcomplementaire: 'Erreur lors de la génération du descriptif des prestations surcomplémentaire',

  // Commissioning (01 §3 'Commissionnement').
  commissionLineaire: 'Linéaire',
  commissionPrecompte: 'Précompté',

  // Server-side refusals the spec does not word (ours).
  auMoinsUnNiveau: 'Veuillez sélectionner au moins un niveau de garantie.',
  niveauSousMinimumCcn: (poste: string, niveau: number, minimum: number) =>
    `Le niveau ${niveau} du poste ${poste} est inférieur au minimum exigé par la convention collective (niveau ${minimum}).`,
  posteInconnu: (code: string) => `Poste de garantie inconnu : ${code}.`,
  posteEnDouble: (code: string) => `Le poste ${code} est sélectionné plusieurs fois.`,
  niveauHorsBornes: 'Le niveau doit être un nombre entier compris entre 0 et 11.',
  tauxCommissionnement: 'Le taux de commissionnement doit être un nombre entier compris entre 0 et 15 %.',
  typeCommissionnementInconnu: (type: string) => `Type de commissionnement ${type} non géré.`,
  regimeObligatoire: 'Le régime obligatoire doit valoir SECURITE_SOCIALE ou ALSACE_MOSELLE.',
  typeCollege: 'Le type de collège doit valoir CADRE, NON_CADRE ou TOUS.',
  departementInvalide: 'Le département est invalide.',
  idccInvalide: "L'IDCC doit être un nombre entier de 1 à 9999.",
  offreSansPostes: (idProduit: number | string) => `L'offre ${idProduit} ne comporte pas de garanties santé.`,
  utilisateurAutreDistributeur: "Vous ne pouvez pas tarifer pour le compte d'un autre distributeur.",
  baremeIntrouvable: (date: string) => `Aucun barème santé n'est en vigueur au ${date}.`,
} as const;

/** Contribution structures and their labels (01 §3 'Health tariff'). */
export const LIBELLES_STRUCTURE_SANTE = {
  UNIQUE: 'Unique',
  ISOLE: 'Isolé',
  FAMILLE: 'Famille',
  P1: '1 personne',
  P2: '2 personnes',
  P3: '3 personnes et +',
  SALARIE_SEUL: 'Salarié',
  CONJOINT_SEUL: 'Conjoint',
  ENFANT: 'Enfant',
  SALARIE_ENFANT: 'Salarié + enfants',
  /** Ours: the spec gives the code without a label. */
  CONJOINT_SALARIE_ENFANT: 'Salarié + conjoint + enfants',
} as const;
