/**
 * SIRET / SIREN arithmetic (spec 01 §5 Company, §9; 03 §5). Pure, shared by the server and the pages.
 *
 * A SIRET is the SIREN (9 digits, the legal unit) followed by the NIC (5 digits, the establishment).
 * Both numbers carry a Luhn checksum. La Poste (SIREN 356000000) numbered far more establishments than
 * the Luhn key allows, so INSEE also accepts its SIRETs when the sum of the 14 digits is a multiple of 5.
 */

export const LONGUEUR_SIRET = 14;
/** La Poste: the one SIREN whose establishments escape the Luhn rule. */
export const SIREN_LA_POSTE = '356000000';

/** Removes every space (typed, pasted or from a display mask): '362 521 879 00034' → '36252187900034'. */
export function normaliserSiret(valeur: string | null | undefined): string {
  return (valeur ?? '').replace(/\s+/g, '');
}

/** Exactly 14 digits once spaces are removed (rule 'SIRET format', 03 §5). */
export function estFormatSiret(valeur: string | null | undefined): boolean {
  return /^\d{14}$/.test(normaliserSiret(valeur));
}

/** Luhn checksum over a string of digits (right-most digit not doubled). */
export function estLuhnValide(chiffres: string): boolean {
  if (!/^\d+$/.test(chiffres)) return false;
  let somme = 0;
  for (let i = 0; i < chiffres.length; i++) {
    let d = chiffres.charCodeAt(chiffres.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    somme += d;
  }
  return somme % 10 === 0;
}

/** The digit that, appended to `debut`, makes it Luhn-valid (used to build sample data). */
export function cleLuhn(debut: string): string {
  for (let c = 0; c <= 9; c++) if (estLuhnValide(`${debut}${c}`)) return String(c);
  /* istanbul ignore next -- a Luhn key always exists */
  throw new Error(`Pas de clé de Luhn pour ${debut}`);
}

export function sommeDesChiffres(chiffres: string): number {
  let somme = 0;
  for (const c of chiffres) somme += c.charCodeAt(0) - 48;
  return somme;
}

/**
 * 14 digits and a valid checksum: Luhn; for La Poste a digit sum that is a multiple of 5 passes too
 * (its head office, 356 000 000 00048, is an ordinary Luhn number).
 */
export function estSiretValide(valeur: string | null | undefined): boolean {
  const siret = normaliserSiret(valeur);
  if (!/^\d{14}$/.test(siret)) return false;
  if (estLuhnValide(siret)) return true;
  return siret.startsWith(SIREN_LA_POSTE) && sommeDesChiffres(siret) % 5 === 0;
}

/**
 * Display of a SIRET (01 §5 'shown grouped 3-3-3-4'): the screens group the first thirteen digits
 * 3-3-3-4 and leave what follows attached, so a complete SIRET reads '362 521 879 00034'.
 * Anything that is not 14 digits is returned as typed (spaces removed).
 */
export function formaterSiret(valeur: string | null | undefined): string {
  const siret = normaliserSiret(valeur);
  return siret.replace(/^(\d{3})(\d{3})(\d{3})(\d{4})/, '$1 $2 $3 $4');
}

/**
 * Entry mask of the subscription screens (02: '3-3-3-5'): groups the digits typed so far and
 * drops anything beyond 14 digits; non-digits are removed. '3625218' → '362 521 8'.
 */
export function masquerSiret(saisie: string | null | undefined): string {
  const chiffres = (saisie ?? '').replace(/\D/g, '').slice(0, LONGUEUR_SIRET);
  const groupes = [chiffres.slice(0, 3), chiffres.slice(3, 6), chiffres.slice(6, 9), chiffres.slice(9, 14)];
  return groupes.filter((g) => g.length > 0).join(' ');
}
