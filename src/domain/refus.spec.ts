import { CODES_REFUS, codeRefus, estCodeRefus } from './refus';

describe('codeRefus: the machine code of a refused call', () => {
  const refus = (body: unknown) => Object.assign(new Error('refusé'), { status: 409, body });

  it.each([
    ['a known code', refus({ statusCode: 409, message: 'm', code: 'ETUDE_NON_REMISE' }), 'ETUDE_NON_REMISE'],
    ['another known code', refus({ statusCode: 409, message: 'm', code: 'CONFIRMATION_FIGE_REQUISE' }), 'CONFIRMATION_FIGE_REQUISE'],
    ['a code this version does not know', refus({ statusCode: 409, message: 'm', code: 'INCONNU' }), undefined],
    ['a code that is not a string', refus({ statusCode: 409, message: 'm', code: 7 }), undefined],
    ['an answer without a code', refus({ statusCode: 400, message: 'm', erreurs: [] }), undefined],
    ['a body that is text', refus('Bad gateway'), undefined],
    ['no body', refus(undefined), undefined],
    ['an error without a body', new Error('réseau'), undefined],
    ['not an error', 'ETUDE_NON_REMISE', undefined],
    ['null', null, undefined],
  ])('%s', (_cas, err, attendu) => {
    expect(codeRefus(err)).toBe(attendu);
  });

  it('knows every code of the list, and only those', () => {
    for (const code of CODES_REFUS) expect(estCodeRefus(code)).toBe(true);
    expect(estCodeRefus('etude_non_remise')).toBe(false);
    expect(new Set(CODES_REFUS).size).toBe(CODES_REFUS.length);
  });
});
