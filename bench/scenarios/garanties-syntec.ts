/**
 * Provident guarantees at Syntec's (IDCC 1486) cadres minima: the saved projet whose guarantees page
 * the bench measures and the SSR browser specs open (test/support/projets.ts re-exports it).
 */
export const GARANTIES_PREVOYANCE_SYNTEC = [
  {
    code: 'deces_ptia',
    caracteristiques: [
      { nom: 'celibataire_veuf_divorce', valeur: 200 },
      { nom: 'marie_pacse_concubin', valeur: 250 },
      { nom: 'majoration', valeur: 50 },
    ],
  },
  {
    code: 'incapacite_invalidite',
    caracteristiques: [
      { nom: 'itt_franchise_type', valeur: 'continue' },
      { nom: 'itt_indemnite_journaliere', valeur: 80 },
      { nom: 'itt_franchise_duree', valeur: 'NIVEAU_5' },
      { nom: 'non_pro_categorie_2_3', valeur: 80 },
      { nom: 'pro_taux_66', valeur: 80 },
    ],
  },
];
