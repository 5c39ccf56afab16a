import type { ProjetPrevoyanceDetail } from '../../../src/domain/projets/contrat';

/** A saved provident projet as GET /projets/{id} answers it (tests). */
export function projetPrevoyanceApi(p: Partial<ProjetPrevoyanceDetail> = {}): ProjetPrevoyanceDetail {
  return {
    id: 31,
    client: { id: 7 },
    statut: 'NOUVEAU',
    etat: null,
    date_effet: '2026-04-01',
    effectif: 80,
    ccn: { id: 1486, idcc: '1486', libelle: 'Syntec', libelle_court: 'Syntec' },
    produit: { id: 470, code: 'SPC', libelle: null },
    siret: null,
    raison_sociale: 'X',
    type_college: { value: 'CADRE', label: 'Cadres' },
    effectif_college: 12,
    age_moyen: 40,
    commissionnement: { type: 'CLIN', taux: 5 },
    tarifs: null,
    bareme_version: null,
    naf: { code: '62.01Z', description: 'Programmation informatique' },
    type_masse_salariale: 'T1',
    masse_salariale_t1: 480_000,
    masse_salariale_t2: null,
    portabilite_supra_legale: 'NON',
    garanties: [],
    ...p,
  } as ProjetPrevoyanceDetail;
}
