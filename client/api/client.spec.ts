import { ApiError, creerApi, donnees, enFormData } from './client';

function setup(status: number, body?: unknown, contentType = 'application/json') {
  const requetes: Request[] = [];
  const navigations: string[] = [];
  const api = creerApi({
    baseUrl: 'http://courtage.test',
    fetch: async (request) => {
      requetes.push(request);
      const text = body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body);
      return new Response(status === 204 ? null : text, { status, headers: { 'Content-Type': contentType } });
    },
    navigate: (url) => navigations.push(url),
    seDeconnecter: () => navigations.push('POST /auth/logout'),
  });
  return { api, requetes, navigations };
}

describe('the typed client', () => {
  it('calls the path with its parameters, the session cookie and JSON, and gives the data', async () => {
    const { api, requetes } = setup(200, { id: 7 });
    await expect(donnees(api.POST('/api/projets/{id}/dupliquer', { params: { path: { id: 3 } } }))).resolves.toEqual({ id: 7 });
    const [r] = requetes;
    expect([r.method, r.url, r.credentials]).toEqual(['POST', 'http://courtage.test/api/projets/3/dupliquer', 'same-origin']);
    expect(r.headers.get('Accept')).toBe('application/json');
  });

  it('sends a body as JSON', async () => {
    const { api, requetes } = setup(200, { valide: true });
    const body = { nom: 'Durand', prenom: 'Paul', date_naissance: null, telephone_portable: '0612345678' };
    await donnees(api.POST('/api/signature/telephone/valider', { body }));
    const [r] = requetes;
    expect(JSON.parse(await r.text())).toEqual(body);
    expect(r.headers.get('Content-Type')).toBe('application/json');
    expect([r.headers.get('Accept'), r.headers.get('Content-Type')]).toEqual(['application/json', 'application/json']);
  });

  it('puts the query in the address, leaving undefined values out', async () => {
    const { api, requetes } = setup(200, []);
    await donnees(api.GET('/api/projets', { params: { query: { code_produit: 'SSC', siret: undefined } } }));
    expect(requetes[0].url).toBe('http://courtage.test/api/projets?code_produit=SSC');
  });

  it('sends FormData as multipart (uploads) and gives undefined for an empty answer', async () => {
    const { api, requetes } = setup(204);
    const appel = api.POST('/api/projets/{id}/souscription/import-participants', { params: { path: { id: 1 } }, body: { file: new Blob(['x']) }, bodySerializer: enFormData });
    await expect(donnees(appel)).resolves.toBeUndefined();
    expect(requetes[0].headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('sends the headers a call gives (idempotency key)', async () => {
    const { api, requetes } = setup(200, {});
    await donnees(api.GET('/api/projets/{id}', { params: { path: { id: 1 } }, headers: { 'Idempotency-Key': 'k-1' } }));
    expect(requetes[0].headers.get('Idempotency-Key')).toBe('k-1');
  });

  it.each([
    [403, 'POST /auth/logout'],
    [401, '/auth-error'],
  ])('HTTP %i leaves by %s and rejects', async (status, target) => {
    const { api, navigations } = setup(status, { statusCode: status, message: 'Refusé' });
    await expect(donnees(api.GET('/api/projets/{id}', { params: { path: { id: 1 } } }))).rejects.toMatchObject({ status, message: 'Refusé' });
    expect(navigations).toEqual([target]);
  });

  it.each([400, 404, 409, 500])('HTTP %i rejects with the French message, the body and the fields, and stays on the page', async (status) => {
    const erreurs = [{ champ: 'siret', message: 'Le numéro de siret est invalide' }];
    const corps = { statusCode: status, message: 'Message serveur', code: 'ETUDE_NON_REMISE', erreurs };
    const { api, navigations } = setup(status, corps);
    const erreur: unknown = await donnees(api.GET('/api/projets/{id}', { params: { path: { id: 1 } } })).catch((e: unknown) => e);
    expect(erreur).toBeInstanceOf(ApiError);
    expect(erreur).toMatchObject({ status, message: 'Message serveur', body: corps, erreurs });
    expect(navigations).toEqual([]);
  });

  it('falls back to a generic French message when the body has none', async () => {
    const { api } = setup(502, '<html>Bad gateway</html>', 'text/html');
    await expect(donnees(api.GET('/api/moi'))).rejects.toMatchObject({ status: 502, message: 'Une erreur inattendue est survenue. Veuillez réessayer.' });
  });
});
