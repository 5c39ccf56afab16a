import type { ArgumentMetadata } from '@nestjs/common';
import { RefusMetier } from '../../common/refus-metier';
import { createValidationPipe } from '../../common/validation';
import { COMMON } from '../../domain/messages';
import { REFERENTIELS } from '../../domain/messages/referentiels';
import { CcnsQuery, CommunesQuery, ValiderCodePostalQuery } from './referentiels.query';

/** The global pipe applied to the query DTOs, as Nest does for @Query(). */
async function valider(metatype: ArgumentMetadata['metatype'], query: Record<string, unknown>): Promise<unknown> {
  return createValidationPipe().transform(query, { type: 'query', metatype });
}

async function message(metatype: ArgumentMetadata['metatype'], query: Record<string, unknown>): Promise<string | undefined> {
  try {
    await valider(metatype, query);
    return undefined;
  } catch (err) {
    expect(err).toMatchObject({ genre: 'invalide' });
    return ((err as RefusMetier).getResponse() as { message: string }).message;
  }
}

describe('query DTOs of the referential endpoints', () => {
  it.each([
    [{}, undefined],
    [{ recherche: 'batiment' }, undefined],
    [{ recherche: 'batiment', limite: '20' }, undefined],
    [{ limite: '0' }, 'Le champ « limite » doit être supérieur ou égal à 1.'],
    [{ limite: 'beaucoup' }, 'Le champ « limite » doit être un nombre entier.'],
    [{ recherche: 'x'.repeat(101) }, 'Le champ « recherche » ne doit pas dépasser 100 caractères.'],
    [{ q: 'x' }, "Le champ « q » n'est pas autorisé."],
  ])('GET /ccns %j → %s', async (query, attendu) => expect(await message(CcnsQuery, query)).toBe(attendu));

  it('turns limite into a number', async () => {
    expect(await valider(CcnsQuery, { limite: '20' })).toMatchObject({ limite: 20 });
  });

  it.each([
    [{ code_postal: '75001' }, undefined],
    [{ code_postal: '7500' }, REFERENTIELS.codePostalFormat],
    [{ code_postal: '75001 ' }, REFERENTIELS.codePostalFormat],
    [{}, 'Le champ code_postal est obligatoire'],
  ])('GET /communes %j → %s', async (query, attendu) => expect(await message(CommunesQuery, query)).toEqual(attendu));

  it.each([
    [{ code_postal: '75001' }, undefined],
    [{ code_postal: '7500' }, undefined], // a wrong postcode is answered {valide: false}, not refused
    [{ code_postal: '75001', projet_id: '12' }, undefined],
    [{ code_postal: '75001', projet_id: 'abc' }, COMMON.identifiantInvalide('projet_id', 'abc')],
    [{ code_postal: '75001', projet_id: '0' }, COMMON.identifiantInvalide('projet_id', '0')],
    [{ code_postal: '75001', projet_id: '1.5' }, COMMON.identifiantInvalide('projet_id', '1.5')],
    [{ code_postal: '75001', projet_id: '2147483648' }, COMMON.identifiantInvalide('projet_id', '2147483648')],
    [{ code_postal: '75001', projet_id: '1e308' }, COMMON.identifiantInvalide('projet_id', '1e308')],
    [{ projet_id: '12' }, 'Le champ code_postal est obligatoire'],
    [{ code_postal: ['75001', '75002'] }, expect.stringContaining('code_postal')],
  ])('GET /code-postal/valider %j → %s', async (query, attendu) => expect(await message(ValiderCodePostalQuery, query)).toEqual(attendu));
});
