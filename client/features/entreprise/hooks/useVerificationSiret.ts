import { useEffect, useMemo, useState } from 'react';
import type { VerificationSiret } from '../../../../src/domain/eligibilite/saisie-entreprise';
import { verifierSiret } from '../api';

export type EtatVerificationSiret =
  | { etat: 'inactif' }
  | { etat: 'en-cours'; siret: string }
  | ({ siret: string } & VerificationSiret);

/**
 * The register check of a SIRET (POST /api/eligibilite/determiner-eligibilite-entreprise), run as
 * soon as the field holds a valid SIRET; null means nothing to check. Answers are remembered per
 * SIRET for the life of the screen; a stale call is aborted when the SIRET changes.
 */
export function useVerificationSiret(siret: string | null, verifier: typeof verifierSiret = verifierSiret): EtatVerificationSiret {
  const [resultats, setResultats] = useState<ReadonlyMap<string, VerificationSiret>>(() => new Map());

  useEffect(() => {
    if (!siret || resultats.has(siret)) return;
    const controleur = new AbortController();
    verifier(siret, controleur.signal).then(
      (v) => setResultats((avant) => new Map(avant).set(siret, v)),
      () => {
        /* aborted: another SIRET is being checked */
      },
    );
    return () => controleur.abort();
  }, [siret, resultats, verifier]);

  const resultat = siret ? resultats.get(siret) : undefined;
  return useMemo<EtatVerificationSiret>(() => {
    if (!siret) return { etat: 'inactif' };
    if (!resultat) return { etat: 'en-cours', siret };
    return { ...resultat, siret };
  }, [siret, resultat]);
}
