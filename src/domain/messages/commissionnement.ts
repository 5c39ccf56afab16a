import { SANTE } from './sante';

/**
 * The commissioning block, one for both products (spec 01 §3, §5 'Commission', §9): 'Linéaire'
 * with its rate, or 'Précompté' with one of the discount options. Titles from the spec; help texts ours.
 */
export const COMMISSIONNEMENT = {
  titre: SANTE.commissionnement,
  type: 'Type de commissionnement',
  lineaire: SANTE.commissionLineaire,
  precompte: SANTE.commissionPrecompte,
  lineaireAide: 'Commission versée chaque année au même taux, de 0 à 15 % de la cotisation.',
  precompteAide: 'Commission majorée la première année, réduite les années suivantes.',
  taux: 'Taux de commissionnement',
  bornesTaux: (min: number, max: number) => `De ${min} à ${max} %, nombre entier.`,
  option: 'Option de précompte',
  tauxOption: (taux: number) => `Taux de commissionnement : ${taux} %`,
} as const;
