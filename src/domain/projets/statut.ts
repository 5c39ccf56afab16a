import { LIBELLES_STATUT_PROJET } from '../messages/projets';
import { CODES_PRODUIT, type CodeProduit, type EtatProjet, STATUTS, type StatutProjet } from './projet.types';

export function estStatut(value: unknown): value is StatutProjet {
  return typeof value === 'string' && (STATUTS as readonly string[]).includes(value);
}

/** Label shown in the Statut column; an unknown statut is a programming error. */
export function libelleStatut(statut: StatutProjet): string {
  if (!estStatut(statut)) throw new Error(`Statut de projet non géré : ${String(statut)}`);
  return LIBELLES_STATUT_PROJET[statut];
}

/** FIGE and TARIFS_FIGES both lock the projet: no edit, no save, no re-pricing (§4). */
export function estLectureSeule(etat: EtatProjet | undefined): boolean {
  return etat === 'FIGE' || etat === 'TARIFS_FIGES';
}

/** 'SSC' | 'SPC' or throws: an unknown product code on a row is an error (§2). */
export function verifierCodeProduit(code: unknown): CodeProduit {
  if (typeof code === 'string' && (CODES_PRODUIT as readonly string[]).includes(code)) return code as CodeProduit;
  throw new Error(`Code produit non géré : ${String(code)}`);
}

/** URL segment of the subscription route for a product (02 §2: /souscription/:codeProduit(ssc|spc)/:idProjet). */
export function segmentProduit(code: CodeProduit): 'ssc' | 'spc' {
  return verifierCodeProduit(code) === 'SSC' ? 'ssc' : 'spc';
}
