import { useCallback, useMemo } from 'react';
import { ECRAN_PREVOYANCE, PREVOYANCE } from '../../../../src/domain/messages';
import { Autocomplete } from '../../../components';
import type { NafChoisi } from '../../../state/prevoyance';
import { indexerNafs, libelleNaf, rechercherNafs } from '../naf';

interface ChampNafProps {
  nafs: readonly NafChoisi[];
  value: NafChoisi | null;
  onChange: (naf: NafChoisi | null) => void;
  onBlur?: () => void;
  erreur?: string;
  isDisabled?: boolean;
}

/**
 * NAF autocomplete (spec 01 §2): the kit's Autocomplete, placeholder 'Rechercher un code NAF', empty
 * list 'Aucun code NAF trouvé'; by code ('6201', '62.01Z') or by words of the label.
 */
export function ChampNaf({ nafs, value, onChange, onBlur, erreur, isDisabled }: ChampNafProps) {
  const index = useMemo(() => indexerNafs(nafs), [nafs]);
  const search = useCallback((q: string) => rechercherNafs(index, q), [index]);
  return (
    <Autocomplete<NafChoisi>
      label={ECRAN_PREVOYANCE.codeNaf}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      search={search}
      getKey={(n) => n.code}
      getText={libelleNaf}
      renderItem={(n) => (
        <>
          <span className="kit-option-code">{n.code}</span>
          <span>{n.description}</span>
        </>
      )}
      placeholder={PREVOYANCE.rechercherNaf}
      emptyText={PREVOYANCE.aucunNaf}
      showAllLabel={ECRAN_PREVOYANCE.afficherLesNafs}
      name="naf"
      error={erreur}
      isDisabled={isDisabled}
      chemin="naf"
    />
  );
}
