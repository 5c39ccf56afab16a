import { useState } from 'react';
import { PROJETS } from '../../../../src/domain/messages';
import { notifier } from '../../../components';
import type { ProjetEnregistre } from '../api';

export interface EnregistrementProjet<C extends string> {
  /** The 'Enregistrer' dialog (continue or new projet) of a projet never saved. */
  dialogue: boolean;
  ouvrirDialogue: () => void;
  fermerDialogue: () => void;
  /** The choice being saved, null when none. */
  enCours: C | null;
  enregistrer: (choix: C) => Promise<void>;
}

/**
 * The save flow of both quoting products (spec 01 §2 'Save flow'): `envoi()` gives the call to make
 * (null: nothing to save), then 'Projet n° … enregistré' and `apres` (the next screen); a failure
 * says 'Échec de l'enregistrement du projet' and closes the dialog.
 */
export function useEnregistrementProjet<C extends string>(
  envoi: () => (() => Promise<ProjetEnregistre>) | null,
  apres: (choix: C, projet: ProjetEnregistre) => void,
): EnregistrementProjet<C> {
  const [dialogue, setDialogue] = useState(false);
  const [enCours, setEnCours] = useState<C | null>(null);
  const enregistrer = async (choix: C) => {
    const appel = envoi();
    if (!appel) return;
    setEnCours(choix);
    try {
      const r = await appel();
      notifier('success', PROJETS.projetEnregistre(r.id), { suivreNavigation: true });
      apres(choix, r);
    } catch {
      notifier('danger', PROJETS.echecEnregistrement);
      setEnCours(null);
      setDialogue(false);
    }
  };
  return { dialogue, ouvrirDialogue: () => setDialogue(true), fermerDialogue: () => setDialogue(false), enCours, enregistrer };
}
