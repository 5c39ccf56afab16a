import { parseDate, type CalendarDate, type DateValue } from '@internationalized/date';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { Button as AriaButton, DateField, DateInput, DateSegment, FieldError, Label, Text } from 'react-aria-components';
import { PAGES } from '../../src/domain/messages';
import { estDateIso } from '../../src/domain/dates-iso';
import { fieldClasses, RequiredMarker } from './Field';
import './DateField.css';

export interface ChampDateEffetProps {
  /** ISO 'yyyy-mm-dd', or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  /** The window of 01 §5 ('yyyy-mm-dd'): the calendar offers only its days. */
  min: string;
  max: string;
  label: string;
  /** Help under the field (each screen words the window its own way). */
  aide: ReactNode;
  erreur?: string;
  isDisabled?: boolean;
  name?: string;
  /** Field classes: the kit's (one invalid-state style, one date help style) unless told. */
  classes?: { champ: string; label: string; groupe: string; aide: string; erreur: string };
  isRequired?: boolean;
  /** Test hook and anchor: the state path of the value. */
  chemin?: string;
}

const versCalendrier = (iso: string | null): CalendarDate | null => (iso && estDateIso(iso) ? parseDate(iso) : null);

/** The calendar (react-aria Calendar, ≈ 10 KB gzip) loads when first wanted: hover, focus or press of its button. */
const chargerCalendrier = () => import('./CalendrierDate');
const CalendrierDate = /* @__PURE__ */ lazy(chargerCalendrier);

/**
 * Effective date (spec 01 §5) of both products: shown dd/mm/yyyy (French locale), kept and sent
 * yyyy-mm-dd. Days outside the window are not offered by the calendar; a date typed outside it
 * gets the screen's rule message through `erreur`. The segments are react-aria's DateField; the
 * calendar is a popover of its own, loaded on demand (CalendrierDate).
 */
export function ChampDateEffet({ value, onChange, onBlur, min, max, label, aide, erreur, isDisabled, name, classes = fieldClasses, isRequired, chemin }: ChampDateEffetProps) {
  // The segments being typed are kept here: the form only hears of complete dates (a year of four
  // digits), so typing '2' on the way to '2026' does not wipe what is already typed.
  const [saisie, setSaisie] = useState<DateValue | null>(() => versCalendrier(value));
  const [valeurVue, setValeurVue] = useState(value);
  if (value !== valeurVue) {
    setValeurVue(value);
    if ((saisie && saisie.year >= 1000 ? saisie.toString() : null) !== value) setSaisie(versCalendrier(value));
  }
  const changer = (d: DateValue | null) => {
    setSaisie(d);
    const iso = d && d.year >= 1000 ? d.toString() : null;
    setValeurVue(iso);
    onChange(iso);
  };
  const bornes = { min: versCalendrier(min), max: versCalendrier(max) };
  const cadre = useRef<HTMLDivElement>(null);
  const [calendrierOuvert, setCalendrierOuvert] = useState(false);
  return (
    <DateField
      className={`${classes.champ} champ-date`}
      value={saisie}
      onChange={changer}
      onBlur={onBlur}
      minValue={bornes.min}
      maxValue={bornes.max}
      placeholderValue={bornes.min ?? undefined}
      granularity="day"
      isInvalid={Boolean(erreur)}
      isDisabled={isDisabled}
      isRequired={isRequired}
      validationBehavior="aria"
      name={name}
      data-chemin={chemin}
    >
      <Label className={classes.label}>
        {label}
        {isRequired ? <RequiredMarker /> : null}
      </Label>
      <div ref={cadre} className={`${classes.groupe} champ-date-groupe`}>
        <DateInput className="champ-date-input">{(segment) => <DateSegment segment={segment} className="champ-date-segment" />}</DateInput>
        <AriaButton
          className="champ-date-bouton"
          aria-label={PAGES.ouvrirCalendrier}
          isDisabled={isDisabled}
          onHoverStart={() => void chargerCalendrier()}
          onFocus={() => void chargerCalendrier()}
          onPress={() => setCalendrierOuvert(true)}
        >
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2H7zm-2 8h14v10H5V10z" fill="currentColor" />
          </svg>
        </AriaButton>
      </div>
      <Text slot="description" className={classes.aide}>
        {aide}
      </Text>
      <FieldError className={classes.erreur}>{erreur}</FieldError>
      {calendrierOuvert ? (
        <Suspense fallback={null}>
          <CalendrierDate
            ancre={cadre}
            label={label}
            value={saisie && saisie.year >= 1000 ? versCalendrier(saisie.toString()) : null}
            min={bornes.min}
            max={bornes.max}
            onChange={changer}
            onClose={() => setCalendrierOuvert(false)}
          />
        </Suspense>
      ) : null}
    </DateField>
  );
}
