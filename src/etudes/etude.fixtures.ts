import { garantiesParDefaut } from '../domain/pricing/prevoyance/defaults';
import { garantiesVersListe } from '../domain/pricing/prevoyance/conversion';
import { tarifierPrevoyance } from '../domain/pricing/prevoyance/moteur';
import { tarifierSante } from '../domain/pricing/sante/moteur';
import { CODES_POSTES } from '../domain/pricing/sante/types';
import type { ProjetDetail } from '../projets/projet.mapper';

/** Projets as GET /projets/{id} gives them, priced by the real engines (for the study specs). */

const commun = (id: number) => ({
  id,
  client_id: 7,
  client: { id: 7 },
  statut: 'NOUVEAU' as const,
  etat: null,
  date_creation: '2026-11-21T10:00:00.000Z',
  date_effet: '2027-01-01',
  effectif: 25,
  effectif_cadre: 5,
  effectif_non_cadre: 20,
  ccn: { id: 1486, idcc: '1486', libelle: 'Bureaux d’études techniques', libelle_court: "Bureaux d'études techniques, cabinets d'ingénieurs-conseils et sociétés de conseils" },
  siret: '73282932000074',
  raison_sociale: 'Boulangerie Lefèvre & Fils',
  archive: false,
});

export function projetSante(id: number, niveau = 5, taux = 5, surco = true): ProjetDetail {
  const niveaux = CODES_POSTES.map((poste) => ({ poste, niveau }));
  const tarifs = tarifierSante({ dateEffet: '2027-01-01', ageMoyen: 42, effectifCollege: 12, regime: 'ALSACE_MOSELLE', departement: '67', tauxCommissionnement: taux, niveaux });
  return {
    ...commun(id),
    produit: { id: 460, code: 'SSC', libelle: 'Santé Collective Essentielle' },
    type_college: { value: 'CADRE', label: 'Cadres' },
    effectif_college: 12,
    age_moyen: 42,
    commissionnement: { type: taux === 10 ? 'CESC20/7' : 'CLIN', taux },
    tarifs,
    bareme_version: tarifs.bareme_version,
    code_postal: '67000',
    departement: '67',
    regime_social: 'ALSACE_MOSELLE',
    resiliation_infra_annuelle: true,
    sur_complementaire: surco,
    niveaux_postes: niveaux.map((n) => ({ code: n.poste, num_value: n.niveau })),
  };
}

export function projetPrevoyance(id: number, options: { t12?: boolean; riche?: boolean } = {}): ProjetDetail {
  const g = garantiesParDefaut();
  g.incapaciteInvalidite.selected = true;
  g.incapaciteInvalidite.ittIndemniteJournaliere = 70;
  if (options.riche) {
    g.allocationObseques.selected = true;
    g.renteEducation.selected = true;
    g.renteEducation.type = 'progressive';
    g.renteConjoint.selected = true;
    g.renteConjoint.type = 'formule';
    g.renteConjoint.renteTemporaire = true;
    g.rentePersonneACharge.selected = true;
  }
  const masseT2 = options.t12 ? 300000 : null;
  const tarifs = tarifierPrevoyance({
    dateEffet: '2027-01-01',
    college: 'CADRE',
    ageMoyen: 42,
    effectif: 60,
    nbFemmes: 20,
    nbConjoints: 30,
    nbEnfants: 45,
    naf: '62.01Z',
    tauxCommissionnement: 5,
    typeMasseSalariale: options.t12 ? 'T12' : 'T1',
    masseSalarialeT1: 2_000_000,
    masseSalarialeT2: masseT2,
    portabiliteSupraLegale: false,
    garanties: g,
  });
  return {
    ...commun(id),
    produit: { id: 470, code: 'SPC', libelle: 'Prévoyance Collective Essentielle' },
    type_college: { value: 'CADRE', label: 'Cadres' },
    effectif_college: 60,
    age_moyen: 42,
    commissionnement: { type: 'CLIN', taux: 5 },
    tarifs,
    bareme_version: tarifs.bareme_version,
    naf: { code: '62.01Z', description: 'Programmation informatique' },
    nombre_femmes: 20,
    nombre_conjoints: 30,
    nombre_enfants: 45,
    type_masse_salariale: options.t12 ? 'T12' : 'T1',
    masse_salariale_t1: 2_000_000,
    masse_salariale_t2: masseT2,
    portabilite_supra_legale: 'NON',
    garanties: garantiesVersListe(g),
  };
}
