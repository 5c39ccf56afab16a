/**
 * Where the list's actions lead, and what they put in the session state first (spec 01 §2 route
 * guards, §4 'New projet', 'Duplicating', 'Loading an existing projet'). Pure: the screen applies
 * the patches and navigates.
 */
import type { ProduitEligible } from '../../../src/domain/eligibilite/offres';
import type { CodeProduit, TypeCollege } from '../../../src/domain/projets/projet.types';
import type { CommonState } from '../../state/common';
import { PREVOYANCE_VIDE, type PrevoyanceState } from '../../state/prevoyance';
import { SANTE_VIDE, type SanteState } from '../../state/sante';
import type { SegmentProduit } from './types';

/** Query flags of the pricing-information screens (spec 01 §2). */
export const PARAM_SANS_PREFILL = 'skipPrefillInformationsTarifantesFromDernierProjet';
export const PARAM_CHARGER_PROJET = 'loadProjet';
/** College asked for by 'Nouveau projet' (read by the provident screen). */
export const PARAM_COLLEGE = 'college';

export function segment(code: CodeProduit): SegmentProduit {
  return code === 'SSC' ? 'ssc' : 'spc';
}

export const marche = (code: CodeProduit): NonNullable<CommonState['marche']> => (code === 'SSC' ? 'sante' : 'prevoyance');

export function chemins(code: CodeProduit) {
  const s = segment(code);
  return {
    informations: (id?: number | null) => (id ? `/${s}/informations-projet/${id}` : `/${s}/informations-projet`),
    garanties: (id: number) => `/${s}/garanties/${id}`,
    projets: `/${s}/projets`,
  };
}

/**
 * A saved projet's information screen (the id link and 'Modifier'): health asks the screen to read
 * the projet again; provident forgets any unsaved copy so the screen starts from the saved projet.
 */
export function ouvertureProjet(code: CodeProduit, id: number): { vers: string; common: Partial<CommonState>; oublierPrevoyance: boolean } {
  const common = { marche: marche(code), creationProjet: false, duplicationProjet: false };
  if (code === 'SSC') return { vers: `${chemins(code).informations(id)}?${PARAM_CHARGER_PROJET}=true`, common, oublierPrevoyance: false };
  return { vers: chemins(code).informations(id), common, oublierPrevoyance: true };
}

/** 'Voir les garanties' of the subscription screen (02 §2): the saved projet, read again. */
export function ouvertureGaranties(code: CodeProduit, id: number): { vers: string; oublierPrevoyance: boolean } {
  if (code === 'SSC') return { vers: `${chemins(code).garanties(id)}?${PARAM_CHARGER_PROJET}=true`, oublierPrevoyance: false };
  return { vers: chemins(code).garanties(id), oublierPrevoyance: true };
}

export interface DepartNouveauProjet {
  vers: string;
  common: Partial<CommonState>;
  sante?: SanteState;
  prevoyance?: PrevoyanceState;
}

/**
 * 'Nouveau projet' of a college (§2, §4): the information screen of a new projet of that college
 * (creating flag set), which prefills it from the last projet of the college. The offer is the one
 * chosen on 'Offres éligibles' when it is of this product, else the newest projet's.
 */
export function nouveauProjet(
  code: CodeProduit,
  college: TypeCollege,
  ctx: { produitSelectionne: ProduitEligible | null; produitIdListe: number | null; clientSante: SanteState['client'] },
): DepartNouveauProjet {
  const common = { marche: marche(code), creationProjet: true, duplicationProjet: false };
  const choisi = ctx.produitSelectionne?.code === code ? ctx.produitSelectionne : null;
  const idProduit = choisi?.id ?? ctx.produitIdListe;
  if (code === 'SSC') {
    const produit = idProduit === null ? null : { id: idProduit, code: 'SSC' as const, libelle: choisi?.libelle ?? null };
    return { vers: chemins(code).informations(), common, sante: { ...SANTE_VIDE, produit, typeCollege: college, client: ctx.clientSante } };
  }
  const produit = idProduit === null ? null : { id: idProduit, code: 'SPC' as const };
  return {
    vers: `${chemins(code).informations()}?${PARAM_COLLEGE}=${college}`,
    common,
    prevoyance: { ...PREVOYANCE_VIDE, produit, informations: null },
  };
}

/** After 'Dupliquer' (§4): the copy is a new projet being created, opened without prefill. */
export function apresDuplication(code: CodeProduit): { vers: string; common: Partial<CommonState> } {
  return {
    vers: `${chemins(code).informations()}?${PARAM_SANS_PREFILL}=true`,
    common: { marche: marche(code), creationProjet: true, duplicationProjet: true },
  };
}
