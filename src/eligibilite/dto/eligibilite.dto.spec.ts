import 'reflect-metadata';
import type { ArgumentMetadata } from '@nestjs/common';
import { RefusMetier } from '../../common/refus-metier';
import { createValidationPipe } from '../../common/validation';
import { COMMON, ENTREPRISE } from '../../domain/messages';
import { EligibiliteEntrepriseDto, ProduitsEligiblesDto } from './eligibilite.dto';

const pipe = createValidationPipe();
const meta = (metatype: new () => unknown): ArgumentMetadata => ({ type: 'body', metatype });

async function erreurs(type: new () => unknown, corps: unknown): Promise<{ champ: string; message: string }[]> {
  try {
    await pipe.transform(corps, meta(type));
    return [];
  } catch (err) {
    if (err instanceof RefusMetier) return (err.getResponse() as { erreurs: { champ: string; message: string }[] }).erreurs;
    throw err;
  }
}

describe('EligibiliteEntrepriseDto (03 §5 SIRET format; 01 §5)', () => {
  it('strips spaces', async () => {
    expect(await pipe.transform({ siret: '301 777 553 00019' }, meta(EligibiliteEntrepriseDto))).toEqual({ siret: '30177755300019' });
  });

  it.each([
    [{}, ENTREPRISE.siretObligatoire],
    [{ siret: '' }, ENTREPRISE.siretObligatoire],
    [{ siret: '   ' }, ENTREPRISE.siretObligatoire],
    [{ siret: '3017775530001' }, ENTREPRISE.siretFormat],
    [{ siret: '301777553000190' }, ENTREPRISE.siretFormat],
    [{ siret: '3017775530001A' }, ENTREPRISE.siretFormat],
    [{ siret: 30177755300019 }, ENTREPRISE.siretFormat],
    [{ siret: '30177755300018' }, ENTREPRISE.siretInvalide],
  ])('%j → %p', async (corps, message) => {
    expect(await erreurs(EligibiliteEntrepriseDto, corps)).toEqual([{ champ: 'siret', message }]);
  });

  it('La Poste SIRETs pass the checksum', async () => {
    expect(await erreurs(EligibiliteEntrepriseDto, { siret: '35600000049837' })).toEqual([]);
  });
});

describe('ProduitsEligiblesDto', () => {
  const ok = { id_ccn: 1486, effectif: 25, code_distributeur: 'DIST-A' };

  it('accepts a complete body', async () => {
    expect(await erreurs(ProduitsEligiblesDto, ok)).toEqual([]);
  });

  it.each([
    ['id_ccn', { ...ok, id_ccn: undefined }, ENTREPRISE.ccnObligatoire],
    ['id_ccn', { ...ok, id_ccn: 0 }, ENTREPRISE.ccnInconnue],
    ['id_ccn', { ...ok, id_ccn: '1486' }, ENTREPRISE.ccnInconnue],
    ['effectif', { ...ok, effectif: undefined }, ENTREPRISE.effectifObligatoire],
    ['effectif', { ...ok, effectif: 0 }, ENTREPRISE.effectifBornes],
    ['effectif', { ...ok, effectif: 100001 }, ENTREPRISE.effectifBornes],
    ['effectif', { ...ok, effectif: 3.5 }, ENTREPRISE.effectifEntier],
    ['code_distributeur', { ...ok, code_distributeur: undefined }, COMMON.champObligatoire('code_distributeur')],
  ])('%s: %j → %p', async (champ, corps, message) => {
    expect((await erreurs(ProduitsEligiblesDto, corps))[0]).toEqual({ champ, message });
  });
});
