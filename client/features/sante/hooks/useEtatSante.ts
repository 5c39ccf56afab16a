import { createContext, useContext } from 'react';
import { useSessionModule } from '../../../state';
import { sante, type SanteState } from '../../../state/sante';

/**
 * The health state a screen shows (ADR 0046): the route's projet while the session state cannot
 * hold it yet (server render, hydration, the projet being put there), else the session state.
 * The route provides the first (null: read the session state).
 */
const EtatSanteAffiche = createContext<SanteState | null>(null);

export const EtatSanteProvider = EtatSanteAffiche.Provider;

export function useEtatSante(): SanteState {
  const session = useSessionModule(sante);
  return useContext(EtatSanteAffiche) ?? session;
}

/** True while the screen shows the route's projet rather than the session state (nothing to write back yet). */
export function useEtatDuServeur(): boolean {
  return useContext(EtatSanteAffiche) !== null;
}
