import { codeSaisi, erreursSimulateur } from './saisie';

describe('codeSaisi', () => {
  it.each([
    ['', ''],
    ['12a3', '123'],
    ['123 456', '123456'],
    ['1234567', '123456'],
    ['-12.34', '1234'],
  ])('%j → %j', (texte, code) => expect(codeSaisi(texte)).toBe(code));

  it('is idempotent: a code typed again stays the same', () => {
    for (const texte of ['9 8 7', 'abc', '0123456789']) expect(codeSaisi(codeSaisi(texte))).toBe(codeSaisi(texte));
  });
});

describe('erreursSimulateur', () => {
  it.each([
    ['', false],
    ['12345', false],
    ['123456', true],
  ])('code %j → signable %s', (code, signable) => {
    expect(Object.keys(erreursSimulateur({ code, motif: '' })).length === 0).toBe(signable);
  });

  it('the reason never blocks signing', () => {
    expect(erreursSimulateur({ code: '123456', motif: 'x'.repeat(500) })).toEqual({});
  });
});
