import { formaterIdcc } from '../../../src/domain/referentiels/ccn';
import type { CcnChoisie } from '../../state';

/**
 * How a chosen agreement reads ('1486 - Syntec'): the CCN field and the offers page. Kept apart from
 * ChampCcn so that showing it does not load the combobox.
 */
export const libelleCcn = (ccn: CcnChoisie) => `${formaterIdcc(ccn.id)} - ${ccn.libelle_court}`;
