import { parseDate, type CalendarDate, type DateValue } from '@internationalized/date';
import { useState } from 'react';
import {
  Button as AriaButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  Label,
  Popover,
  Text,
} from 'react-aria-components';
import { ECRAN_SANTE } from '../../../../src/domain/messages';
import { EFFECTIF_REGLE_DEBUT_DE_MOIS, estDateIso, formaterDate } from '../../../../src/domain/rules/informations-tarifantes';
import { bornesDateEffet } from '../informations';

interface ChampDateEffetProps {
  /** ISO 'yyyy-mm-dd'. */
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur: () => void;
  today: string;
  effectifCollege: number | null;
  erreur?: string;
  isDisabled?: boolean;
}

const versCalendrier = (iso: string | null): CalendarDate | null => (iso && estDateIso(iso) ? parseDate(iso) : null);

/**
 * Effective date (01 §5): shown dd/mm/yyyy (French locale), sent yyyy-mm-dd; J+1 to J+183, or from
 * the first day of the current month for a college of 2 or more. Days outside the window are not
 * offered by the calendar; a date typed outside it gets the rule's message.
 */
export function ChampDateEffet({ value, onChange, onBlur, today, effectifCollege, erreur, isDisabled }: ChampDateEffetProps) {
  const { min, max } = bornesDateEffet(today, effectifCollege);
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
  return (
    <DatePicker
      className="ss-champ ss-champ-date"
      value={saisie}
      onChange={changer}
      onBlur={onBlur}
      minValue={parseDate(min)}
      maxValue={parseDate(max)}
      placeholderValue={parseDate(min)}
      granularity="day"
      isInvalid={Boolean(erreur)}
      isDisabled={isDisabled}
      validationBehavior="aria"
      name="dateEffet"
    >
      <Label className="ss-label">{ECRAN_SANTE.dateEffet}</Label>
      <Group className="ss-controle ss-date">
        <DateInput className="ss-date-input">{(segment) => <DateSegment segment={segment} className="ss-date-segment" />}</DateInput>
        <AriaButton className="ss-date-bouton" aria-label={ECRAN_SANTE.ouvrirCalendrier}>
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2H7zm-2 8h14v10H5V10z" fill="currentColor" />
          </svg>
        </AriaButton>
      </Group>
      <Text slot="description" className="ss-aide">
        {ECRAN_SANTE.dateEffetBornes(formaterDate(min), formaterDate(max))}
        {(effectifCollege ?? 0) >= EFFECTIF_REGLE_DEBUT_DE_MOIS ? ` ${ECRAN_SANTE.dateEffetDebutDeMois}` : ''}
      </Text>
      <FieldError className="ss-erreur">{erreur}</FieldError>
      <Popover className="ss-popover" placement="bottom start">
        <Dialog className="ss-calendrier-dialog">
          <Calendar className="ss-calendrier">
            <header className="ss-calendrier-entete">
              <AriaButton slot="previous" className="ss-calendrier-nav" aria-label={ECRAN_SANTE.moisPrecedent}>
                ‹
              </AriaButton>
              <Heading className="ss-calendrier-titre" />
              <AriaButton slot="next" className="ss-calendrier-nav" aria-label={ECRAN_SANTE.moisSuivant}>
                ›
              </AriaButton>
            </header>
            <CalendarGrid className="ss-calendrier-grille">{(date) => <CalendarCell date={date} className="ss-calendrier-jour" />}</CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </DatePicker>
  );
}
