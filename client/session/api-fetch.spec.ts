import { ApiError, createApiFetch } from './api-fetch';

function setup(status: number, body?: unknown, contentType = 'application/json') {
  const calls: { url: string; init: RequestInit }[] = [];
  const navigations: string[] = [];
  const apiFetch = createApiFetch({
    fetch: async (input, init) => {
      calls.push({ url: String(input), init: init ?? {} });
      const text = body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body);
      return new Response(status === 204 ? null : text, { status, headers: { 'Content-Type': contentType } });
    },
    navigate: (url) => navigations.push(url),
    seDeconnecter: () => navigations.push('POST /auth/logout'),
  });
  return { apiFetch, calls, navigations };
}

describe('apiFetch', () => {
  it('calls /api with the session cookie and JSON', async () => {
    const { apiFetch, calls } = setup(200, { id: 7 });
    await expect(apiFetch('/projets', { method: 'POST', body: { a: 1 }, query: { code_produit: 'SSC', siret: undefined } })).resolves.toEqual({ id: 7 });
    expect(calls[0].url).toBe('/api/projets?code_produit=SSC');
    expect(calls[0].init.credentials).toBe('same-origin');
    expect(calls[0].init.body).toBe('{"a":1}');
    expect(calls[0].init.headers).toMatchObject({ Accept: 'application/json', 'Content-Type': 'application/json' });
  });

  it('sends FormData as is (uploads)', async () => {
    const { apiFetch, calls } = setup(204);
    const form = new FormData();
    form.append('fichier', 'x');
    await expect(apiFetch('pieces', { method: 'POST', body: form })).resolves.toBeUndefined();
    expect(calls[0].url).toBe('/api/pieces');
    expect(calls[0].init.body).toBe(form);
    expect(calls[0].init.headers).not.toHaveProperty('Content-Type');
  });

  it.each([
    [403, 'POST /auth/logout'],
    [401, '/auth-error'],
  ])('HTTP %i leaves by %s and rejects', async (status, target) => {
    const { apiFetch, navigations } = setup(status, { statusCode: status, message: 'Refusé' });
    await expect(apiFetch('/projets')).rejects.toMatchObject({ status, message: 'Refusé' });
    expect(navigations).toEqual([target]);
  });

  it.each([400, 404, 409, 500])('HTTP %i rejects with the French message and stays on the page', async (status) => {
    const erreurs = [{ champ: 'siret', message: 'Le numéro de siret est invalide' }];
    const { apiFetch, navigations } = setup(status, { statusCode: status, message: 'Message serveur', erreurs });
    const error = await apiFetch('/clients').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, message: 'Message serveur' });
    expect((error as ApiError).erreurs).toEqual(erreurs);
    expect(navigations).toEqual([]);
  });

  it('falls back to a generic French message when the body has none', async () => {
    const { apiFetch } = setup(502, '<html>Bad gateway</html>', 'text/html');
    await expect(apiFetch('/x')).rejects.toMatchObject({ status: 502, message: 'Une erreur inattendue est survenue. Veuillez réessayer.' });
  });
});
