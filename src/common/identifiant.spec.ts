import { ArrayMinSize, IsArray, IsOptional } from 'class-validator';
import { COMMON } from '../domain/messages';
import { estIdentifiant, IsIdentifiant, lireIdentifiant } from './identifiant';
import { createValidationPipe } from './validation';

describe('lireIdentifiant and estIdentifiant', () => {
  it.each([
    ['1', 1],
    ['012', 12],
    ['2147483647', 2147483647],
    ['2147483648', null],
    ['99999999999', null],
    ['0', null],
    ['-1', null],
    ['1.5', null],
    ['1e3', null],
    ['+7', null],
    [' 7', null],
    ['', null],
    ['abc', null],
  ])('%p → %p', (texte, id) => expect(lireIdentifiant(texte)).toBe(id));

  it.each([[1, true], [2147483647, true], [2147483648, false], [1e308, false], [0, false], [1.5, false], [NaN, false], ['1', false], [null, false]])('%p is an id: %p', (v, attendu) =>
    expect(estIdentifiant(v)).toBe(attendu),
  );
});

class Corps {
  @IsIdentifiant('client.id') id!: number;
  @IsOptional() @IsIdentifiant('autre', { nullable: true }) autre?: number | null;
  @IsArray() @ArrayMinSize(1) @IsIdentifiant('ids', { liste: true }) ids!: number[];
}

class Requete {
  @IsOptional() @IsIdentifiant('projet_id', { texte: true }) projet_id?: number;
  @IsArray() @IsIdentifiant('projets_ids', { liste: true, texte: true }) projets_ids!: number[];
}

const valider = async (metatype: new () => object, type: 'body' | 'query', valeur: object) => {
  try {
    return { valeur: await createValidationPipe().transform(valeur, { type, metatype }) };
  } catch (e) {
    return { message: (e as { getResponse(): { message: string } }).getResponse().message };
  }
};

describe('IsIdentifiant', () => {
  it.each([
    [{ id: 1, ids: [1, 2] }, undefined],
    [{ id: 1, autre: null, ids: [1] }, undefined],
    [{ id: 2147483648, ids: [1] }, COMMON.identifiantInvalide('client.id', '2147483648')],
    [{ id: 1e308, ids: [1] }, COMMON.identifiantInvalide('client.id', '1e+308')],
    [{ id: '12', ids: [1] }, COMMON.identifiantInvalide('client.id', '12')],
    [{ id: 1, ids: [1, 0] }, COMMON.identifiantInvalide('ids', '0')],
    [{ id: 1, ids: [1, 'x'] }, COMMON.identifiantInvalide('ids', 'x')],
    [{ id: 1, autre: -4, ids: [1] }, COMMON.identifiantInvalide('autre', '-4')],
  ])('body %j → %p', async (corps, attendu) => expect((await valider(Corps, 'body', corps)).message).toBe(attendu));

  it('reads ids from a query string', async () => {
    expect(await valider(Requete, 'query', { projet_id: '12', projets_ids: '3, 4,,5' })).toEqual({ valeur: Object.assign(new Requete(), { projet_id: 12, projets_ids: [3, 4, 5] }) });
    expect(await valider(Requete, 'query', { projets_ids: ['3', '4,5'] })).toEqual({ valeur: Object.assign(new Requete(), { projets_ids: [3, 4, 5] }) });
    expect((await valider(Requete, 'query', { projet_id: '1e308', projets_ids: '1' })).message).toBe(COMMON.identifiantInvalide('projet_id', '1e308'));
    expect((await valider(Requete, 'query', { projets_ids: '1,2147483648' })).message).toBe(COMMON.identifiantInvalide('projets_ids', '2147483648'));
  });

  it('quotes a long or odd value shortened, control characters masked', () => {
    expect(COMMON.identifiantInvalide('id', `${'9'.repeat(50)}\u0001`)).toBe(`Le champ « id » doit être un identifiant : un nombre entier de 1 à 2147483647 (reçu : « ${'9'.repeat(40)}… »).`);
    expect(COMMON.identifiantInvalide('id', 'a\u0000')).toContain('« a\ufffd »');
  });
});
