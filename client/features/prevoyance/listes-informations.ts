/**
 * The two lists the provident 'Informations projet' screen shows (spec 01 §2): the offer's colleges
 * with their access (POST /eligibilite/determiner-produits-eligibles/{idProduit}) and the NAF codes
 * (GET /nafs). Without React: what asks them, under which key — the same on the server (the loader
 * of a saved projet answers them with the page, ADR 0046) and in the browser (the hooks start from
 * those answers and ask only for another key).
 */
import type { CollegeEligible } from '../../../src/domain/eligibilite/offres';
import type { NafChoisi, PrevoyanceState } from '../../state/prevoyance';

/** What asks the offer's colleges. */
export interface RequeteCollegesPrevoyance {
  idProduit: number;
  id_ccn: number;
  effectif: number;
  code_distributeur: string;
}

/**
 * The colleges' request of the screen's state: none until the offer, the agreement and the
 * company's headcount are known (a headcount of 0 asks nothing, as before).
 */
export function requeteCollegesPrevoyance(
  etat: Pick<PrevoyanceState, 'produit' | 'idCcn' | 'effectifEntreprise'>,
  codeDistributeur: string,
): RequeteCollegesPrevoyance | null {
  if (!etat.produit || etat.idCcn === null || !etat.effectifEntreprise) return null;
  return { idProduit: etat.produit.id, id_ccn: etat.idCcn, effectif: etat.effectifEntreprise, code_distributeur: codeDistributeur };
}

/** One key per request (any change of offer, agreement, headcount or distributor asks again). */
export function cleCollegesPrevoyance(requete: RequeteCollegesPrevoyance | null): string | null {
  return requete ? JSON.stringify([requete.idProduit, requete.id_ccn, requete.effectif, requete.code_distributeur]) : null;
}

/** The request a key stands for (the hook asks from the key alone). */
export function requeteDeLaCle(cle: string): RequeteCollegesPrevoyance {
  const [idProduit, id_ccn, effectif, code_distributeur] = JSON.parse(cle) as [number, number, number, string];
  return { idProduit, id_ccn, effectif, code_distributeur };
}

/**
 * The NAF list is asked only where it serves: an editable screen (a read-only projet's NAF field is
 * disabled and shows the projet's code).
 */
export function nafsDemandees(lectureSeule: boolean): boolean {
  return !lectureSeule;
}

/** The server's answers for a saved projet; null where it could not answer (the screen then asks). */
export interface ReponsesInitialesInformationsPrevoyance {
  colleges: { cle: string; colleges: CollegeEligible[] } | null;
  nafs: NafChoisi[] | null;
}

export const AUCUNE_REPONSE_INITIALE: ReponsesInitialesInformationsPrevoyance = { colleges: null, nafs: null };
