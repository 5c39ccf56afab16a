import { useContext, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button, ComboBox, ComboBoxStateContext, Group, Input, ListBox, ListBoxItem, Popover, type Key } from 'react-aria-components';
import { useHydrated } from '../state/hydrated';
import { AideEtErreurAvant, etat, LabelAvant, saisieAvant, useIdsChamp } from './AvantHydratation';
import { FieldErrorText, FieldHelp, FieldLabel } from './Field';
import './Autocomplete.css';
import { Icone, TRACES } from './Icone';

export interface AutocompleteProps<T extends object> {
  label: ReactNode;
  value: T | null;
  onChange: (item: T | null) => void;
  onBlur?: () => void;
  /** The items matching a query ('' for the whole list), best first. */
  search: (query: string) => readonly T[];
  getKey: (item: T) => string | number;
  /** The item's text in the field once chosen (and what screen readers read in the list). */
  getText: (item: T) => string;
  /** An option of the list (code + label). */
  renderItem: (item: T) => ReactNode;
  placeholder?: string;
  /** Shown when nothing matches ('Aucune CCN trouvée'). */
  emptyText: string;
  /** Accessible name of the chevron that opens the whole list. */
  showAllLabel: string;
  name?: string;
  help?: ReactNode;
  error?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Under the field (a link to the chosen item's sheet). */
  children?: ReactNode;
  chemin?: string;
  /**
   * Free text (job titles): typed text that matches no item is kept, as the item this gives
   * (null for blank text); a single result is then not taken on Tab or Enter.
   */
  freeText?: (text: string) => T | null;
}

/**
 * The kit's autocomplete (CCN, NAF, …): react-aria ComboBox, opened by typing or by the chevron,
 * the chosen item's own text showing the whole list. A single result is taken on Tab or Enter
 * (spec 01 §5).
 */
export function Autocomplete<T extends object>(props: AutocompleteProps<T>) {
  return useHydrated() ? <AutocompleteAria {...props} /> : <AutocompleteAvant {...props} />;
}

function AutocompleteAria<T extends object>(props: AutocompleteProps<T>) {
  const { label, value, onChange, onBlur, search, getKey, getText, renderItem, placeholder, emptyText, showAllLabel, name, help, error, isRequired, isDisabled, children, chemin, freeText } = props;
  const [saisie, setSaisie] = useState(value ? getText(value) : '');
  // The value may change from outside (client selected, restored state): show its text.
  const cle = value ? getKey(value) : null;
  const [clePrecedente, setClePrecedente] = useState(cle);
  if (clePrecedente !== cle) {
    setClePrecedente(cle);
    setSaisie(value ? getText(value) : '');
  }
  // Free text: the typed text is the value, and it filters the list until an item is chosen.
  const [tape, setTape] = useState(false);
  const recherche = (!freeText || !tape) && value && saisie === getText(value) ? '' : saisie;
  const resultats = useMemo(() => search(recherche), [search, recherche]);
  // The chosen item stays in the collection so the ComboBox can show it even when filtered out
  // (not a free text, which is no item of the list).
  const liste = value && !freeText && !resultats.some((i) => getKey(i) === cle) ? [value, ...resultats] : resultats;
  const toute = useMemo(() => (freeText ? search('') : null), [freeText, search]);
  const cleChoisie = toute && !toute.some((i) => getKey(i) === cle) ? null : cle;
  // react-aria builds its whole collection on every render, on the server too: until the field is
  // first focused or opened, the collection holds only the chosen item (a page of six lists of
  // hundreds of items rendered in 3× the time; issue 12 item 9).
  const [actif, setActif] = useState(false);
  const items = actif ? liste : value ? [value] : [];
  const unique = !freeText && recherche !== '' && resultats.length === 1 ? resultats[0] : null;

  const selectionner = (key: Key | null) => {
    const item = key === null ? undefined : liste.find((i) => getKey(i) === key);
    // null also comes on commit without a choice: keep the chosen item and show its text.
    if (item) {
      setTape(false);
      setSaisie(getText(item));
      if (getKey(item) !== cle) onChange(item);
    } else if (!freeText) setSaisie(value ? getText(value) : '');
  };

  return (
    <div className="kit-autocomplete" data-chemin={chemin}>
      <ComboBox
        className="kit-field"
        items={items}
        inputValue={saisie}
        onInputChange={(texte) => {
          setSaisie(texte);
          if (freeText) {
            setTape(true);
            onChange(texte.trim() === '' ? null : freeText(texte));
          } else if (texte === '' && value) onChange(null);
        }}
        selectedKey={cleChoisie}
        allowsCustomValue={Boolean(freeText)}
        onSelectionChange={selectionner}
        menuTrigger="input"
        allowsEmptyCollection
        isDisabled={isDisabled}
        isRequired={isRequired}
        isInvalid={Boolean(error)}
        validationBehavior="aria"
        onBlur={onBlur}
        onFocus={() => setActif(true)}
        onOpenChange={(ouvert) => ouvert && setActif(true)}
      >
        <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
        <Controle unique={unique === null ? null : getKey(unique)} onUnique={() => unique && selectionner(getKey(unique))} placeholder={placeholder} name={name} showAllLabel={showAllLabel} />
        <FieldHelp>{help}</FieldHelp>
        <FieldErrorText>{error}</FieldErrorText>
        <Popover className="kit-popover" placement="bottom start" offset={4}>
          <ListBox<T> className="kit-list" renderEmptyState={() => <p className="kit-list-empty">{emptyText}</p>}>
            {(item) => (
              <ListBoxItem id={getKey(item)} className="kit-option" textValue={getText(item)}>
                {renderItem(item)}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      {children}
    </div>
  );
}

/** The same field before hydration (ADR 0051): react-aria's markup, the chosen item's text, read-only. */
function AutocompleteAvant<T extends object>({ label, value, getText, placeholder, showAllLabel, name, help, error, isRequired, isDisabled, children, chemin }: AutocompleteProps<T>) {
  const ids = useIdsChamp();
  const invalide = etat(Boolean(error));
  const desactive = etat(isDisabled);
  const bouton = `${ids.controle}b`;
  return (
    <div className="kit-autocomplete" data-chemin={chemin}>
      <div className="kit-field" data-rac="" data-invalid={invalide} data-required={etat(isRequired)} data-disabled={desactive}>
        <LabelAvant id={ids.label} pour={ids.controle} isRequired={isRequired}>
          {label}
        </LabelAvant>
        <div className="kit-control" data-rac="" role="group" data-invalid={invalide} data-disabled={desactive}>
          <input
            {...saisieAvant(ids, { help, error, isRequired, isDisabled })}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded="false"
            autoComplete="off"
            autoCorrect="off"
            spellCheck="false"
            placeholder={placeholder}
            name={name}
            value={value ? getText(value) : ''}
          />
          <button
            id={bouton}
            className="kit-chevron"
            data-rac=""
            type="button"
            tabIndex={isDisabled ? undefined : -1}
            disabled={isDisabled}
            data-disabled={desactive}
            data-react-aria-pressable="true"
            aria-label={showAllLabel}
            aria-labelledby={`${bouton} ${ids.label}`}
            aria-haspopup="listbox"
            aria-expanded="false"
          >
            <Icone d={TRACES.chevronBas} />
          </button>
        </div>
        <AideEtErreurAvant ids={ids} help={help} error={error} />
      </div>
      {children}
    </div>
  );
}

/**
 * Input + chevron. A single result is taken on Tab or Enter by focusing it in the list *before*
 * react-aria handles the key (capture phase): react-aria then selects it and closes the list
 * itself. Changing the text after react-aria's commit instead re-opened the list (Enter then
 * Escape re-opened it, kept focus in it and ate the next click: issue 11).
 */
function Controle(props: { unique: Key | null; onUnique: () => void; placeholder?: string; name?: string; showAllLabel: string }) {
  const { unique, onUnique, placeholder, name, showAllLabel } = props;
  const state = useContext(ComboBoxStateContext);
  // react-aria first renders the children in a hidden pass that only collects the list's items:
  // there is no state there, and nothing of the control to draw (half of its cost on the server).
  if (!state) return null;
  const prendreUnique = (e: KeyboardEvent) => {
    if ((e.key !== 'Enter' && e.key !== 'Tab') || unique === null) return;
    if (state.isOpen) {
      state.selectionManager.setFocusedKey(unique);
      return;
    }
    // List closed (Escape after typing): react-aria would put back the previous choice.
    e.stopPropagation();
    if (e.key === 'Enter') e.preventDefault();
    onUnique();
  };
  return (
    <Group className="kit-control" onKeyDownCapture={prendreUnique}>
      <Input className="kit-input" placeholder={placeholder} name={name} />
      <Button className="kit-chevron" aria-label={showAllLabel}>
        <Icone d={TRACES.chevronBas} />
      </Button>
    </Group>
  );
}
