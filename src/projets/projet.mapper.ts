import { LIBELLES_COLLEGE } from '../domain/offres/catalogue';
import { REFERENTIEL_ELIGIBILITE } from '../domain/eligibilite/referentiel';
import { trouverOffre } from '../domain/eligibilite/offres';
import type { CodeProduit, EtatProjet, StatutProjet, TypeCollege } from '../domain/projets';
import type { NiveauResume, ResumeGarantiesPrevoyance } from '../domain/projets/resume';
import type { GarantieListe } from '../domain/pricing/prevoyance/garanties.types';
import type { CcnProjet, NafProjet, ProjetEntity } from './entities/projet.entity';

/** Offer label from the catalogue (the projet keeps the offer id). */
export function libelleOffre(produitId: number): string | null {
  return trouverOffre(REFERENTIEL_ELIGIBILITE, produitId)?.libelle ?? null;
}

/** GET /projets row (spec 01 §3 'Project list row', §7), as ProjetsRepository.listeJson builds it. */
export interface LigneProjet {
  id: number;
  date_creation: string;
  date_effet: string;
  statut: StatutProjet;
  etat: EtatProjet;
  client: { id: number; siret: string | null; raison_sociale: string };
  produit: { id: number; code: CodeProduit };
  college: { type: TypeCollege; libelle: string; effectif: number };
  /** Health: level per poste. */
  niveaux?: NiveauResume[];
  /** Provident: the summary columns. */
  garanties?: ResumeGarantiesPrevoyance;
}

/** GET /projets/{id} (spec 01 §3 'Projet', health and provident additions), snake_case. */
export interface ProjetDetail {
  id: number | null;
  client_id: number;
  client: { id: number };
  statut: StatutProjet | null;
  etat: EtatProjet;
  date_creation: string | null;
  date_effet: string | null;
  effectif: number | null;
  effectif_cadre: number | null;
  effectif_non_cadre: number | null;
  ccn: CcnProjet | null;
  produit: { id: number; code: CodeProduit; libelle: string | null };
  siret: string | null;
  raison_sociale: string;
  type_college: { value: TypeCollege; label: string };
  effectif_college: number;
  age_moyen: number;
  commissionnement: { type: string; taux: number };
  tarifs: Record<string, unknown> | null;
  bareme_version: string | null;
  archive: boolean;
  // Health
  code_postal?: string | null;
  departement?: string | null;
  regime_social?: string | null;
  resiliation_infra_annuelle?: boolean | null;
  sur_complementaire?: boolean | null;
  niveaux_postes?: { code: string; num_value: number }[];
  // Provident
  naf?: NafProjet | null;
  nombre_femmes?: number | null;
  nombre_conjoints?: number | null;
  nombre_enfants?: number | null;
  type_masse_salariale?: 'T1' | 'T12' | null;
  masse_salariale_t1?: number | null;
  masse_salariale_t2?: number | null;
  portabilite_supra_legale?: 'OUI' | 'NON';
  garanties?: GarantieListe[];
}

export function versDetail(p: ProjetEntity): ProjetDetail {
  const d: ProjetDetail = {
    id: p.id,
    client_id: p.clientId,
    client: { id: p.clientId },
    statut: p.statut,
    etat: p.etat ?? null,
    date_creation: p.dateCreation ? new Date(p.dateCreation).toISOString() : null,
    date_effet: p.dateEffet,
    effectif: p.effectif,
    effectif_cadre: p.effectifCadre,
    effectif_non_cadre: p.effectifNonCadre,
    ccn: p.ccn,
    produit: { id: p.produitId, code: p.codeProduit, libelle: libelleOffre(p.produitId) },
    siret: p.siret?.trim() || null,
    raison_sociale: p.raisonSociale,
    type_college: { value: p.collegeType, label: LIBELLES_COLLEGE[p.collegeType] },
    effectif_college: p.collegeEffectif,
    age_moyen: p.collegeAgeMoyen,
    commissionnement: { type: p.commissionnementType, taux: Number(p.commissionnementTaux) },
    tarifs: p.tarifs,
    bareme_version: p.baremeVersion,
    archive: p.archivedAt !== null && p.archivedAt !== undefined,
  };
  if (p.codeProduit === 'SSC') {
    Object.assign(d, {
      code_postal: p.codePostal,
      departement: p.departement,
      regime_social: p.regimeSocial,
      resiliation_infra_annuelle: p.resiliationInfraAnnuelle,
      sur_complementaire: p.surComplementaire,
      niveaux_postes: (p.niveauxPostes ?? []).map((n) => ({ code: n.code, num_value: n.numValue })),
    });
  } else {
    Object.assign(d, {
      naf: p.naf,
      nombre_femmes: p.nombreFemmes,
      nombre_conjoints: p.nombreConjoints,
      nombre_enfants: p.nombreEnfants,
      type_masse_salariale: p.typeMasseSalariale,
      masse_salariale_t1: p.masseSalarialeT1,
      masse_salariale_t2: p.masseSalarialeT2,
      portabilite_supra_legale: p.portabiliteSupraLegale ? 'OUI' : 'NON',
      garanties: p.garanties ?? [],
    });
  }
  return d;
}
