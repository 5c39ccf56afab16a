import { useCallback } from 'react';
import { ECRAN_ENTREPRISE, REFERENTIELS } from '../../../../src/domain/messages';
import { formaterIdcc, lienFicheCcn, rechercherCcns, type IndexCcn } from '../../../../src/domain/referentiels/ccn';
import { Autocomplete, Icone, TRACES } from '../../../components';
import type { CcnChoisie } from '../../../state';
import { libelleCcn } from '../ccn';

/** Results shown at once; typing more narrows them. */
const LIMITE_RESULTATS = 60;

interface ChampCcnProps {
  index: IndexCcn<CcnChoisie>;
  value: CcnChoisie | null;
  onChange: (ccn: CcnChoisie | null) => void;
  onBlur: () => void;
  erreur?: string;
  isDisabled?: boolean;
}

/**
 * CCN autocomplete (spec 01 §5): the kit's Autocomplete over the domain's rechercherCcns ('Rechercher
 * par IDCC ou libellé', accents and case ignored), with the link to the agreement's sheet.
 */
export function ChampCcn({ index, value, onChange, onBlur, erreur, isDisabled }: ChampCcnProps) {
  const search = useCallback((q: string) => rechercherCcns(index, q, LIMITE_RESULTATS), [index]);
  const lien = value ? lienFicheCcn(value) : null;
  return (
    <Autocomplete<CcnChoisie>
      label={ECRAN_ENTREPRISE.ccn}
      // Required unless 'sans convention collective' is chosen (the field is then disabled).
      isRequired={!isDisabled}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      search={search}
      getKey={(c) => c.id}
      getText={libelleCcn}
      renderItem={(c) => (
        <>
          <span className="kit-option-code">{formaterIdcc(c.id)}</span>
          <span>{c.libelle_court}</span>
        </>
      )}
      placeholder={REFERENTIELS.rechercheCcnPlaceholder}
      emptyText={REFERENTIELS.aucuneCcnTrouvee}
      showAllLabel={ECRAN_ENTREPRISE.afficherLesCcns}
      name="ccn"
      error={erreur}
      isDisabled={isDisabled}
      chemin="ccn"
    >
      {lien ? (
        <a className="ent-lien" href={lien} target="_blank" rel="noopener noreferrer">
          {REFERENTIELS.voirFicheCcn}
          <span className="visually-hidden"> {ECRAN_ENTREPRISE.ouvreNouvelOnglet}</span>
          <Icone d={TRACES.lienExterne} taille={14} />
        </a>
      ) : null}
    </Autocomplete>
  );
}
