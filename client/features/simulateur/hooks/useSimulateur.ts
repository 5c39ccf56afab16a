import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { SIMULATEUR_SIGNATURE as S } from '../../../../src/domain/messages';
import { ApiError } from '../../../api/client';
import { resolveurDe } from '../../../components';
import { appeler, type Action } from '../api';
import { codeComplet, erreursSimulateur, VALEURS_INITIALES, type ValeursSimulateur } from '../saisie';
import type { DonneesSimulateur } from '../simulateur.server';

const resolver = resolveurDe<ValeursSimulateur>(erreursSimulateur);

/**
 * The simulator page's state (ADR 0060): the code and the reason held by react-hook-form with the
 * pure rule of saisie.ts as resolver; the provider's calls, their pending action and their refusal.
 */
export function useSimulateur(donnees: DonneesSimulateur) {
  const { control, handleSubmit, getValues } = useForm<ValeursSimulateur>({ defaultValues: VALEURS_INITIALES, resolver });
  const code = useWatch({ control, name: 'code' });
  // 'Code envoyé' only once asked in this page view; an earlier ask is told as such.
  const [codeEnvoye, setCodeEnvoye] = useState(false);
  const [erreur, setErreur] = useState<string | null>(null);
  const [enCours, setEnCours] = useState<Action | null>(null);

  async function agir(action: Action, corps: { code?: string; motif?: string } = {}) {
    setErreur(null);
    setEnCours(action);
    try {
      const r = await appeler(action, donnees.jeton, corps);
      if (action === 'code') setCodeEnvoye(true);
      else if (r.redirection) window.location.assign(r.redirection);
    } catch (err) {
      setErreur(err instanceof ApiError ? err.message : S.introuvable);
    } finally {
      setEnCours(null);
    }
  }

  const occupe = enCours !== null;
  return {
    control,
    codeEnvoye,
    erreur,
    occupe,
    signable: !occupe && codeComplet(code),
    /** Enter in the code field signs, as the button does. */
    signer: handleSubmit((v) => (occupe ? undefined : agir('signer', { code: v.code }))),
    refuser: () => void agir('refuser', { motif: getValues('motif') }),
    demander: (action: Exclude<Action, 'signer' | 'refuser'>) => void agir(action),
  };
}
