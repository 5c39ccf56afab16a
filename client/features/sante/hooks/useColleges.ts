import { useEffect, useState } from 'react';
import { collegesATarifer } from '../api';
import { vueCollege, type VueCollege } from '../informations';

export interface RequeteColleges {
  idProduit: number;
  id_ccn: number;
  effectif: number;
  code_distributeur: string;
}

/** The offer's colleges with their access (01 §2 'Collège'); `erreur` for 'Erreur lors de la récupération des collèges à tarifer'. */
export function useColleges(requete: RequeteColleges | null): { chargement: boolean; colleges: VueCollege[] | null; erreur: boolean } {
  const cle = requete ? JSON.stringify(requete) : null;
  const [resultat, setResultat] = useState<{ cle: string; colleges: VueCollege[] | null } | null>(null);

  useEffect(() => {
    if (!cle) return;
    const { idProduit, ...demande } = JSON.parse(cle) as RequeteColleges;
    const controle = new AbortController();
    collegesATarifer(idProduit, demande, controle.signal)
      .then((colleges) => setResultat({ cle, colleges: colleges.map(vueCollege) }))
      .catch(() => {
        if (!controle.signal.aborted) setResultat({ cle, colleges: null });
      });
    return () => controle.abort();
  }, [cle]);

  const courant = resultat && resultat.cle === cle ? resultat : null;
  return { chargement: cle !== null && courant === null, colleges: courant?.colleges ?? null, erreur: courant !== null && courant.colleges === null };
}
