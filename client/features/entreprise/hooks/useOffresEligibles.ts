import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ProduitEligible } from '../../../../src/domain/eligibilite/offres';
import { PATHS } from '../../../routing/paths';
import { common, entrepriseRenseignee, informationsEntreprise, produitsEligibles, useHydrated, useSessionModule } from '../../../state';
import type { DemandeProduitsEligibles } from '../api';
import { accesParCollege, cheminInformationsProjet, marcheDuProduit } from '../offres';
import { useProduitsEligibles } from './useProduitsEligibles';

/**
 * The state of 'Offres éligibles' (spec 01 §2): the guard back to 'Informations entreprise', the
 * offers asked for once hydrated (again on 'Réessayer'), kept in the session state, the chosen one
 * and 'Informations projet'.
 */
export function useOffresEligibles(codeDistributeur: string | null) {
  const navigate = useNavigate();
  const hydrate = useHydrated();
  const entreprise = useSessionModule(informationsEntreprise);
  const { selectedProduit } = useSessionModule(produitsEligibles);
  const renseignee = entrepriseRenseignee(entreprise);
  const [tentative, setTentative] = useState(0);

  // Route guard (01 §2): no company name → informations-entreprise.
  useEffect(() => {
    if (hydrate && !renseignee) navigate(PATHS.informationsEntreprise, { replace: true });
  }, [hydrate, renseignee, navigate]);

  const idCcn = entreprise.ccn?.id ?? null;
  const { effectifTotal } = entreprise;
  const demande = useMemo<DemandeProduitsEligibles | null>(
    () =>
      hydrate && renseignee && idCcn !== null && effectifTotal !== null && codeDistributeur
        ? { id_ccn: idCcn, effectif: effectifTotal, code_distributeur: codeDistributeur }
        : null,
    [hydrate, renseignee, idCcn, effectifTotal, codeDistributeur],
  );
  const offres = useProduitsEligibles(demande, tentative);

  // The markets as answered (01 §3 Session state 'eligible products').
  useEffect(() => {
    if (offres.etat === 'ok') produitsEligibles.set({ marches: offres.marches });
  }, [offres]);

  const produits = useMemo<ProduitEligible[]>(() => (offres.etat === 'ok' ? offres.marches.flatMap((m) => m.produits) : []), [offres]);
  const selection = selectedProduit && produits.some((p) => p.id === selectedProduit.id) ? selectedProduit.id : null;

  const selectionner = (id: number) => {
    const produit = produits.find((p) => p.id === id);
    if (produit && produit.id !== selection) produitsEligibles.set({ selectedProduit: produit, accesParCollege: accesParCollege(produit) });
  };

  const suivant = () => {
    const produit = produits.find((p) => p.id === selection);
    if (!produit) return;
    common.set({ marche: marcheDuProduit(produit.code), creationProjet: true, duplicationProjet: false });
    navigate(cheminInformationsProjet(produit.code));
  };

  const chargement = !hydrate || !renseignee || offres.etat === 'en-cours' || offres.etat === 'inactif';

  const reessayer = () => setTentative((n) => n + 1);

  return { hydrate, renseignee, entreprise, offres, selection, selectionner, suivant, chargement, reessayer };
}
