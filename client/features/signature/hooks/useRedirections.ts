import { useEffect, useState } from 'react';
import { SIGNATURE_PAGES as T } from '../../../../src/domain/messages';
import { completerRetour, urlDeRelance } from '../api';
import type { RetourSignature } from '../retour';

/** 02 §2: the return is reconciled with the provider's callbacks, then the browser goes to its outcome page. */
export function useRetourSignature(retour: RetourSignature): void {
  useEffect(() => {
    let actif = true;
    void completerRetour(retour).then((destination) => {
      if (actif) window.location.replace(destination);
    });
    return () => {
      actif = false;
    };
  }, [retour]);
}

/** The access e-mail's link (brief §4.4): a fresh signing address each time, then there; the error when none can be had. */
export function useAccesSignature(tid: string): string | null {
  const [erreur, setErreur] = useState<string | null>(null);
  useEffect(() => {
    let actif = true;
    urlDeRelance(tid)
      .then((url) => {
        if (actif) window.location.replace(url);
      })
      .catch(() => {
        if (actif) setErreur(T.relanceImpossible);
      });
    return () => {
      actif = false;
    };
  }, [tid]);
  return erreur;
}

/** Relaunch (02 §4): asks for the transaction's fresh signing address and goes there. */
export function useRelance(tid: string | null) {
  const [enCours, setEnCours] = useState(false);
  const [erreur, setErreur] = useState<string | null>(null);
  const relancer = async () => {
    setEnCours(true);
    setErreur(null);
    try {
      window.location.assign(await urlDeRelance(tid));
    } catch (err) {
      setErreur((err as Error).message === 'missing transaction id' ? T.transactionManquante : T.relanceImpossible);
      setEnCours(false);
    }
  };
  return { enCours, erreur, relancer };
}
