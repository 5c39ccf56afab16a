import catalogueJson from '../../../../data/sante/catalogue.json';
import { PRODUIT_DE_L_OFFRE } from '../../offres/catalogue';
import { CODES_POSTES, type EnteteNiveau, type Poste } from './types';

/**
 * The health catalogue (data/sante/catalogue.json): 11 postes with levels 0..11 and the level
 * headers. Versioned data, loaded once; shared by the API, the pages and the pricing engine.
 */
interface CatalogueFichier {
  produits: number[];
  niveaux: EnteteNiveau[];
  postes: Poste[];
}

const fichier = catalogueJson as unknown as CatalogueFichier;

export const ENTETES_NIVEAUX: readonly EnteteNiveau[] = fichier.niveaux;
export const POSTES: readonly Poste[] = CODES_POSTES.map((code) => {
  const poste = fichier.postes.find((p) => p.code === code);
  if (!poste) throw new Error(`Catalogue santé : poste ${code} absent`);
  return poste;
});
const PAR_CODE = new Map<string, Poste>(POSTES.map((p) => [p.code, p]));

/**
 * The poste of a code; an unknown code is an error (01 §8).
 * @internal Spec support (the product walks POSTES).
 */
export function posteParCode(code: string): Poste {
  const poste = PAR_CODE.get(code);
  if (!poste) throw new Error(`Code de poste inconnu : ${code}`);
  return poste;
}

/** Only the health offers (SSC: 460, 461) have postes and levels. */
export function estOffreSante(idProduit: number): boolean {
  return PRODUIT_DE_L_OFFRE[idProduit] === 'SSC' && fichier.produits.includes(idProduit);
}

/** Level headers of an offer, or null when the offer is not a health offer. */
export function niveauxDuProduit(idProduit: number): readonly EnteteNiveau[] | null {
  return estOffreSante(idProduit) ? ENTETES_NIVEAUX : null;
}

/** Postes of an offer, or null when the offer is not a health offer. */
export function postesDuProduit(idProduit: number): readonly Poste[] | null {
  return estOffreSante(idProduit) ? POSTES : null;
}
