import { useCallback, useEffect, useRef, useState } from 'react';
import { SOUSCRIPTION } from '../../../../src/domain/messages';
import type { AutocompleteProps } from '../../../components';
import { lireCommunes, lireNafs } from '../api';
import { filtrer, type Element } from '../informations';

const M = SOUSCRIPTION.informations;

/** The kit Autocomplete's list props over a short list of {id, libelle} (filtered on the label). */
export function useListe(items: readonly Element[], libelle: string): Pick<AutocompleteProps<Element>, 'search' | 'getKey' | 'getText' | 'renderItem' | 'showAllLabel'> {
  const search = useCallback((q: string) => filtrer(items, q), [items]);
  return { search, getKey: (i) => i.id, getText: (i) => i.libelle, renderItem: (i) => i.libelle, showAllLabel: M.afficherListe(libelle) };
}

/**
 * The town list follows the postcode (02 §2): asked again when it changes to 5 digits, emptied
 * otherwise; a single town is chosen at once (`villeUnique`, stable); a failure says so (`erreur`).
 */
export function useVillesDuCodePostal(codePostal: string, setVilles: (v: string[] | null) => void, villeUnique: (nom: string) => void): boolean {
  const [erreur, setErreur] = useState(false);
  const premier = useRef(codePostal);
  useEffect(() => {
    if (codePostal === premier.current) return;
    premier.current = codePostal;
    if (!/^\d{5}$/.test(codePostal)) return setVilles([]);
    let actif = true;
    setVilles(null);
    lireCommunes(codePostal)
      .then((c) => {
        if (!actif) return;
        setErreur(false);
        setVilles(c.map((x) => x.nom));
        if (c.length === 1) villeUnique(c[0].nom);
      })
      .catch(() => {
        if (!actif) return;
        setErreur(true);
        setVilles([]);
      });
    return () => {
      actif = false;
    };
  }, [codePostal, setVilles, villeUnique]);
  return erreur;
}

/** The NAF list comes after the page (it is long): asked when the field is first used; the current code is shown meanwhile. */
export function useNafs(naf: string | null, libelle: string | null) {
  const [nafs, setNafs] = useState<{ code: string; description: string }[]>(naf ? [{ code: naf, description: libelle ?? '' }] : []);
  const [erreur, setErreur] = useState(false);
  const charger = () => {
    if (nafs.length > 1) return;
    lireNafs().then(setNafs, () => setErreur(true));
  };
  return { nafs, erreur, charger };
}
