/**
 * Phone and e-mail checks of the Interlocuteur (02 §5). The spec's patterns come from a
 * configuration it does not show; ours are the French numbering plan (ARCEP): landlines 01-05 and
 * 09, mobiles 06 and 07, written with or without spaces, dots or dashes, or as +33 / 0033.
 */

/** '+33 6 12 34 56 78' → '0612345678'; anything else is returned without separators. */
export function normaliserTelephone(valeur: string | null | undefined): string {
  const brut = (valeur ?? '').replace(/[\s.\-()]/g, '');
  if (/^\+33\d{9}$/.test(brut)) return `0${brut.slice(3)}`;
  if (/^0033\d{9}$/.test(brut)) return `0${brut.slice(4)}`;
  return brut;
}

export function estTelephoneMobile(valeur: string | null | undefined): boolean {
  return /^0[67]\d{8}$/.test(normaliserTelephone(valeur));
}

export function estTelephoneFixe(valeur: string | null | undefined): boolean {
  return /^0[1-59]\d{8}$/.test(normaliserTelephone(valeur));
}

/** 'telephone' accepts a landline or a mobile. */
export function estTelephoneValide(valeur: string | null | undefined): boolean {
  return estTelephoneFixe(valeur) || estTelephoneMobile(valeur);
}

/** One @, a dotted domain, no spaces; at most 254 characters (RFC 5321 path limit). */
export function estEmail(valeur: string | null | undefined): boolean {
  const v = (valeur ?? '').trim();
  return v.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(v);
}
