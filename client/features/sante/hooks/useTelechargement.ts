import { useRef, useState } from 'react';
import { notifier } from '../../../components';
import { CleAction } from '../../../session/idempotence';
import { telecharger } from '../../../session/telechargement';

/**
 * A PDF the server names, one document per click (Idempotency-Key; a click after a failed one
 * retries it with the same key); `erreur` is notified when it cannot be produced (01 §8).
 */
export function useTelechargement(chemin: string, erreur: string) {
  const [enCours, setEnCours] = useState(false);
  const action = useRef(new CleAction());
  async function ouvrir() {
    setEnCours(true);
    try {
      await action.current.essayer((cle) => telecharger(chemin, cle));
    } catch {
      notifier('danger', erreur);
    } finally {
      setEnCours(false);
    }
  }
  return { enCours, ouvrir };
}
