/**
 * The offer's colleges with their access (POST /eligibilite/determiner-produits-eligibles/{idProduit}),
 * shown by the provident 'Informations projet' screen (spec 01 §2). Without React: what asks them,
 * under which key — the same on the server (the loader of a saved projet answers them with the page,
 * ADR 0046) and in the browser (the hook starts from that answer and asks only for another key).
 * The NAF codes are not here: a long list (≈ 60 KB) asked when the NAF field is first used, as on
 * the subscription (the chosen code shows its own label meanwhile).
 */
import type { CollegeEligible } from '../../../src/domain/eligibilite/offres';
import type { PrevoyanceState } from '../../state/prevoyance';

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

/** The server's answers for a saved projet; null where it could not answer (the screen then asks). */
export interface ReponsesInitialesInformationsPrevoyance {
  colleges: { cle: string; colleges: CollegeEligible[] } | null;
}

export const AUCUNE_REPONSE_INITIALE: ReponsesInitialesInformationsPrevoyance = { colleges: null };
