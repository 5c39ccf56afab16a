import { useEffect } from 'react';
import { useOutletContext } from 'react-router';
import type { Compteur, VueSouscription } from '../../../src/domain/souscription';

/** A step's completion as the tab shows it. */
export type Avancement = Pick<Compteur, 'nbCompleted' | 'nbTotal'>;
import type { DonneesDossier, Onglet } from './types';

/**
 * What a step saves before the tab changes (02 §2: steps 1 and 2). The frame asks the current
 * step: unchanged → switch; changed and invalid → the 'Attention !' dialog; changed and valid →
 * save, then switch.
 */
export interface EtapeEnregistrable {
  modifiee: () => boolean;
  valide: () => boolean;
  /** Saves; true when saved (the frame then switches tab). */
  enregistrer: () => Promise<boolean>;
}

export interface ContexteSouscription {
  donnees: DonneesDossier;
  dossier: VueSouscription;
  /** After a save: the server's new view of the file (progress, saved values). */
  setDossier: (d: VueSouscription) => void;
  /** Runs `work` under the 'Enregistrement en cours ...' loader. */
  avecEnregistrement: <T>(work: () => Promise<T>) => Promise<T>;
  declarerEtape: (etape: EtapeEnregistrable | null) => void;
  /** Changes tab through the save rule. */
  allerA: (onglet: Onglet) => void;
  /** The step's completion as it is being filled (the tab's percent follows the form); null: the saved one. */
  suivreProgression: (onglet: Onglet, compteur: Avancement | null) => void;
}

export function useSouscription(): ContexteSouscription {
  return useOutletContext<ContexteSouscription>();
}

/** A step registers what it saves for as long as it is shown. */
export function useEtapeEnregistrable(etape: EtapeEnregistrable): void {
  const { declarerEtape } = useSouscription();
  useEffect(() => {
    declarerEtape(etape);
    return () => declarerEtape(null);
  }, [declarerEtape, etape]);
}

/** The tab's percent follows the form while it is shown (issue 27), back to the saved one when it leaves. */
export function useProgressionEnCours(onglet: Onglet, compteur: Avancement): void {
  const { suivreProgression } = useSouscription();
  const { nbCompleted, nbTotal } = compteur;
  useEffect(() => {
    suivreProgression(onglet, { nbCompleted, nbTotal });
  }, [suivreProgression, onglet, nbCompleted, nbTotal]);
  useEffect(() => () => suivreProgression(onglet, null), [suivreProgression, onglet]);
}
