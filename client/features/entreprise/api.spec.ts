import { ENTREPRISE } from '../../../src/domain/messages';
import { ApiError, type apiFetch } from '../../session/api-fetch';
import { enregistrerClient, verifierSiret } from './api';
import type { CorpsClient } from './formulaire';

type Appel = { path: string; init?: { method?: string; body?: unknown } };

/** A fake apiFetch answering from a list, recording the calls. */
function faux(reponses: ((appel: Appel) => unknown)[]) {
  const appels: Appel[] = [];
  const api = (async (path: string, init?: Appel['init']) => {
    const appel = { path, init };
    appels.push(appel);
    const suivante = reponses.shift();
    if (!suivante) throw new Error('appel inattendu');
    return suivante(appel);
  }) as unknown as typeof apiFetch;
  return { api, appels };
}

const refus = (status: number, body: unknown) => () => {
  throw new ApiError(status, 'refus', body);
};

describe('verifierSiret (POST /eligibilite/determiner-eligibilite-entreprise)', () => {
  it('200: the eligibility and the register name', async () => {
    const { api, appels } = faux([
      () => ({ eligibilite: { code: 'VALIDE', raison: null }, informations_entreprise: { raison_sociale: 'Laboratoires Mathieu' } }),
    ]);
    await expect(verifierSiret('30177755300019', undefined, api)).resolves.toEqual({
      etat: 'verifie',
      eligibilite: { code: 'VALIDE', raison: null },
      raisonSociale: 'Laboratoires Mathieu',
    });
    expect(appels[0]).toMatchObject({ path: '/eligibilite/determiner-eligibilite-entreprise', init: { method: 'POST', body: { siret: '30177755300019' } } });
  });

  it('400 reads as INVALIDE', async () => {
    const { api } = faux([refus(400, { message: ENTREPRISE.siretInvalide })]);
    await expect(verifierSiret('30177755300010', undefined, api)).resolves.toMatchObject({ etat: 'verifie', eligibilite: { code: 'INVALIDE' } });
  });

  it.each([
    ['503', refus(503, { message: ENTREPRISE.verificationSiretIndisponible })],
    ['500', refus(500, null)],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('%s: unavailable, the journey goes on', async (_cas, reponse) => {
    const { api } = faux([reponse]);
    await expect(verifierSiret('30177755300019', undefined, api)).resolves.toEqual({
      etat: 'indisponible',
      avertissement: ENTREPRISE.verificationSiretIndisponible,
    });
  });

  it('an aborted check rejects (the SIRET changed meanwhile)', async () => {
    const controleur = new AbortController();
    controleur.abort();
    const abandon = Object.assign(new Error('aborted'), { name: 'AbortError' });
    const { api } = faux([() => Promise.reject(abandon)]);
    await expect(verifierSiret('30177755300019', controleur.signal, api)).rejects.toBe(abandon);
  });
});

describe('enregistrerClient (POST /client, PUT /client/{id})', () => {
  const corps: CorpsClient = { siret: '30177755300019', raison_sociale: 'X', ccn: { id: 1486 }, demographie: { effectif_global: 3 }, type: 'entreprise' };
  const enregistre = { id: 12 };

  it('a new client is created', async () => {
    const { api, appels } = faux([() => enregistre]);
    await expect(enregistrerClient(corps, null, api)).resolves.toBe(enregistre);
    expect(appels.map((a) => `${a.init?.method} ${a.path}`)).toEqual(['POST /client']);
  });

  it('a client of the distributor is updated', async () => {
    const { api, appels } = faux([() => enregistre]);
    await enregistrerClient(corps, 12, api);
    expect(appels).toEqual([{ path: '/client/12', init: { method: 'PUT', body: { ...corps, id: 12 } } }]);
  });

  it('409 with client_id: the existing client is updated instead', async () => {
    const { api, appels } = faux([refus(409, { message: ENTREPRISE.clientSiretExistant, client_id: 12 }), () => enregistre]);
    await expect(enregistrerClient(corps, null, api)).resolves.toBe(enregistre);
    expect(appels.map((a) => `${a.init?.method} ${a.path}`)).toEqual(['POST /client', 'PUT /client/12']);
  });

  it('any other refusal is passed on', async () => {
    const { api } = faux([refus(400, { erreurs: [{ champ: 'raison_sociale', message: ENTREPRISE.raisonSocialeCaracteres }] })]);
    await expect(enregistrerClient(corps, null, api)).rejects.toBeInstanceOf(ApiError);
  });
});
