import { useMemo, useState } from 'react';
import { Button, ComboBox, FieldError, Input, Label, ListBox, ListBoxItem, Popover, type Key } from 'react-aria-components';
import { ECRAN_PREVOYANCE, PREVOYANCE } from '../../../../src/domain/messages';
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
 * NAF autocomplete (spec 01 §2): react-aria ComboBox over GET /api/nafs, placeholder 'Rechercher un
 * code NAF', empty list 'Aucun code NAF trouvé'; by code ('6201', '62.01Z') or by words of the label.
 */
export function ChampNaf({ nafs, value, onChange, onBlur, erreur, isDisabled }: ChampNafProps) {
  const index = useMemo(() => indexerNafs(nafs), [nafs]);
  const [saisie, setSaisie] = useState(value ? libelleNaf(value) : '');
  // The NAF may change from outside (prefill, restored state).
  const [precedente, setPrecedente] = useState(value);
  if (precedente !== value) {
    setPrecedente(value);
    setSaisie(value ? libelleNaf(value) : '');
  }
  const recherche = value && saisie === libelleNaf(value) ? '' : saisie;
  const resultats = useMemo(() => rechercherNafs(index, recherche), [index, recherche]);
  // The selected code stays in the list so the ComboBox can show it.
  const items = value && !resultats.some((n) => n.code === value.code) ? [value, ...resultats] : resultats;

  const selectionner = (key: Key | null) => {
    const naf = key === null ? undefined : items.find((n) => n.code === key);
    if (naf) {
      setSaisie(libelleNaf(naf));
      if (naf.code !== value?.code) onChange(naf);
    } else setSaisie(value ? libelleNaf(value) : '');
  };

  return (
    <div className="prev-champ" data-chemin="naf">
    <ComboBox
      className="prev-combobox"
      items={items}
      inputValue={saisie}
      onInputChange={(t) => {
        setSaisie(t);
        if (t === '' && value) onChange(null);
      }}
      selectedKey={value?.code ?? null}
      onSelectionChange={selectionner}
      menuTrigger="input"
      allowsEmptyCollection
      isDisabled={isDisabled}
      isInvalid={Boolean(erreur)}
      validationBehavior="aria"
      onBlur={onBlur}
    >
      <Label className="prev-label">{ECRAN_PREVOYANCE.codeNaf}</Label>
      <div className="prev-controle-bouton">
        <Input className="prev-input" placeholder={PREVOYANCE.rechercherNaf} name="naf" />
        <Button className="prev-chevron" aria-label={ECRAN_PREVOYANCE.afficherLesNafs}>
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M7 10l5 5 5-5z" fill="currentColor" />
          </svg>
        </Button>
      </div>
      <FieldError className="prev-erreur">{erreur}</FieldError>
      <Popover className="prev-popover prev-popover-naf" placement="bottom start" offset={4}>
        <ListBox<NafChoisi> className="prev-liste" renderEmptyState={() => <p className="prev-liste-vide">{PREVOYANCE.aucunNaf}</p>}>
          {(naf) => (
            <ListBoxItem id={naf.code} className="prev-option" textValue={libelleNaf(naf)}>
              <span className="prev-option-code">{naf.code}</span>
              <span>{naf.description}</span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
    </div>
  );
}
