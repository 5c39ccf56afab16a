import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  Button,
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
import { ECRAN_PREVOYANCE } from '../../../../src/domain/messages';

interface ChampDateEffetProps {
  /** yyyy-mm-dd or null. */
  value: string | null;
  onChange: (date: string | null) => void;
  onBlur?: () => void;
  /** Window of 01 §5 (yyyy-mm-dd). */
  min: string;
  max: string;
  /** College of 2 or more: the window starts on the 1st of the month (help text). */
  debutDeMois: boolean;
  erreur?: string;
  isDisabled?: boolean;
}

/**
 * Any yyyy-mm-dd the picker gave back, even while the year is being typed ('0202-07-01'): the
 * rule's message explains it, and the picker keeps what was typed.
 */
function lire(d: string | null): CalendarDate | null {
  if (!d || !/^\d{4}-\d{2}-\d{2}$/.test(d)) return null;
  try {
    return parseDate(d);
  } catch {
    return null;
  }
}

/**
 * Effective date (spec 01 §5): react-aria DatePicker shown dd/mm/yyyy (French locale) and kept
 * yyyy-mm-dd; the calendar offers only the window's days.
 */
export function ChampDateEffet({ value, onChange, onBlur, min, max, debutDeMois, erreur, isDisabled }: ChampDateEffetProps) {
  return (
    <div className="prev-champ" data-chemin="dateEffet">
      <DatePicker
        className="prev-date"
        value={lire(value)}
        onChange={(d) => onChange(d ? d.toString() : null)}
        onBlur={onBlur}
        minValue={lire(min) ?? undefined}
        maxValue={lire(max) ?? undefined}
        isDisabled={isDisabled}
        isInvalid={Boolean(erreur)}
        validationBehavior="aria"
        granularity="day"
      >
        <Label className="prev-label">{ECRAN_PREVOYANCE.dateEffet}</Label>
        <Group className="prev-date-groupe">
          <DateInput className="prev-date-input">{(segment) => <DateSegment segment={segment} className="prev-date-segment" />}</DateInput>
          <Button className="prev-chevron">
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M19 4h-1V2h-2v2H8V2H6v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 16H5V9h14v11z" fill="currentColor" />
            </svg>
          </Button>
        </Group>
        <Text slot="description" className="prev-aide">
          {debutDeMois ? ECRAN_PREVOYANCE.aideDateEffetDebutDeMois : ECRAN_PREVOYANCE.aideDateEffet}
        </Text>
        <FieldError className="prev-erreur">{erreur}</FieldError>
        <Popover className="prev-popover" placement="bottom start" offset={4}>
          <Dialog className="prev-calendrier-dialog">
            <Calendar className="prev-calendrier">
              <header className="prev-calendrier-entete">
                <Button slot="previous" className="prev-chevron">
                  ‹
                </Button>
                <Heading className="prev-calendrier-titre" />
                <Button slot="next" className="prev-chevron">
                  ›
                </Button>
              </header>
              <CalendarGrid className="prev-calendrier-grille">{(date) => <CalendarCell date={date} className="prev-calendrier-jour" />}</CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </DatePicker>
    </div>
  );
}
