import type { PrixProjet } from '../domain/espace/espace';
import { LIBELLES_COLLEGE } from '../domain/offres/catalogue';
import { REFERENTIEL_ELIGIBILITE } from '../domain/eligibilite/referentiel';
import { trouverOffre } from '../domain/eligibilite/offres';
import type { CodeProduit, EtatProjet, ProjetDetail, StatutProjet, TypeCollege } from '../domain/projets';
import type { NiveauResume, ResumeGarantiesPrevoyance } from '../domain/projets/resume';
import type { ProjetEntity } from './entities/projet.entity';

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
  /** The saved price as a row shows it (null when it cannot be read). */
  prix: PrixProjet | null;
}

/** GET /projets/{id}: the contract shared with the pages (src/domain/projets/contrat.ts). */
export type { ProjetDetail } from '../domain/projets/contrat';

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
