import type { CodeMarche } from '../../src/domain/eligibilite/offres';
import { createSessionModule } from './session-module';

/**
 * Module 'common' (spec 01 §3 Session state, §4): the market being worked on and the project
 * flags the route guards read ('with a known market, no project id and no project being created,
 * go to that market's project list').
 */
export interface CommonState {
  /** Market of the selected offer ('sante' → /ssc/..., 'prevoyance' → /spc/...). */
  marche: CodeMarche | null;
  /** A new projet is being created (set when leaving 'Offres éligibles'; false after a save). */
  creationProjet: boolean;
  /** The projet being edited is a duplicate not yet saved. */
  duplicationProjet: boolean;
}

export const COMMON_VIDE: CommonState = {
  marche: null,
  creationProjet: false,
  duplicationProjet: false,
};

export const common = createSessionModule<CommonState>('common', COMMON_VIDE);
