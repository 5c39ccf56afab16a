import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { notifier } from '../../../components/Toasts';
import { common, informationsEntreprise, produitsEligibles, useHydrated, useSessionModule } from '../../../state';
import { sante, type SanteState } from '../../../state/sante';
import { etatAffiche, etatInitialSante } from '../ecran-initial';
import { deciderPreparation, type DecisionPreparation, type EcranSante } from '../preparation';
import { drapeau, PARAM_CHARGER_PROJET } from '../projet';
import type { ProjetSanteApi } from '../types';

/**
 * A screen that is leaving on purpose (save, duplicate) changes the state then navigates: until the
 * next location is shown, its own guards must not act on that new state (e.g. 'Retour arrière non
 * autorisé' right after a save). Keyed by the location being left.
 */
const sortie: { cle: string | null } = { cle: null };

export function annoncerSortie(cleLocation: string): void {
  sortie.cle = cleLocation;
}

export interface Preparation {
  /** The screen may be shown. */
  pret: boolean;
  /**
   * The state to show instead of the session state (ADR 0046): a saved projet is shown from the
   * server render on, from the loader's projet, until the session state holds it. Null: the
   * session state.
   */
  etat: SanteState | null;
  /** The route's projet as loaded (null without one). */
  enregistre: SanteState | null;
}

/**
 * Runs the screen's opening decision (guards, projet load, new projet) once the session state is
 * readable, and says when the screen may be shown and from which state. A saved projet's screen is
 * ready at once (server render included) from the projet; a new projet's waits for the session state.
 */
export function usePreparation(ecran: EcranSante, idProjet: number | undefined, projet: ProjetSanteApi | null): Preparation {
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const etatSante = useSessionModule(sante);
  const etatCommon = useSessionModule(common);
  const entreprise = useSessionModule(informationsEntreprise);
  const { selectedProduit } = useSessionModule(produitsEligibles);

  const search = new URLSearchParams(location.search);
  const chargerProjet = drapeau(search, PARAM_CHARGER_PROJET);
  search.delete(PARAM_CHARGER_PROJET);
  const reste = search.toString();
  const enSortie = sortie.cle === location.key;
  const decision: DecisionPreparation | null = hydrated && !enSortie
    ? deciderPreparation({
        ecran,
        idProjet,
        projet,
        chargerProjet,
        adresseSansChargement: `${location.pathname}${reste ? `?${reste}` : ''}`,
        sante: etatSante,
        common: etatCommon,
        entreprise,
        produitSelectionne: selectedProduit,
      })
    : null;
  // The effect acts on the decision itself, keyed by its content.
  const cle = decision && decision.type !== 'pret' ? JSON.stringify(decision) : null;

  // Once the screen is left, coming back to this history entry (browser back) runs the guards again.
  const cleLocation = location.key;
  useEffect(
    () => () => {
      if (sortie.cle === cleLocation) sortie.cle = null;
    },
    [cleLocation],
  );

  useEffect(() => {
    if (!cle) return;
    const d = JSON.parse(cle) as Exclude<DecisionPreparation, { type: 'pret' }>;
    if (d.type === 'rediriger') {
      if (d.avertissement) notifier('warning', d.avertissement, { suivreNavigation: true });
      void navigate(d.vers, { replace: true });
      return;
    }
    sante.set(d.sante);
    if (d.common) common.set(d.common);
    if (d.puis) void navigate(d.puis, { replace: true });
  }, [cle, navigate]);

  const initial = useMemo(() => etatInitialSante(idProjet, projet), [idProjet, projet]);
  const etat = etatAffiche({ initial, hydrate: hydrated, enSortie, decision });
  return { pret: enSortie || decision?.type === 'pret' || etat !== null, etat, enregistre: initial };
}
