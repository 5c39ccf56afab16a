import { lazy, Suspense, useId, useRef, useState, type ReactNode } from 'react';
import { KIT } from '../../src/domain/messages/kit';
import { PAGES } from '../../src/domain/messages/pages';
import { afficherDateIso, lireSaisieDate, saisirDate } from '../../src/domain/saisie-date';
import { fieldClasses, RequiredMarker } from './Field';
import './DateField.css';
import { Icone, TRACES } from './Icone';
import { useHydrated } from '../state/hydrated';

export interface ChampDateEffetProps {
  /** ISO 'yyyy-mm-dd', or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  /** The window of 01 §5 ('yyyy-mm-dd'): the calendar offers only its days. */
  min: string;
  max: string;
  label: string;
  /** Help under the field, after the format (each screen words the window its own way). */
  aide?: ReactNode;
  erreur?: string;
  isDisabled?: boolean;
  name?: string;
  /** Field classes: the kit's (one invalid-state style, one date help style) unless told. */
  classes?: { champ: string; label: string; groupe: string; aide: string; erreur: string };
  isRequired?: boolean;
  /** Test hook and anchor: the state path of the value. */
  chemin?: string;
}

/** The calendar (react-aria Calendar, ≈ 10 KB gzip) loads when first wanted: hover, focus or press of its button. */
const chargerCalendrier = () => import('./CalendrierDate');
const CalendrierDate = /* @__PURE__ */ lazy(chargerCalendrier);

/** The ISO date a text means, or null (empty, still being typed, impossible). */
const isoDe = (texte: string): string | null => {
  const lu = lireSaisieDate(texte);
  return lu.etat === 'complete' ? lu.iso : null;
};

/**
 * A date of the kit (effective dates, dates of birth, of creation; spec 01 §5): one text input that
 * shows jj/mm/aaaa whatever the browser's language (ADR 0053), the slashes written as digits are
 * typed, kept and sent yyyy-mm-dd. The form only hears of complete real dates; what is typed stays
 * in the field, and a complete impossible date, or a partial one on leaving the field, is said in
 * it. A date outside the window gets the screen's rule message through `erreur`. The calendar is a
 * popover loaded on demand (CalendrierDate). Plain markup: the server draws what hydration draws.
 */
export function ChampDateEffet({ value, onChange, onBlur, min, max, label, aide, erreur, isDisabled, name, classes = fieldClasses, isRequired, chemin }: ChampDateEffetProps) {
  const hydrate = useHydrated();
  const id = useId();
  const [texte, setTexte] = useState(() => afficherDateIso(value));
  const [horsFormat, setHorsFormat] = useState(false);
  // A value set from outside (calendar, reset, loaded projet) replaces the text; the value this
  // field sent back (null while typing) leaves it alone.
  const [valeurVue, setValeurVue] = useState(value);
  if (value !== valeurVue) {
    setValeurVue(value);
    if (isoDe(texte) !== value) {
      setTexte(afficherDateIso(value));
      setHorsFormat(false);
    }
  }
  const envoyer = (iso: string | null) => {
    setValeurVue(iso);
    if (iso !== valeurVue) onChange(iso);
  };

  const saisir = (el: HTMLInputElement) => {
    const focus = el.ownerDocument.activeElement === el;
    const saisie = saisirDate(el.value, focus ? el.selectionStart : null);
    // The text and caret are set here, not after the render: Backspace over a slash gives back the
    // same text, React renders nothing, and would only put the old text back with the caret at the end.
    if (el.value !== saisie.texte) el.value = saisie.texte;
    if (focus && saisie.curseur !== null) el.setSelectionRange(saisie.curseur, saisie.curseur);
    setTexte(saisie.texte);
    const lu = lireSaisieDate(saisie.texte);
    // A complete impossible date is said at once; a partial one only on leaving the field.
    if (lu.etat === 'impossible') setHorsFormat(true);
    else if (lu.etat !== 'partielle') setHorsFormat(false);
    envoyer(lu.etat === 'complete' ? lu.iso : null);
  };
  const quitter = () => {
    const lu = lireSaisieDate(texte);
    setHorsFormat(lu.etat === 'partielle' || lu.etat === 'impossible');
    // '1/3/2027' is shown as the other dates once left.
    if (lu.etat === 'complete') setTexte(afficherDateIso(lu.iso));
    onBlur?.();
  };
  const choisir = (iso: string) => {
    setTexte(afficherDateIso(iso));
    setHorsFormat(false);
    envoyer(iso);
  };

  const cadre = useRef<HTMLDivElement>(null);
  const [calendrierOuvert, setCalendrierOuvert] = useState(false);
  const message = horsFormat ? KIT.date.invalide : erreur;
  const ids = { aide: `${id}-aide`, erreur: `${id}-erreur` };
  return (
    <div className={`${classes.champ} champ-date`} data-chemin={chemin} data-invalid={message ? true : undefined} data-disabled={isDisabled ? true : undefined}>
      <label className={classes.label} htmlFor={id}>
        {label}
        {isRequired ? <RequiredMarker /> : null}
      </label>
      <div ref={cadre} className={`${classes.groupe} champ-date-groupe`}>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          placeholder={KIT.date.placeholder}
          className="kit-input champ-date-input"
          value={texte}
          disabled={isDisabled}
          // Typed before hydration, a key would be lost when React takes the page over.
          readOnly={!hydrate}
          aria-required={isRequired || undefined}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${ids.aide} ${ids.erreur}` : ids.aide}
          onChange={(e) => saisir(e.target)}
          onBlur={quitter}
        />
        {/* What a form posts: the ISO date (or nothing), not the text shown. */}
        {name ? <input type="hidden" name={name} value={isoDe(texte) ?? ''} disabled={isDisabled} /> : null}
        <button
          type="button"
          className="champ-date-bouton"
          aria-label={PAGES.ouvrirCalendrier}
          disabled={isDisabled}
          onMouseEnter={() => void chargerCalendrier()}
          onFocus={() => void chargerCalendrier()}
          onClick={() => setCalendrierOuvert(true)}
        >
          <Icone d={TRACES.calendrier} taille={18} />
        </button>
      </div>
      <p className={classes.aide} id={ids.aide}>
        {KIT.date.format}
        {aide ? <> {aide}</> : null}
      </p>
      {message ? (
        <p className={classes.erreur} id={ids.erreur}>
          {message}
        </p>
      ) : null}
      {calendrierOuvert ? (
        <Suspense fallback={null}>
          <CalendrierDate ancre={cadre} label={label} value={isoDe(texte)} min={min} max={max} onChange={choisir} onClose={() => setCalendrierOuvert(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
