import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { useMemo, useState, type InputHTMLAttributes, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { formatMessage, KIT } from '../../src/domain/messages';
import { useHydrated } from '../state/hydrated';
import { AideEtErreur, etat, LabelChamp, attributsSaisie, useIdsChamp } from './Field';
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

/** What changed downshift's state (a key, a click, the blur). */
const CHANGEMENTS = useCombobox.stateChangeTypes;

/** The list's count, read by screen readers when it changes (downshift's live region). */
const statutListe = (ouverte: boolean, nombre: number) =>
  ouverte ? (nombre === 0 ? KIT.listeVide : formatMessage(nombre === 1 ? KIT.listeUnResultat : KIT.listeResultats, { nombre })) : '';

/**
 * What both comboboxes give downshift: its ids from the field's own (label, input, list, options),
 * stable from server to browser; an item's text and key; and Escape on a closed list keeping the
 * field as it is (downshift's default clears it).
 */
function optionsListe<T>(ids: ReturnType<typeof useIdsChamp>, getKey: (item: T) => string | number, getText: (item: T) => string) {
  return {
    labelId: ids.label,
    inputId: ids.controle,
    menuId: `${ids.controle}l`,
    toggleButtonId: `${ids.controle}b`,
    getItemId: (index: number) => `${ids.controle}o${index}`,
    itemToString: (item: T | null) => (item ? getText(item) : ''),
    itemToKey: (item: T | null) => (item ? getKey(item) : null),
    stateReducer: (state: UseComboboxState<T>, { type, changes }: UseComboboxStateChangeOptions<T>) =>
      type === CHANGEMENTS.InputKeyDownEscape && !state.isOpen ? { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue } : changes,
  };
}

/**
 * The kit's autocomplete (CCN, NAF, job titles…): a native input with downshift's combobox
 * (WAI-ARIA combobox pattern: roles, keys, active option), opened by typing, a click or the
 * chevron; the chosen item's own text shows the whole list. A single result is taken on Tab or
 * Enter (spec 01 §5). The same markup on the server and in the browser (no twin, ADR 0052).
 */
export function Autocomplete<T extends object>(props: AutocompleteProps<T>) {
  const { label, value, onChange, onBlur, search, getKey, getText, renderItem, placeholder, emptyText, showAllLabel, name, help, error, isRequired, isDisabled, children, chemin, freeText } = props;
  const ids = useIdsChamp();
  const hydrate = useHydrated();
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
  // Nothing is searched before the field is first used (six lists of hundreds on one page).
  const [actif, setActif] = useState(false);
  const resultats = useMemo(() => (actif ? search(recherche) : []), [actif, search, recherche]);
  const unique = !freeText && recherche !== '' && resultats.length === 1 ? resultats[0] : null;

  const choisir = (item: T | null) => {
    if (!item) return;
    setTape(false);
    setSaisie(getText(item));
    if (getKey(item) !== cle) onChange(item);
  };

  const { isOpen, highlightedIndex, getInputProps, getToggleButtonProps, getMenuProps, getItemProps, closeMenu } = useCombobox<T>({
    ...optionsListe(ids, getKey, getText),
    items: resultats as T[],
    selectedItem: freeText ? null : value,
    inputValue: saisie,
    getA11yStatusMessage: ({ isOpen }) => statutListe(isOpen, resultats.length),
    // Tab on the active option: downshift takes it as the field loses focus (a click or Enter is
    // taken in its own event, below, so the field shows it at once). The same item chosen again
    // puts its text back.
    onStateChange: ({ type, selectedItem, inputValue }) => {
      if (type !== CHANGEMENTS.InputBlur) return;
      if (selectedItem) choisir(selectedItem);
      else if (inputValue !== undefined) {
        setTape(false);
        setSaisie(inputValue);
      }
    },
  });

  const taper = (texte: string) => {
    setActif(true);
    setSaisie(texte);
    if (freeText) {
      setTape(true);
      onChange(texte.trim() === '' ? null : freeText(texte));
    } else if (texte === '' && value) onChange(null);
  };

  // Enter takes the active option (downshift then closes the list); a single result is taken on
  // Enter or Tab, list open or closed (Escape after typing).
  const prendreUnique = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' && isOpen && highlightedIndex >= 0 && resultats[highlightedIndex]) return choisir(resultats[highlightedIndex]);
    if ((e.key !== 'Enter' && e.key !== 'Tab') || !unique || (isOpen && highlightedIndex >= 0)) return;
    (e.nativeEvent as { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
    if (e.key === 'Enter') e.preventDefault();
    choisir(unique);
    closeMenu();
  };

  // Leaving without a choice puts back the chosen item's text (not for free text, which is the
  // value). A choice made by the key that moves focus (Tab) has reached the parent by then: React
  // renders a key's updates before the focus moves.
  const quitter = () => {
    if (!freeText) setSaisie(value ? getText(value) : '');
    onBlur?.();
  };

  const saisieListe = getInputProps({ onChange: (e) => taper(e.currentTarget.value), onKeyDown: prendreUnique, onFocus: () => setActif(true), disabled: isDisabled });
  const invalide = etat(Boolean(error));
  const desactive = etat(isDisabled);
  return (
    <div className="kit-autocomplete" data-chemin={chemin}>
      <div className="kit-field" data-invalid={invalide} data-required={etat(isRequired)} data-disabled={desactive}>
        <LabelChamp id={ids.label} pour={ids.controle} isRequired={isRequired}>
          {label}
        </LabelChamp>
        <div className="kit-control" data-invalid={invalide} data-disabled={desactive}>
          <input
            {...attributsSaisie(ids, { help, error, isRequired, isDisabled })}
            {...saisieListe}
            onBlur={(e) => {
              quitter();
              saisieListe.onBlur?.(e);
            }}
            readOnly={!hydrate}
            autoCorrect="off"
            spellCheck="false"
            placeholder={placeholder}
            name={name}
          />
          <button
            {...getToggleButtonProps({ onClick: () => setActif(true), disabled: isDisabled })}
            className="kit-chevron"
            type="button"
            aria-label={showAllLabel}
          >
            <Icone d={TRACES.chevronBas} />
          </button>
        </div>
        <AideEtErreur ids={ids} help={help} error={error} />
        <ListeOptions ouverte={isOpen} vide={emptyText} menu={getMenuProps()}>
          {isOpen
            ? resultats.map((item, index) => (
                <li key={getKey(item)} className="kit-option" data-focused={etat(highlightedIndex === index)} data-selected={etat(getKey(item) === cle)} {...getItemProps({ item, index, onClick: () => choisir(item) })}>
                  {renderItem(item)}
                </li>
              ))
            : null}
        </ListeOptions>
      </div>
      {children}
    </div>
  );
}

/**
 * The list under a combobox: always in the page (downshift's list element), hidden while closed,
 * with the empty text beside it (a list box holds only options).
 */
function ListeOptions({ ouverte, vide, entete, menu, children }: { ouverte: boolean; vide?: string; entete?: string; menu: object; children: ReactNode[] | null }) {
  const nombre = children?.length ?? 0;
  const visible = ouverte && (nombre > 0 || vide !== undefined);
  return (
    <div className="kit-popover" hidden={!visible}>
      {entete ? (
        <p className="kit-list-entete" aria-hidden="true">
          {entete}
        </p>
      ) : null}
      <ul className="kit-list" {...menu}>
        {children}
      </ul>
      {visible && nombre === 0 ? <p className="kit-list-empty">{vide}</p> : null}
    </div>
  );
}

export interface ChampSuggestionsProps<T extends object> {
  label: string;
  /** The text as typed (the caller may reformat it: SIRET grouping). */
  value: string;
  onChange: (texte: string) => void;
  onBlur?: () => void;
  error?: string;
  isRequired?: boolean;
  /** What to suggest for the text typed (already filtered by the caller). */
  suggestions: readonly T[];
  getKey: (item: T) => string | number;
  getText: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** A suggestion picked: the caller fills what it stands for. */
  onPick: (item: T) => void;
  /** The list's name, shown above it ('Clients existants'). */
  listLabel: string;
  /** The input's own attributes (name, autoComplete, inputMode, maxLength, ref…). */
  input: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'className' | 'id'> & { ref?: Ref<HTMLInputElement> };
}

/**
 * A free-text field that suggests known records as it is typed (the company form's SIRET and
 * name): the text is the value; a picked suggestion is handed to the caller. The same list and
 * keys as Autocomplete.
 */
export function ChampSuggestions<T extends object>({ label, value, onChange, onBlur, error, isRequired, suggestions, getKey, getText, renderItem, onPick, listLabel, input }: ChampSuggestionsProps<T>) {
  const ids = useIdsChamp();
  const hydrate = useHydrated();
  const { ref, ...attributs } = input;
  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps } = useCombobox<T>({
    ...optionsListe(ids, getKey, getText),
    items: suggestions as T[],
    selectedItem: null,
    inputValue: value,
    getA11yStatusMessage: ({ isOpen }) => (suggestions.length ? statutListe(isOpen, suggestions.length) : ''),
    // Tab on the active suggestion picks it as the field loses focus (a click or Enter, in its own event).
    onStateChange: ({ type, selectedItem }) => type === CHANGEMENTS.InputBlur && selectedItem && onPick(selectedItem),
  });
  const prendre = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' && isOpen && highlightedIndex >= 0 && suggestions[highlightedIndex]) onPick(suggestions[highlightedIndex]);
  };
  const invalide = etat(Boolean(error));
  return (
    <div className="kit-autocomplete">
      <div className="kit-field" data-invalid={invalide} data-required={etat(isRequired)}>
        <LabelChamp id={ids.label} pour={ids.controle} isRequired={isRequired}>
          {label}
        </LabelChamp>
        <div className="kit-control" data-invalid={invalide}>
          <input
            {...attributsSaisie(ids, { error, isRequired })}
            {...attributs}
            {...getInputProps({ ref, onChange: (e) => onChange(e.currentTarget.value), onKeyDown: prendre, onBlur })}
            readOnly={!hydrate}
          />
        </div>
        <AideEtErreur ids={ids} error={error} />
        <ListeOptions ouverte={isOpen} entete={listLabel} menu={getMenuProps({ 'aria-label': listLabel })}>
          {isOpen
            ? suggestions.map((item, index) => (
                <li key={getKey(item)} className="kit-option kit-option-pile" data-focused={etat(highlightedIndex === index)} {...getItemProps({ item, index, onClick: () => onPick(item) })}>
                  {renderItem(item)}
                </li>
              ))
            : null}
        </ListeOptions>
      </div>
    </div>
  );
}
