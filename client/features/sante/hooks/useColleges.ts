import { useEffect, useState } from 'react';
import { collegesATarifer } from '../api';
import { cleRequeteColleges, vueCollege, type ReponsesInitialesInformations, type RequeteColleges, type VueCollege } from '../informations';

export type { RequeteColleges } from '../informations';

/**
 * The offer's colleges with their access (01 §2 'Collège'); `erreur` for 'Erreur lors de la
 * récupération des collèges à tarifer'. `initial` is the server's answer for a saved projet: used
 * while the request is the same, so the page neither waits nor asks after hydration.
 */
export function useColleges(
  requete: RequeteColleges | null,
  initial: ReponsesInitialesInformations['colleges'] = null,
): { chargement: boolean; colleges: VueCollege[] | null; erreur: boolean } {
  const cle = cleRequeteColleges(requete);
  const [resultat, setResultat] = useState<{ cle: string; colleges: VueCollege[] | null } | null>(() =>
    initial ? { cle: initial.cle, colleges: initial.colleges.map(vueCollege) } : null,
  );
  const connu = resultat !== null && resultat.cle === cle;

  useEffect(() => {
    if (!cle || connu) return;
    const [idProduit, id_ccn, effectif, code_distributeur] = JSON.parse(cle) as [number, number, number, string];
    const controle = new AbortController();
    collegesATarifer(idProduit, { id_ccn, effectif, code_distributeur }, controle.signal)
      .then((colleges) => setResultat({ cle, colleges: colleges.map(vueCollege) }))
      .catch(() => {
        if (!controle.signal.aborted) setResultat({ cle, colleges: null });
      });
    return () => controle.abort();
  }, [cle, connu]);

  const courant = connu ? resultat : null;
  return { chargement: cle !== null && courant === null, colleges: courant?.colleges ?? null, erreur: courant !== null && courant.colleges === null };
}
