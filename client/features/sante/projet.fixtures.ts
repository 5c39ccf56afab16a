import type { ProjetSanteApi } from './types';

/** A saved health projet as GET /projets/{id} answers it (tests). */
export function projetApi(p: Partial<ProjetSanteApi> = {}): ProjetSanteApi {
  return {
    id: 12,
    client_id: 7,
    client: { id: 7 },
    statut: 'NOUVEAU',
    etat: null,
    date_creation: '2026-11-20T10:00:00.000Z',
    date_effet: '2026-12-01',
    effectif: 25,
    effectif_cadre: null,
    effectif_non_cadre: null,
    ccn: { id: 1486, idcc: '1486', libelle: 'Bureaux d’études techniques', libelle_court: 'BET' },
    produit: { id: 460, code: 'SSC', libelle: 'Santé Collective Essentielle' },
    siret: '30177755300019',
    raison_sociale: 'Laboratoires Mathieu',
    type_college: { value: 'CADRE', label: 'Cadres' },
    effectif_college: 12,
    age_moyen: 42,
    commissionnement: { type: 'CLIN', taux: 5 },
    tarifs: null,
    bareme_version: 'SSC-2026.1',
    archive: false,
    code_postal: '35000',
    departement: '35',
    regime_social: 'SECURITE_SOCIALE',
    resiliation_infra_annuelle: true,
    sur_complementaire: false,
    niveaux_postes: [
      { code: 'OPTIQUE', num_value: 7 },
      { code: 'MATERNITE', num_value: 5 },
    ],
    ...p,
  };
}
