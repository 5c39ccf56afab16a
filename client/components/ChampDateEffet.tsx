import { parseDate, type CalendarDate, type DateValue } from '@internationalized/date';
import { Fragment, lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { Button as AriaButton, DateField, DateInput, DateSegment, FieldError, Label, Text } from 'react-aria-components';
import { KIT } from '../../src/domain/messages/kit';
import { PAGES } from '../../src/domain/messages/pages';
import { estDateIso } from '../../src/domain/dates-iso';
import { useHydrated } from '../state/hydrated';
import { decritPar, etat, LabelAvant, MASQUE_VISUEL, useIdsChamp } from './AvantHydratation';
import { fieldClasses, RequiredMarker } from './Field';
import './DateField.css';
import { Icone, TRACES } from './Icone';

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
export function ChampDateEffet(props: ChampDateEffetProps) {
  return useHydrated() ? <ChampDateEffetAria {...props} /> : <ChampDateEffetAvant {...props} />;
}

function ChampDateEffetAria({ value, onChange, onBlur, min, max, label, aide, erreur, isDisabled, name, classes = fieldClasses, isRequired, chemin }: ChampDateEffetProps) {
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
          <Icone d={TRACES.calendrier} taille={18} />
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

const MOIS = /* @__PURE__ */ new Intl.DateTimeFormat('fr-FR', { month: 'long', timeZone: 'UTC' });
const deuxChiffres = (n: number) => String(n).padStart(2, '0');

/**
 * The same field before hydration (ADR 0051): the French segments jj/mm/aaaa as react-aria draws
 * them (values, bounds, words), not editable.
 */
function ChampDateEffetAvant({ value, label, aide, erreur, isDisabled, name, classes = fieldClasses, isRequired, chemin }: ChampDateEffetProps) {
  const ids = useIdsChamp();
  const date = value && estDateIso(value) ? value : null;
  // Without a date the segments show their hints; these numbers are then not drawn.
  const [annee, mois, jour] = (date ?? '2000-01-01').split('-').map(Number);
  const invalide = etat(Boolean(erreur));
  const desactive = etat(isDisabled);
  const decrit = decritPar(ids.aide, erreur ? ids.erreur : null);
  const segments = [
    // react-aria bounds the day by the longest month, whatever the month shown.
    { type: 'day', max: 31, valeur: jour, texte: deuxChiffres(jour), lu: deuxChiffres(jour) },
    { type: 'month', max: 12, valeur: mois, texte: deuxChiffres(mois), lu: `${deuxChiffres(mois)} – ${MOIS.format(new Date(Date.UTC(2000, mois - 1, 1)))}` },
    { type: 'year', max: 9999, valeur: annee, texte: String(annee), lu: String(annee) },
  ] as const;
  const M = KIT.avantHydratation;
  return (
    <>
      <div data-chemin={chemin} className={`${classes.champ} champ-date`} data-rac="" data-invalid={invalide} data-required={etat(isRequired)} data-disabled={desactive}>
        <LabelAvant id={ids.label} isRequired={isRequired} className={classes.label}>
          {label}
        </LabelAvant>
        <div className={`${classes.groupe} champ-date-groupe`}>
          <div
            id={ids.controle}
            role="group"
            aria-labelledby={ids.label}
            aria-describedby={decrit}
            aria-disabled={isDisabled || undefined}
            data-react-aria-pressable="true"
            style={{ unicodeBidi: 'isolate' }}
            className="champ-date-input"
            data-rac=""
            data-invalid={invalide}
            data-disabled={desactive}
          >
            {segments.map((s, i) => (
              <Fragment key={s.type}>
                {i > 0 ? (
                  <span aria-hidden="true" className="champ-date-segment" data-rac="" data-invalid={invalide} data-disabled={desactive} data-type="literal">
                    /
                  </span>
                ) : null}
                <span
                  role="spinbutton"
                  id={`${ids.controle}${s.type}`}
                  aria-label={M.segments[s.type]}
                  aria-labelledby={ids.label}
                  // Read on the first segment only, unless invalid (react-aria's rule).
                  aria-describedby={i === 0 || erreur ? decrit : undefined}
                  aria-valuenow={date ? s.valeur : undefined}
                  aria-valuetext={date ? s.lu : M.dateVide}
                  aria-valuemin={1}
                  aria-valuemax={s.max}
                  aria-required={isRequired || undefined}
                  aria-invalid={erreur ? true : undefined}
                  aria-disabled={isDisabled || undefined}
                  data-placeholder={date ? undefined : 'true'}
                  spellCheck={isDisabled ? undefined : 'false'}
                  autoCorrect={isDisabled ? undefined : 'off'}
                  enterKeyHint={isDisabled ? undefined : 'next'}
                  inputMode={isDisabled ? undefined : 'numeric'}
                  tabIndex={isDisabled ? undefined : 0}
                  style={{ caretColor: 'transparent' }}
                  className="champ-date-segment"
                  data-rac=""
                  data-invalid={invalide}
                  data-disabled={desactive}
                  data-type={s.type}
                >
                  {date ? s.texte : M.indices[s.type]}
                </span>
              </Fragment>
            ))}
          </div>
          <input type="hidden" className="" data-rac="" name={name} value={date ?? ''} disabled={isDisabled} data-disabled={desactive} />
          <button className="champ-date-bouton" data-rac="" type="button" tabIndex={isDisabled ? undefined : 0} disabled={isDisabled} data-disabled={desactive} data-react-aria-pressable="true" aria-label={PAGES.ouvrirCalendrier} id={`${ids.controle}b`}>
            <Icone d={TRACES.calendrier} taille={18} />
          </button>
        </div>
        <span slot="description" className={classes.aide} id={ids.aide}>
          {aide}
        </span>
        {erreur ? (
          <span className={classes.erreur} id={ids.erreur} slot="errorMessage" data-rac="">
            {erreur}
          </span>
        ) : null}
      </div>
      {/* react-aria's hidden native date input (browser autofill), out of sight and of the tab order; the
          style spread here, not at module level, where the bundler took the spread for a side effect and
          kept this module, and the kit, in every page's chunk. */}
      <div style={{ ...MASQUE_VISUEL, position: 'fixed', top: 0, left: 0 }} aria-hidden="true" data-react-aria-prevent-focus="true" data-a11y-ignore="aria-hidden-focus" data-testid="hidden-dateinput-container">
        <input tabIndex={-1} disabled={isDisabled} type="date" form="" step={60} name={name} value={date ?? ''} readOnly />
      </div>
    </>
  );
}
