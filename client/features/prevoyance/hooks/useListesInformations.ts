import { useCallback, useEffect, useRef, useState } from 'react';
import type { CollegeEligible } from '../../../../src/domain/eligibilite/offres';
import type { NafChoisi } from '../../../state/prevoyance';
import { lireCollegesATarifer, lireNafs } from '../api';
import { cleCollegesPrevoyance, requeteDeLaCle, type ReponsesInitialesInformationsPrevoyance, type RequeteCollegesPrevoyance } from '../listes-informations';

/**
 * The offer's colleges with their access (01 §2); `erreur` for 'Erreur lors de la récupération des
 * collèges à tarifer'. `initial` is the server's answer for a saved projet: used while the request
 * is the same, so the page neither waits nor asks after hydration (ADR 0046).
 */
export function useCollegesPrevoyance(
  requete: RequeteCollegesPrevoyance | null,
  initial: ReponsesInitialesInformationsPrevoyance['colleges'] = null,
): { colleges: CollegeEligible[] | null; erreur: boolean } {
  const cle = cleCollegesPrevoyance(requete);
  const [resultat, setResultat] = useState<{ cle: string; colleges: CollegeEligible[] | null } | null>(() => initial);
  const connu = resultat !== null && resultat.cle === cle;

  useEffect(() => {
    if (!cle || connu) return;
    const { idProduit, ...demande } = requeteDeLaCle(cle);
    const controle = new AbortController();
    lireCollegesATarifer(idProduit, demande, controle.signal).then(
      (colleges) => setResultat({ cle, colleges }),
      () => {
        if (!controle.signal.aborted) setResultat({ cle, colleges: null });
      },
    );
    return () => controle.abort();
  }, [cle, connu]);

  const courant = connu ? resultat : null;
  // The last list stays shown while another is asked (as before: a new list replaced the old one).
  const affiche = courant ?? (resultat?.colleges ? resultat : null);
  return { colleges: affiche?.colleges ?? null, erreur: courant !== null && courant.colleges === null };
}

/**
 * The NAF codes (GET /nafs, kept for the tab's life), asked when the field is first used (`demander`,
 * on its focus): a long list the page does not carry; the chosen code shows its own label meanwhile.
 */
export function useNafs(): { nafs: NafChoisi[]; erreur: boolean; demander: () => void } {
  const [nafs, setNafs] = useState<NafChoisi[]>([]);
  const [erreur, setErreur] = useState(false);
  const vivant = useRef(true);
  useEffect(() => {
    vivant.current = true;
    return () => {
      vivant.current = false;
    };
  }, []);
  const demander = useCallback(() => {
    if (nafs.length) return;
    setErreur(false);
    lireNafs().then(
      (liste) => vivant.current && setNafs(liste),
      () => vivant.current && setErreur(true),
    );
  }, [nafs.length]);
  return { nafs, erreur, demander };
}
