import { normaliserPortable } from './telephone';

describe('normaliserPortable (brief §4.3)', () => {
  it.each([
    ['06 12 34 56 78', '+33612345678'],
    ['06.12.34.56.78', '+33612345678'],
    ['06-12-34-56-78', '+33612345678'],
    ['0612345678', '+33612345678'],
    ['07 51 23 45 67', '+33751234567'],
    ['07 31 23 45 67', '+33731234567'],
    ['07 99 12 34 56', '+33799123456'],
    ['+33 6 12 34 56 78', '+33612345678'],
    ['0033 6 12 34 56 78', '+33612345678'],
    ['+33 7 51 23 45 67', '+33751234567'],
    // Overseas, written nationally: their own region.
    ['0690 12 34 56', '+590690123456'],
    ['0696 12 34 56', '+596696123456'],
    ['0694 12 34 56', '+594694123456'],
    ['0692 12 34 56', '+262692123456'],
    ['0693 12 34 56', '+262693123456'],
    ['0639 20 12 34', '+262639201234'],
    ['+590 690 12 34 56', '+590690123456'],
    ['+262 692 12 34 56', '+262692123456'],
  ])('%s is a mobile: %s', (saisie, e164) => {
    expect(normaliserPortable(saisie)).toBe(e164);
  });

  it.each([
    ['0712345678', '070–072 are not allocated to mobiles'],
    ['0701234567', '070–072 are not allocated to mobiles'],
    ['01 40 20 30 40', 'a Paris landline'],
    ['02 99 00 11 22', 'a landline'],
    ['09 70 12 34 56', 'a VoIP number'],
    ['+33 1 40 20 30 40', 'a landline in international form'],
    ['0590 12 34 56', 'a Guadeloupe landline'],
    ['06 12 34 56 7', 'one digit short'],
    ['06 12 34 56 78 9', 'one digit too many'],
    ['06', 'two digits'],
    ['', 'empty'],
    ['   ', 'blank'],
    ['abc', 'letters'],
    ['06 12 AB 56 78', 'letters inside'],
    ['tel 0612345678', 'text around'],
    ['0612345678 ext. 12', 'an extension'],
    ['+33612345678;ext=2', 'an RFC 3966 extension'],
    ['+', 'a sign alone'],
    ['++33612345678', 'two signs'],
    ['０６１２３４５６７８', 'full-width digits'],
  ])('%s is refused (%s)', (saisie) => {
    expect(normaliserPortable(saisie)).toBeNull();
  });

  it('null and undefined are refused', () => {
    expect(normaliserPortable(null)).toBeNull();
    expect(normaliserPortable(undefined)).toBeNull();
  });
});
