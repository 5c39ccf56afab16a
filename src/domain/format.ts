/**
 * French display formats (spec 01 §9 'French number formats', §5 dates dd/mm/yyyy), one copy for the
 * server, the documents and the pages. Pure: no clock, no I/O; instants are shown in Paris time
 * whatever the machine's zone.
 *
 * Spaces are those of Intl fr-FR: a narrow no-break space (U+202F) between thousands, a no-break
 * space (U+00A0) before '€'. A percent sign follows a plain space unless the caller asks for the
 * no-break one (the pricing panel of the health screens).
 */
import { lireDateIso } from './dates-iso';
import { formaterSiret } from './siret';

/** The no-break space (U+00A0), e.g. before '%' where a line must not break. */
export const ESPACE_INSECABLE = '\u00a0';

const NOMBRES = new Map<string, Intl.NumberFormat>();
function nombre(min: number, max: number): Intl.NumberFormat {
  const cle = `${min}-${max}`;
  let f = NOMBRES.get(cle);
  if (!f) {
    f = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: min, maximumFractionDigits: max });
    NOMBRES.set(cle, f);
  }
  return f;
}

const EUROS = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const EUROS_ENTIERS = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const DATE = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric' });
const HEURE = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' });

/** Euros, two decimals: '1 234,50 €'. */
export function formatEuros(v: number): string {
  return EUROS.format(v);
}

/** Whole euros: '48 060 €'. */
export function formatEurosEntiers(v: number): string {
  return EUROS_ENTIERS.format(v);
}

/** Euros without cents when there are none ('4 005 €'), with two decimals otherwise ('3 925,50 €'). */
export function formatEurosRonds(v: number): string {
  return Number.isInteger(v) ? formatEurosEntiers(v) : formatEuros(v);
}

/** A percent given in percent (1.56 → '1,56 %'), two decimals; `espace` before the sign. */
export function formatPourcent(v: number, espace: ' ' | typeof ESPACE_INSECABLE = ' '): string {
  return `${nombre(2, 2).format(v)}${espace}%`;
}

/** A plain French number: '1 234,5' (between `min` and `max` decimals; by default 0 to 2). */
export function formatNombre(v: number, max = 2, min = 0): string {
  return nombre(min, max).format(v);
}

/** A Date, or an ISO date-time string; an invalid one makes Intl throw (RangeError). */
function instant(d: Date | string): Date {
  return typeof d === 'string' ? new Date(d) : d;
}

/**
 * dd/mm/yyyy. A calendar date 'yyyy-mm-dd' is shown as it is (no zone: it names a day; another format
 * throws, 01 §5); an instant (a Date, or an ISO date-time with its 'T') is shown in Paris time.
 */
export function formatDateFr(d: Date | string): string {
  if (typeof d === 'string' && !d.includes('T')) {
    const { annee, mois, jour } = lireDateIso(d);
    return `${String(jour).padStart(2, '0')}/${String(mois).padStart(2, '0')}/${annee}`;
  }
  return DATE.format(instant(d));
}

/** dd/mm/yyyy à hh:mm, Paris time. */
export function formatDateHeureFr(d: Date | string): string {
  const i = instant(d);
  return `${DATE.format(i)} à ${HEURE.format(i)}`;
}

/**
 * A SIRET grouped 3-3-3-4 ('362 521 879 00034', 01 §5); `absent` when there is none. Anything that is
 * not 14 digits is returned as typed, spaces removed.
 */
export function formatSiret(s: string | null | undefined, absent = ''): string {
  return s && s.trim() ? formaterSiret(s) : absent;
}
