/**
 * Labels of the screens 'Informations entreprise' and 'Offres éligibles' (spec 01 §2). The rules'
 * messages, banners and spec sentences are in ./entreprise.ts (ENTREPRISE, OFFRES_ELIGIBLES) and
 * ./referentiels.ts (CCN autocomplete); what is here names fields, sections and states the spec
 * describes without wording them (ours), except where marked as the spec's.
 */
export const ECRAN_ENTREPRISE = {
  /** Why 'Offres éligibles' waits for an ineligible company (ours; the banner above says why). */
  parcoursFermeNonEligible: "L'entreprise n'est pas éligible : le parcours ne peut pas continuer.",
  sectionEntreprise: 'Entreprise',
  sectionEffectifCcn: 'Effectif et convention collective',
  /** Toggle 'SIRET known' (01 §2). */
  siretConnu: 'SIRET connu',
  siret: 'SIRET',
  siretPlaceholder: '000 000 000 00000',
  raisonSociale: 'Raison sociale',
  effectifTotal: 'Effectif total',
  salaries: 'salariés',
  ccn: 'Convention collective (CCN)',
  /** Toggle 'no CCN' (01 §2): selects 9999, whose label is the spec's 'Sans convention collective'. */
  sansCcn: 'Sans convention collective',
  afficherLesCcns: 'Afficher les conventions collectives',
  verificationEnCours: 'Vérification du SIRET en cours…',
  clientsExistants: 'Clients existants',
  siretNonRenseigne: 'SIRET non renseigné',
  clientExistantSelectionne: 'Client existant : les informations enregistrées ont été reprises.',
  enregistrementEnCours: 'Enregistrement…',
  /** When the client cannot be saved and the server gave no sentence. */
  erreurEnregistrementClient: "Le client n'a pas pu être enregistré. Veuillez réessayer.",
  ouvreNouvelOnglet: '(nouvel onglet)',
} as const;

export const ECRAN_OFFRES = {
  effectifTotal: 'Effectif total',
  conventionCollective: 'Convention collective',
  salaries: (n: string) => `${n} salarié(s)`,
  chargement: 'Recherche des offres éligibles…',
  /** Accessible names (ours). */
  offresEligibles: 'Offres éligibles',
  fermer: 'Fermer',
  offreSelectionnee: 'Offre sélectionnée',
  /** Why 'Informations projet' waits (ours). */
  choisirUneOffre: 'Sélectionnez une offre pour continuer.',
  pointsForts: 'Points forts',
  effectifMinimum: (n: number) => `Ouverte aux entreprises d'au moins ${n} salarié(s).`,
  ficheIndisponible: "La fiche de l'offre n'est pas disponible pour le moment.",
  reessayer: 'Réessayer',
} as const;
