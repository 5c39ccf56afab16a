import { parseDate } from '@internationalized/date';
import type { RefObject } from 'react';
import { Button as AriaButton, Calendar, CalendarCell, CalendarGrid, Dialog, Heading, Popover } from 'react-aria-components';
import { estDateIso } from '../../src/domain/dates-iso';
import { PAGES } from '../../src/domain/messages';

const lire = (iso: string | null) => (iso && estDateIso(iso) ? parseDate(iso) : null);

export interface CalendrierDateProps {
  /** The field's frame: the popover opens under it. */
  ancre: RefObject<HTMLElement | null>;
  label: string;
  /** ISO 'yyyy-mm-dd' dates: the field's module does not load the calendar arithmetic, this chunk does. */
  value: string | null;
  min: string;
  max: string;
  onChange: (date: string) => void;
  onClose: () => void;
}

/**
 * The date field's calendar popover (react-aria Calendar), loaded only when a calendar button is
 * hovered, focused or pressed (client/components/ChampDateEffet.tsx): no page needs it to render.
 * Focus goes to the selected day (else the window's first) and back to the button on close.
 */
export default function CalendrierDate({ ancre, label, value: iso, min: isoMin, max: isoMax, onChange, onClose }: CalendrierDateProps) {
  const [value, min, max] = [lire(iso), lire(isoMin), lire(isoMax)];
  return (
    <Popover triggerRef={ancre} isOpen onOpenChange={(ouvert) => !ouvert && onClose()} className="champ-date-popover" placement="bottom start" offset={4}>
      <Dialog className="champ-date-dialog" aria-label={label}>
        <Calendar
          autoFocus
          value={value}
          defaultFocusedValue={value ?? min ?? undefined}
          minValue={min}
          maxValue={max}
          onChange={(date) => {
            onChange(date.toString());
            onClose();
          }}
        >
          <header className="champ-date-entete">
            <AriaButton slot="previous" className="champ-date-nav" aria-label={PAGES.moisPrecedent}>
              ‹
            </AriaButton>
            <Heading className="champ-date-titre" />
            <AriaButton slot="next" className="champ-date-nav" aria-label={PAGES.moisSuivant}>
              ›
            </AriaButton>
          </header>
          <CalendarGrid className="champ-date-grille">{(date) => <CalendarCell date={date} className="champ-date-jour" />}</CalendarGrid>
        </Calendar>
      </Dialog>
    </Popover>
  );
}
