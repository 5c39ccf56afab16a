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

  it('fails on a server error', async () => {
    const { telecharger, navigate } = deps(new Response('', { status: 500 }));
    await expect(telecharger('/x')).rejects.toThrow('HTTP 500');
    expect(navigate).not.toHaveBeenCalled();
  });
});
