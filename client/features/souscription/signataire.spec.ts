import { SIGNATURE } from '../../../src/domain/messages';
import type { SignataireSaisi } from './api';
import { estNumeroFixe, resolverSignataire } from './signataire';

describe('estNumeroFixe (issue 27 item 7: the dialog says why a landline is refused)', () => {
  it.each([
    ['01 40 00 00 00', true],
    ['0140000000', true],
    ['+33 1 40 00 00 00', true],
    ['0033 9 72 00 00 00', true],
    ['08.00.00.00.00', true],
    ['05-90-12-34-56', true],
    ['06 12 34 56 78', false],
    ['07 51 91 00 01', false],
    ['+33 6 12 34 56 78', false],
    ['0690 12 34 56', false],
    ['', false],
    [null, false],
    ['01 40', false],
  ])('%s → %s', (tel, attendu) => expect(estNumeroFixe(tel)).toBe(attendu));
});

describe('resolverSignataire', () => {
  const complet: SignataireSaisi = { civilite: 'madame', nom: 'Dupont', prenom: 'Claire', date_naissance: '1980-05-04', fonction: 'Gérante', telephone_portable: '06 12 34 56 78', email: 'c@example.fr' };
  const resoudre = (v: SignataireSaisi) => resolverSignataire(v, undefined, { fields: {}, shouldUseNativeValidation: false });

  it('a complete signer passes', async () => {
    await expect(Promise.resolve(resoudre(complet))).resolves.toEqual({ values: complet, errors: {} });
  });
  it('a landline: the spec’s message on the phone field', async () => {
    const r = await resoudre({ ...complet, telephone_portable: '01 40 00 00 00' });
    expect(r.errors).toEqual({ telephone_portable: { type: 'regle', message: SIGNATURE.telephoneNonPortable } });
  });
  it('an empty phone: required, once', async () => {
    const r = await resoudre({ ...complet, telephone_portable: '' });
    expect(Object.keys(r.errors)).toEqual(['telephone_portable']);
    expect(r.errors.telephone_portable?.message).not.toBe(SIGNATURE.telephoneNonPortable);
  });
});
