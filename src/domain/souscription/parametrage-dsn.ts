import type { TypeCollege } from '../offres/catalogue';
import type { CodeProduit } from '../projets/projet.types';

/**
 * The DSN codes of a contract (brief §2.6 'Fiche de paramétrage DSN'). **Proposal** (ADR 0045): the
 * insurer gives each contract its population and option codes; ours are stable per college and per
 * offer, until the insurer's own are configured.
 */
export const CODES_POPULATION_DSN: Readonly<Record<TypeCollege, string>> = { CADRE: 'CAD', NON_CADRE: 'NCA', TOUS: 'ENS' };

/** The option code of an offer: the product and the offer id ('SSC460'). */
export function codeOptionDsn(codeProduit: CodeProduit, idOffre: number): string {
  return `${codeProduit}${idOffre}`;
}
