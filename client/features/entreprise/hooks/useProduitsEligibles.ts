import { useEffect, useState } from 'react';
import { aucunProduitEligible, type MarcheEligible } from '../../../../src/domain/eligibilite/offres';
import { OFFRES_ELIGIBLES } from '../../../../src/domain/messages';
import { ApiError } from '../../../api/client';
import { determinerProduitsEligibles, type DemandeProduitsEligibles } from '../api';

export type EtatProduitsEligibles =
  | { etat: 'inactif' }
  | { etat: 'en-cours' }
  | { etat: 'ok'; marches: MarcheEligible[] }
  | { etat: 'erreur'; message: string; aucunProduit: boolean };

/**
 * Why no offer can be shown (spec 01 §7, §8): no eligible product at all (422, or an answer without
 * any product) is 'Aucun produits éligibles trouvé.'; anything else 'Une erreur s'est produite lors
 * de la récupération des offres éligibles'.
 */
export function erreurProduitsEligibles(err: unknown): { message: string; aucunProduit: boolean } {
  if (err instanceof ApiError && err.status === 422) return { message: OFFRES_ELIGIBLES.aucunProduitEligible, aucunProduit: true };
  return { message: OFFRES_ELIGIBLES.erreurOffresEligibles, aucunProduit: false };
}

/**
 * POST /api/eligibilite/determiner-produits-eligibles for the company in session state; null while
 * there is nothing to ask. Changing `tentative` asks again (the 'Réessayer' button).
 */
export function useProduitsEligibles(
  demande: DemandeProduitsEligibles | null,
  tentative: number,
  determiner: typeof determinerProduitsEligibles = determinerProduitsEligibles,
): EtatProduitsEligibles {
  const cle = demande ? JSON.stringify([demande.id_ccn, demande.effectif, demande.code_distributeur, tentative]) : null;
  const [reponse, setReponse] = useState<{ cle: string; etat: EtatProduitsEligibles } | null>(null);

  useEffect(() => {
    if (!demande || !cle) return;
    const controleur = new AbortController();
    determiner(demande, controleur.signal).then(
      (marches) => {
        const etat: EtatProduitsEligibles =
          !Array.isArray(marches) || aucunProduitEligible(marches)
            ? { etat: 'erreur', message: OFFRES_ELIGIBLES.aucunProduitEligible, aucunProduit: true }
            : { etat: 'ok', marches };
        setReponse({ cle, etat });
      },
      (err: unknown) => {
        if (controleur.signal.aborted) return;
        setReponse({ cle, etat: { etat: 'erreur', ...erreurProduitsEligibles(err) } });
      },
    );
    return () => controleur.abort();
    // The key says everything the call depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cle, determiner]);

  if (!cle) return { etat: 'inactif' };
  if (reponse?.cle !== cle) return { etat: 'en-cours' };
  return reponse.etat;
}
