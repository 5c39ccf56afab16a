/**
 * The journey's session state (spec 01 §3 'Session state'): one module per area, each kept in the
 * tab's session storage. Read with `useSessionModule(module)`, write with `module.set(...)`.
 * See README.md.
 */
import { common } from './common';
import { prevoyance } from './prevoyance';
import { produitsEligibles } from './produits-eligibles';
import { sante } from './sante';

export { useSessionModule } from './session-module';
export { useHydrated } from './hydrated';
export { ENTREPRISE_VIDE, entrepriseRenseignee, informationsEntreprise, type CcnChoisie, type InformationsEntrepriseState } from './entreprise';
export { produitsEligibles, type AccesCollege } from './produits-eligibles';
export { common, type CommonState } from './common';
export { prevoyance } from './prevoyance';

/**
 * 'On load it resets project state' (01 §2 Informations entreprise): everything after the company
 * step is forgotten; the company information itself is kept (the form shows it again).
 */
export function reinitialiserProjet(): void {
  produitsEligibles.reset();
  sante.reset();
  prevoyance.reset();
  common.reset();
}
