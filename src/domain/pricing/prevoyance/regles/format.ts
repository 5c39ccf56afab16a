import type { UniteGarantie } from '../garanties.types';

/** French number: decimal comma, space between thousands (§9 'French number formats'). */
export function formatNombre(v: number, decimales = 0): string {
  const [entier, frac] = Math.abs(v).toFixed(decimales).split('.');
  const groupes = entier.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${v < 0 ? '-' : ''}${groupes}${frac && /[1-9]/.test(frac) ? `,${frac.replace(/0+$/, '')}` : ''}`;
}

/** Unit symbols (§9): % for POURCENT, PMSS, PASS; € for EURO; €/an; jours; ans. */
const SYMBOLES: Record<UniteGarantie, string> = {
  POURCENT: '%',
  PMSS: '%',
  PASS: '%',
  EURO: '€',
  EURO_AN: '€/an',
  JOURS: 'jours',
  ANS: 'ans',
  FLAG: '',
};

export function formatValeur(v: number, unite: UniteGarantie, decimales = 0): string {
  const s = SYMBOLES[unite];
  return s ? `${formatNombre(v, Math.max(decimales, 2))} ${s}` : formatNombre(v, Math.max(decimales, 2));
}
