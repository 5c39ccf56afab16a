/**
 * The 'Offres éligibles' screen without React (spec 01 §2): access display of each college, the
 * next address by product code, French number formatting.
 */
import { detailAccesTarification, statutAffichageFeu, type StatutFeu } from '../../../src/domain/eligibilite/acces-tarification';
import type { CodeMarche, CollegeEligible, ProduitEligible } from '../../../src/domain/eligibilite/offres';
import { OFFRES_ELIGIBLES } from '../../../src/domain/messages';
import type { TypeCollege } from '../../../src/domain/offres/catalogue';
import type { AccesCollege } from '../../state';


export type { StatutFeu };

export type VueAcces = { ok: true; acces: AccesCollege; statut: StatutFeu } | { ok: false; erreur: string };

/**
 * Light, title and message of a college's access code (the domain's table, the same the API's
 * GET /eligibilite/acces-tarification/{code} serves). An unsupported code or colour is an error:
 * the college shows 'Erreur de récupération des accès à la tarification'.
 */
export function vueAcces(college: Pick<CollegeEligible, 'acces_tarification'>): VueAcces {
  try {
    const code = college.acces_tarification.code;
    const detail = detailAccesTarification(code);
    return { ok: true, acces: { code, ...detail }, statut: statutAffichageFeu(detail.feu) };
  } catch {
    return { ok: false, erreur: OFFRES_ELIGIBLES.erreurAccesTarification };
  }
}

/** Access by college of the selected offer, kept in session state for the pricing screens. */
export function accesParCollege(produit: ProduitEligible): Partial<Record<TypeCollege, AccesCollege>> {
  const acces: Partial<Record<TypeCollege, AccesCollege>> = {};
  for (const college of produit.colleges) {
    const vue = vueAcces(college);
    if (vue.ok) acces[college.code] = vue.acces;
  }
  return acces;
}

/** Health offers go on to /ssc/informations-projet, provident ones to /spc/...; any other code is an error. */
export function cheminInformationsProjet(codeProduit: string): string {
  if (codeProduit === 'SSC') return '/ssc/informations-projet';
  if (codeProduit === 'SPC') return '/spc/informations-projet';
  throw new Error(`Code produit non géré : ${codeProduit}.`);
}

export function marcheDuProduit(codeProduit: string): CodeMarche {
  if (codeProduit === 'SSC') return 'sante';
  if (codeProduit === 'SPC') return 'prevoyance';
  throw new Error(`Code produit non géré : ${codeProduit}.`);
}

const ENTIER_FR = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

/** French grouping ('12 500'), the same on the server and in the browser. */
export function formaterEntier(n: number): string {
  return ENTIER_FR.format(n);
}
