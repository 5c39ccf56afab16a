import type { DetailAccesTarification } from '../../src/domain/eligibilite/acces-tarification';
import type { MarcheEligible, ProduitEligible } from '../../src/domain/eligibilite/offres';
import type { TypeCollege } from '../../src/domain/offres/catalogue';
import { createSessionModule } from './session-module';

/** Access of a college: the API's code with the light, title and message it stands for. */
export interface AccesCollege extends DetailAccesTarification {
  code: string;
}

/**
 * Module 'eligible products' (spec 01 §3 Session state): markets as POST
 * /api/eligibilite/determiner-produits-eligibles answered them, the offer the broker picked, and
 * the tarification access of each of its colleges (read by the pricing-information screens: a red
 * college cannot go on to the guarantees).
 */
export interface ProduitsEligiblesState {
  marches: MarcheEligible[] | null;
  selectedProduit: ProduitEligible | null;
  accesParCollege: Partial<Record<TypeCollege, AccesCollege>>;
}

export const PRODUITS_ELIGIBLES_VIDE: ProduitsEligiblesState = {
  marches: null,
  selectedProduit: null,
  accesParCollege: {},
};

export const produitsEligibles = createSessionModule<ProduitsEligiblesState>('produits-eligibles', PRODUITS_ELIGIBLES_VIDE);
