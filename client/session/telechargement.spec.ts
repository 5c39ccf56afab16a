import { createTelecharger, nomDepuisContentDisposition } from './telechargement';

describe('nomDepuisContentDisposition', () => {
  it.each([
    [`attachment; filename="Descriptif.pdf"; filename*=UTF-8''Descriptif%20des%20prestations%20-%20Sant%C3%A9.pdf`, 'Descriptif des prestations - Santé.pdf'],
    ['attachment; filename="etude.pdf"', 'etude.pdf'],
    ['attachment; filename=etude.pdf', 'etude.pdf'],
    [`attachment; filename*=UTF-8''%E0%A4%A; filename="repli.pdf"`, 'repli.pdf'],
    ['attachment', 'document.pdf'],
  ])('%s → %s', (entete, nom) => expect(nomDepuisContentDisposition(entete)).toBe(nom));
});

describe('telecharger (01 §7 file downloads)', () => {
  function deps(response: Response) {
    const enregistrer = jest.fn();
    const navigate = jest.fn();
    const seDeconnecter = jest.fn();
    const telecharger = createTelecharger({ fetch: jest.fn().mockResolvedValue(response), navigate, seDeconnecter, enregistrer });
    return { telecharger, enregistrer, navigate, seDeconnecter };
  }

  it('saves the file under the server’s name and answers true', async () => {
    const { telecharger, enregistrer } = deps(new Response('%PDF', { status: 200, headers: { 'Content-Disposition': 'attachment; filename="a.pdf"' } }));
    await expect(telecharger('/sante/produits/460/documents/descriptif-prestations-socle')).resolves.toBe(true);
    expect(enregistrer).toHaveBeenCalledWith(expect.any(Blob), 'a.pdf');
  });

  it('sends the action’s Idempotency-Key, and none without one', async () => {
    const fetch = jest.fn().mockResolvedValue(new Response('%PDF', { status: 200, headers: { 'Content-Disposition': 'attachment; filename="a.pdf"' } }));
    const telecharger = createTelecharger({ fetch, navigate: jest.fn(), seDeconnecter: jest.fn(), enregistrer: jest.fn() });
    await telecharger('/documents/etudes-personnalisees?projets_ids=1', 'cle-1');
    expect(fetch.mock.calls[0][1]).toMatchObject({ headers: { 'Idempotency-Key': 'cle-1' } });
    fetch.mockResolvedValue(new Response('%PDF', { status: 200, headers: { 'Content-Disposition': 'attachment; filename="a.pdf"' } }));
    await telecharger('/x');
    expect(fetch.mock.calls[1][1].headers).toEqual({});
  });

  it('posts the body as JSON when one is given, and keeps the server’s French refusal', async () => {
    const fetch = jest.fn().mockResolvedValue(new Response('%PDF', { status: 200, headers: { 'Content-Disposition': 'attachment; filename="d.pdf"' } }));
    const telecharger = createTelecharger({ fetch, navigate: jest.fn(), seDeconnecter: jest.fn(), enregistrer: jest.fn() });
    await telecharger('/projets/due/ssc/documents/decision', 'cle-2', { projet_ids: [3] });
    expect(fetch.mock.calls[0][1]).toMatchObject({ method: 'POST', body: '{"projet_ids":[3]}', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'cle-2' } });
    fetch.mockResolvedValue(new Response(JSON.stringify({ statusCode: 409, message: 'Ce document fige le projet : confirmez pour continuer.', code: 'CONFIRMATION_FIGE_REQUISE' }), { status: 409, headers: { 'Content-Type': 'application/json' } }));
    await expect(telecharger('/projets/due/ssc/documents/decision', undefined, {})).rejects.toMatchObject({ status: 409, message: 'Ce document fige le projet : confirmez pour continuer.', body: { code: 'CONFIRMATION_FIGE_REQUISE' } });
  });

  it('requires the Content-Disposition header', async () => {
    const { telecharger, enregistrer } = deps(new Response('%PDF', { status: 200 }));
    await expect(telecharger('/x')).rejects.toThrow(/^Entête/);
    expect(enregistrer).not.toHaveBeenCalled();
  });

  it('signs out on 403 and fails', async () => {
    const { telecharger, navigate, seDeconnecter } = deps(new Response('', { status: 403 }));
    await expect(telecharger('/x')).rejects.toThrow('HTTP 403');
    expect(seDeconnecter).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('fails on a server error, with its status (a retry of the action keeps its key)', async () => {
    const { telecharger, navigate } = deps(new Response('', { status: 500 }));
    await expect(telecharger('/x')).rejects.toMatchObject({ status: 500, message: expect.stringContaining('HTTP 500') });
    expect(navigate).not.toHaveBeenCalled();
  });
});
