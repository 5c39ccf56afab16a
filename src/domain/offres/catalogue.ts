/**
 * Shared identifiers of the offer catalogue, fixed here so referentials, eligibility,
 * pricing and projets agree. The full catalogue (labels, colleges, eligibility) lives with
 * the eligibility rules; barèmes and minima live with pricing.
 */
export type CodeProduit = 'SSC' | 'SPC';
export type TypeCollege = 'CADRE' | 'NON_CADRE' | 'TOUS';

export const COLLEGES_PAR_PRODUIT: Record<CodeProduit, TypeCollege[]> = {
  SSC: ['CADRE', 'NON_CADRE', 'TOUS'],
  SPC: ['CADRE', 'NON_CADRE'],
};

export const LIBELLES_COLLEGE: Record<TypeCollege, string> = {
  CADRE: 'Cadres',
  NON_CADRE: 'Non Cadres',
  TOUS: 'Ensemble du personnel',
};

/** Offer ids. 460 carries the 'En savoir plus sur l'offre' link (spec 01 §2). */
export const OFFRES = {
  SANTE_ESSENTIELLE: 460,
  SANTE_MODULABLE: 461,
  PREVOYANCE_ESSENTIELLE: 470,
  PREVOYANCE_MODULABLE: 471,
} as const;

export const PRODUIT_DE_L_OFFRE: Record<number, CodeProduit> = {
  460: 'SSC',
  461: 'SSC',
  470: 'SPC',
  471: 'SPC',
};

/** Agreement id = IDCC as an integer (IDCC '0044' → id 44); 9999 = 'Sans convention collective'. */
export const ID_SANS_CCN = 9999;

/**
 * Agreements (IDCC) for which we hold health and provident minima (PRODUCT.md: about twenty
 * common agreements). Having minima makes the tarification access AVEC_CONTRAINTE.
 */
export const IDCC_AVEC_MINIMA = [
  '1486', '1979', '3127', '2216', '1516', '0044', '2120', '1090', '1597', '2098',
  '1501', '2596', '0573', '1702', '0843', '2264', '0016', '1518', '0086', '2511',
] as const;
