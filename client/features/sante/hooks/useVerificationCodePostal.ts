import { useEffect, useState } from 'react';
import { codePostalFormatValide } from '../../../../src/domain/referentiels/code-postal';
import { communes, validerCodePostal } from '../api';
import { cleVerificationCodePostal, verdictCodePostal, type VerificationCodePostal, type VerificationInitiale } from '../code-postal';

/** Pause after the fifth digit before asking, so a quick correction asks once. */
const DELAI_MS = 150;

/**
 * Checks the postcode with the referential (GET /code-postal/valider, with the projet so that its
 * department must match) and lists its towns (GET /communes). Answers are kept per postcode;
 * `initial` is the server's check of a saved projet's postcode (no request after hydration).
 */
export function useVerificationCodePostal(
  codePostal: string,
  projetId: number | null,
  actif: boolean,
  initial: VerificationInitiale | null = null,
): VerificationCodePostal {
  const cle = actif && codePostalFormatValide(codePostal) ? cleVerificationCodePostal(codePostal, projetId) : null;
  const [resultats, setResultats] = useState<Record<string, VerificationCodePostal>>(() => (initial ? { [initial.cle]: initial.verification } : {}));
  const connu = cle ? resultats[cle] : undefined;

  useEffect(() => {
    if (!cle || connu) return;
    const [cp, projet] = cle.split('|');
    const controle = new AbortController();
    const minuteur = setTimeout(() => {
      Promise.all([validerCodePostal(cp, projet ? Number(projet) : null, controle.signal), communes(cp, controle.signal)])
        .then(([validation, villes]) => setResultats((r) => ({ ...r, [cle]: verdictCodePostal(cp, validation, villes) })))
        .catch(() => {
          if (!controle.signal.aborted) setResultats((r) => ({ ...r, [cle]: { statut: 'indisponible', codePostal: cp } }));
        });
    }, DELAI_MS);
    return () => {
      clearTimeout(minuteur);
      controle.abort();
    };
  }, [cle, connu]);

  if (codePostal === '') return { statut: 'vide', codePostal };
  if (!codePostalFormatValide(codePostal)) return { statut: 'format', codePostal };
  return connu ?? { statut: 'en-cours', codePostal };
}
