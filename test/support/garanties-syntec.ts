/**
 * Provident guarantees at Syntec's (IDCC 1486) cadres minima: the saved projet whose guarantees page
 * the SSR browser specs open and the bench measures (test data: bench imports it from here, never the
 * reverse; test/support/projets.ts re-exports it). No imports, so the bench's build stays small.
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
