import { useEffect, useState } from 'react';
import type { TypeCollege } from '../../../../src/domain/offres/catalogue';
import type { EnteteNiveau, MinimumPoste, Poste } from '../../../../src/domain/pricing/sante/types';
import { minima as lireMinima, niveaux as lireNiveaux, postes as lirePostes } from '../api';

export interface CatalogueGaranties {
  niveaux: EnteteNiveau[];
  postes: Poste[];
  minima: MinimumPoste[];
}

/**
 * Level headers, postes and the agreement's minima for the college (GET /produits/{id}/niveaux,
 * /postes, /ccns/{idcc}/minima); `erreur` for 'Erreur lors de la récupération des niveaux et des postes'.
 */
export function useCatalogueGaranties(
  requete: { idProduit: number; idcc: number; college: TypeCollege } | null,
): { catalogue: CatalogueGaranties | null; erreur: boolean } {
  const cle = requete ? `${requete.idProduit}|${requete.idcc}|${requete.college}` : null;
  const [resultat, setResultat] = useState<{ cle: string; catalogue: CatalogueGaranties | null } | null>(null);

  useEffect(() => {
    if (!cle) return;
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
  }, [cle]);

  const courant = resultat && resultat.cle === cle ? resultat : null;
  return { catalogue: courant?.catalogue ?? null, erreur: courant !== null && courant.catalogue === null };
}
