import 'reflect-metadata';
import type { ArgumentMetadata } from '@nestjs/common';
import { RefusMetier } from '../../common/refus-metier';
import { createValidationPipe } from '../../common/validation';
import { ENTREPRISE } from '../../domain/messages';
import { ClientDto, ClientsQuery, SuggestionsQuery } from './client.dto';

const pipe = createValidationPipe();

async function valider<T>(type: new () => T, corps: unknown, kind: ArgumentMetadata['type'] = 'body'): Promise<{ ok: T } | { erreurs: { champ: string; message: string }[] }> {
  try {
    return { ok: (await pipe.transform(corps, { type: kind, metatype: type })) as T };
  } catch (err) {
    if (err instanceof RefusMetier) return { erreurs: (err.getResponse() as { erreurs: { champ: string; message: string }[] }).erreurs };
    throw err;
  }
}

const base = { raison_sociale: 'Boulangerie Lefèvre', ccn: { id: 843 }, demographie: { effectif_global: 12 } };

describe('ClientDto (POST /client, PUT /client/{id})', () => {
  it('accepts a minimal client and normalises SIRET, name and NAF', async () => {
    const r = await valider(ClientDto, { ...base, siret: '732 829 320 00074', raison_sociale: '  Boulangerie   Lefèvre ', naf: '1071c', type: 'entreprise' });
    expect(r).toEqual({
      ok: expect.objectContaining({ siret: '73282932000074', raison_sociale: 'Boulangerie Lefèvre', naf: '1071C' }),
    });
  });

  it('an empty SIRET means none', async () => {
    expect(await valider(ClientDto, { ...base, siret: '' })).toEqual({ ok: expect.objectContaining({ siret: null }) });
    expect(await valider(ClientDto, { ...base, siret: null })).toEqual({ ok: expect.objectContaining({ siret: null }) });
  });

  it('accepts the agreement as the page received it', async () => {
    const ccn = { id: 843, idcc: '0843', libelle: 'Convention…', libelle_court: 'Boulangerie', dares_valide: true };
    expect('ok' in (await valider(ClientDto, { ...base, ccn }))).toBe(true);
  });

  it.each([
    ['siret', { ...base, siret: '7328293200007' }, ENTREPRISE.siretFormat],
    ['siret', { ...base, siret: '73282932000075' }, ENTREPRISE.siretInvalide],
    ['siret', { ...base, siret: 73282932000074 }, ENTREPRISE.siretFormat],
    ['raison_sociale', { ...base, raison_sociale: '' }, ENTREPRISE.raisonSocialeObligatoire],
    ['raison_sociale', { ...base, raison_sociale: undefined }, ENTREPRISE.raisonSocialeObligatoire],
    ['raison_sociale', { ...base, raison_sociale: 'A'.repeat(132) }, ENTREPRISE.raisonSocialeTropLongue],
    ['raison_sociale', { ...base, raison_sociale: 'Prix 100%' }, ENTREPRISE.raisonSocialeCaracteres],
    ['ccn', { ...base, ccn: undefined }, ENTREPRISE.ccnObligatoire],
    ['ccn', { ...base, ccn: 843 }, ENTREPRISE.ccnObligatoire],
    ['ccn.id', { ...base, ccn: {} }, ENTREPRISE.ccnObligatoire],
    ['ccn.id', { ...base, ccn: { id: 0 } }, ENTREPRISE.ccnInconnue],
    ['demographie', { ...base, demographie: undefined }, ENTREPRISE.effectifObligatoire],
    ['demographie.effectif_global', { ...base, demographie: {} }, ENTREPRISE.effectifObligatoire],
    ['demographie.effectif_global', { ...base, demographie: { effectif_global: 0 } }, ENTREPRISE.effectifBornes],
    ['demographie.effectif_global', { ...base, demographie: { effectif_global: 100001 } }, ENTREPRISE.effectifBornes],
    ['demographie.effectif_global', { ...base, demographie: { effectif_global: 2.5 } }, ENTREPRISE.effectifEntier],
    ['demographie.effectif_global', { ...base, demographie: { effectif_global: '12' } }, ENTREPRISE.effectifEntier],
    ['demographie.effectif_cadre', { ...base, demographie: { effectif_global: 12, effectif_cadre: 13 } }, ENTREPRISE.effectifCollegeBornes],
    ['demographie.effectif_non_cadre', { ...base, demographie: { effectif_global: 12, effectif_cadre: 6, effectif_non_cadre: 7 } }, ENTREPRISE.effectifsCollegesSomme],
    ['naf', { ...base, naf: '10.71' }, ENTREPRISE.nafFormat],
    ['type', { ...base, type: 'particulier' }, "Le champ « type » doit valoir l'une des valeurs : entreprise."],
    ['inconnu', { ...base, inconnu: 1 }, "Le champ « inconnu » n'est pas autorisé."],
  ])('%s: refuses %j with %p', async (champ, corps, message) => {
    const r = await valider(ClientDto, corps);
    // The first error is the one the page shows (a non-object agreement also fails nested validation).
    expect('erreurs' in r && r.erreurs[0]).toEqual({ champ, message });
  });
});

describe('ClientsQuery and SuggestionsQuery', () => {
  it.each([
    [{}, true],
    [{ code_distributeur: 'DIST-A', doit_avoir_siret: 'true' }, true],
    [{ doit_avoir_siret: 'false' }, true],
    [{ doit_avoir_siret: 'oui' }, false],
    [{ autre: '1' }, false],
  ])('GET /clients %j valid: %p', async (query, ok) => {
    expect('ok' in (await valider(ClientsQuery, query, 'query'))).toBe(ok);
  });

  it.each([
    [{ siret: '732 829' }, true],
    [{ raison_sociale: 'boulangerie' }, true],
    [{ siret: '73a' }, false],
    [{ raison_sociale: 'x', limite: '51' }, false],
    [{ raison_sociale: 'x', limite: '5' }, true],
  ])('GET /clients/suggestions %j valid: %p', async (query, ok) => {
    expect('ok' in (await valider(SuggestionsQuery, query, 'query'))).toBe(ok);
  });
});
