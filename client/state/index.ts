/**
 * The journey's session state (spec 01 §3 'Session state'): one module per area, each kept in the
 * tab's session storage. Read with `useSessionModule(module)`, write with `module.set(...)`.
 * See README.md.
 */
import { common } from './common';
import { prevoyance } from './prevoyance';
import { produitsEligibles } from './produits-eligibles';
import { sante } from './sante';

export { createSessionModule, useSessionModule, type SessionModule, type StorageLike } from './session-module';
export { useHydrated } from './hydrated';
export { ENTREPRISE_VIDE, entrepriseRenseignee, informationsEntreprise, type CcnChoisie, type InformationsEntrepriseState } from './entreprise';
export { PRODUITS_ELIGIBLES_VIDE, produitsEligibles, type AccesCollege, type ProduitsEligiblesState } from './produits-eligibles';
export { COMMON_VIDE, common, type CommonState } from './common';
export { SANTE_VIDE, sante, type SanteState } from './sante';
export { PREVOYANCE_VIDE, prevoyance, type PrevoyanceState } from './prevoyance';

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
