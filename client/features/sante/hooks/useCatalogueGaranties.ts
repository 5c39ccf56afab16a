import { useEffect, useMemo, useState } from 'react';
import type { TypeCollege } from '../../../../src/domain/offres/catalogue';
import { minima as lireMinima, niveaux as lireNiveaux, postes as lirePostes } from '../api';
import { catalogueComplet, cleCatalogue, type CatalogueDuProjet, type CatalogueGaranties } from '../ecran-initial';

export type { CatalogueGaranties } from '../ecran-initial';

/**
 * Level headers, postes and the agreement's minima for the college (GET /produits/{id}/niveaux,
 * /postes, /ccns/{idcc}/minima); `erreur` for 'Erreur lors de la récupération des niveaux et des postes'.
 * A saved projet's page comes with its catalogue (`fourni`, ADR 0046): used as is while the offer,
 * agreement and college are the ones it was read for, without any request (server render included):
 * its minima, with the level headers and postes of the script (ADR 0088).
 */
export function useCatalogueGaranties(
  requete: { idProduit: number; idcc: number; college: TypeCollege } | null,
  fourni: CatalogueDuProjet | null = null,
): { catalogue: CatalogueGaranties | null; erreur: boolean } {
  const cle = requete ? cleCatalogue(requete.idProduit, requete.idcc, requete.college) : null;
  const dejaLa = fourni !== null && fourni.cle === cle;
  const idProduit = requete?.idProduit;
  const complet = useMemo(() => (dejaLa && idProduit !== undefined ? catalogueComplet(idProduit, fourni.minima) : null), [dejaLa, idProduit, fourni]);
  const [resultat, setResultat] = useState<{ cle: string; catalogue: CatalogueGaranties | null } | null>(null);

  useEffect(() => {
    if (!cle || dejaLa) return;
    const [idProduit, idcc, college] = cle.split('|');
    const controle = new AbortController();
    Promise.all([
      lireNiveaux(Number(idProduit), controle.signal),
      lirePostes(Number(idProduit), controle.signal),
      lireMinima(Number(idProduit), Number(idcc), college as TypeCollege, controle.signal),
    ])
      .then(([niveaux, postes, minima]) => setResultat({ cle, catalogue: { niveaux, postes, minima } }))
      .catch(() => {
        if (!controle.signal.aborted) setResultat({ cle, catalogue: null });
      });
    return () => controle.abort();
  }, [cle, dejaLa]);

  if (dejaLa) return { catalogue: complet, erreur: false };
  const courant = resultat && resultat.cle === cle ? resultat : null;
  return { catalogue: courant?.catalogue ?? null, erreur: courant !== null && courant.catalogue === null };
}
