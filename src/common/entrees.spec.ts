import { RefusMetier } from './refus-metier';
import type { Request, Response } from 'express';
import { COMMON } from '../domain/messages';
import { PROFONDEUR_JSON_MAX, refuserNulDansAdresse, verifierValeurJson } from './entrees';

const imbrique = (niveaux: number): unknown => JSON.parse(`${'['.repeat(niveaux)}${']'.repeat(niveaux)}`);
const message = (f: () => void): string | undefined => {
  try {
    f();
    return undefined;
  } catch (e) {
    expect(e).toMatchObject({ genre: 'invalide' });
    return ((e as RefusMetier).getResponse() as { message: string }).message;
  }
};

describe('verifierValeurJson', () => {
  it.each([
    ['a flat object', { a: 'b', n: 1, l: [1, 'x', null, true] }, undefined],
    [`${PROFONDEUR_JSON_MAX} levels`, imbrique(PROFONDEUR_JSON_MAX), undefined],
    [`${PROFONDEUR_JSON_MAX + 1} levels`, imbrique(PROFONDEUR_JSON_MAX + 1), COMMON.corpsTropImbrique(PROFONDEUR_JSON_MAX)],
    ['20,000 levels', imbrique(20_000), COMMON.corpsTropImbrique(PROFONDEUR_JSON_MAX)],
    ['a NUL in a nested string', { client: { raison_sociale: 'a\u0000' } }, COMMON.caractereNul('client.raison_sociale')],
    ['a NUL in an array item', { niveaux: [{ poste: 'OPTIQUE' }, { poste: '\u0000' }] }, COMMON.caractereNul('niveaux.1.poste')],
    ['a NUL in a key', { 'a\u0000b': 1 }, COMMON.caractereNul('a\ufffdb')],
    ['a NUL as the whole body', '\u0000', COMMON.caractereNul('corps')],
  ])('%s', (_cas, valeur, attendu) => expect(message(() => verifierValeurJson(valeur))).toBe(attendu));
});

describe('refuserNulDansAdresse', () => {
  const passe = (url: string): unknown => {
    let suite: unknown = 'non appelé';
    refuserNulDansAdresse({ url } as Request, {} as Response, (err?: unknown) => (suite = err));
    return suite === undefined ? undefined : ((suite as RefusMetier).getResponse() as { message: string }).message;
  };

  it.each([
    ['/api/projets?raison_sociale=Lef%C3%A8vre', undefined],
    ['/api/projets?raison_sociale=%2500', undefined],
    ['/api/projets?raison_sociale=a%00', COMMON.caractereNul('raison_sociale')],
    ['/api/projets?code_produit=SSC&siret=%00', COMMON.caractereNul('siret')],
    ['/api/projets/1%00', COMMON.adresseCaractereNul],
    ['/api/pro%00jets?x=1', COMMON.adresseCaractereNul],
  ])('%s', (url, attendu) => expect(passe(url)).toBe(attendu));
});
