import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/mobile';

/**
 * The signer's mobile (02 §5, brief §4.3). The signature's one-time code goes by SMS, so only a
 * mobile will do. The 'mobile' metadata makes isValid() true for mobiles only (a landline is
 * refused). Overseas mobiles written nationally (0690…) are invalid as French numbers: they are
 * tried in their own region, in this order (the spec's "patterns from configuration").
 */
export const REGIONS_PORTABLE: readonly CountryCode[] = ['FR', 'GP', 'MQ', 'GF', 'RE', 'YT', 'PM', 'BL', 'MF'];

/** Digits, with an optional leading '+' or '00', once spaces, dots and dashes are stripped. */
const FORME = /^(?:\+|00)?\d{4,17}$/;

/** '06 12 34 56 78' → '+33612345678'; null when the entry is not a valid mobile. */
export function normaliserPortable(saisie: string | null | undefined): string | null {
  const brut = (saisie ?? '').replace(/[\s.-]/g, '');
  // Letters, extensions and other digit scripts are refused here rather than left to the parser's leniency.
  if (!FORME.test(brut)) return null;
  if (brut.startsWith('+') || brut.startsWith('00')) return valide(`+${brut.replace(/^(?:\+|00)/, '')}`);
  for (const region of REGIONS_PORTABLE) {
    const e164 = valide(brut, region);
    if (e164) return e164;
  }
  return null;
}

function valide(numero: string, region?: CountryCode): string | null {
  const p = parsePhoneNumberFromString(numero, region ? { defaultCountry: region, extract: false } : { extract: false });
  return p?.isValid() && !p.ext ? p.number : null;
}
