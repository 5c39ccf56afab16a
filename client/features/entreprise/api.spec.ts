import { ENTREPRISE } from '../../../src/domain/messages';
import { ApiError } from '../../api/client';
import { appel, fauxServeur } from '../../api/faux-serveur';
import { enregistrerClient, verifierSiret } from './api';
import type { CorpsClient } from './formulaire';

const refus = (status: number, corps: unknown) => ({ status, corps });

describe('verifierSiret (POST /eligibilite/determiner-eligibilite-entreprise)', () => {
  it('200: the eligibility and the register name', async () => {
    const { api, requetes } = fauxServeur([
      { status: 200, corps: { eligibilite: { code: 'VALIDE', raison: null }, informations_entreprise: { raison_sociale: 'Laboratoires Mathieu' } } },
    ]);
    await expect(verifierSiret('30177755300019', undefined, api)).resolves.toEqual({
      etat: 'verifie',
      eligibilite: { code: 'VALIDE', raison: null },
      raisonSociale: 'Laboratoires Mathieu',
    });
    expect(appel(requetes[0])).toBe('POST /api/eligibilite/determiner-eligibilite-entreprise');
    expect(await requetes[0].json()).toEqual({ siret: '30177755300019' });
  });

  it('400 reads as INVALIDE', async () => {
    const { api } = fauxServeur([refus(400, { message: ENTREPRISE.siretInvalide })]);
    await expect(verifierSiret('30177755300010', undefined, api)).resolves.toMatchObject({ etat: 'verifie', eligibilite: { code: 'INVALIDE' } });
  });

  it.each([
    ['503', refus(503, { message: ENTREPRISE.verificationSiretIndisponible })],
    ['500', refus(500, null)],
    ['a network failure', new TypeError('Failed to fetch')],
  ])('%s: unavailable, the journey goes on', async (_cas, reponse) => {
    const { api } = fauxServeur([reponse]);
    await expect(verifierSiret('30177755300019', undefined, api)).resolves.toEqual({
      etat: 'indisponible',
      avertissement: ENTREPRISE.verificationSiretIndisponible,
    });
  });

  it('an aborted check rejects (the SIRET changed meanwhile)', async () => {
    const controleur = new AbortController();
    controleur.abort();
    const abandon = Object.assign(new Error('aborted'), { name: 'AbortError' });
    const { api } = fauxServeur([abandon]);
    await expect(verifierSiret('30177755300019', controleur.signal, api)).rejects.toBe(abandon);
  });
});

describe('enregistrerClient (POST /client, PUT /client/{id})', () => {
  const corps: CorpsClient = { siret: '30177755300019', raison_sociale: 'X', ccn: { id: 1486 }, demographie: { effectif_global: 3 }, type: 'entreprise' };
  const enregistre = { id: 12, type: 'entreprise' };

  it('a new client is created', async () => {
    const { api, requetes } = fauxServeur([{ status: 201, corps: enregistre }]);
    await expect(enregistrerClient(corps, null, api)).resolves.toEqual(enregistre);
    expect(requetes.map(appel)).toEqual(['POST /api/client']);
  });

  it('a client of the distributor is updated', async () => {
    const { api, requetes } = fauxServeur([{ status: 200, corps: enregistre }]);
    await enregistrerClient(corps, 12, api);
    expect(requetes.map(appel)).toEqual(['PUT /api/client/12']);
    expect(await requetes[0].json()).toEqual({ ...corps, id: 12 });
  });

  it('409 with client_id: the existing client is updated instead', async () => {
    const { api, requetes } = fauxServeur([refus(409, { message: ENTREPRISE.clientSiretExistant, client_id: 12 }), { status: 200, corps: enregistre }]);
    await expect(enregistrerClient(corps, null, api)).resolves.toEqual(enregistre);
    expect(requetes.map(appel)).toEqual(['POST /api/client', 'PUT /api/client/12']);
  });

  it('any other refusal is passed on', async () => {
    const { api } = fauxServeur([refus(400, { erreurs: [{ champ: 'raison_sociale', message: ENTREPRISE.raisonSocialeCaracteres }] })]);
    await expect(enregistrerClient(corps, null, api)).rejects.toBeInstanceOf(ApiError);
  });
});
