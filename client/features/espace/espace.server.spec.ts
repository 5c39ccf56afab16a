import type { AppLoadContext } from 'react-router';
import { chargerEspace } from './espace.server';

const UTILISATEUR = { id: 'u1', username: 'alice', nom: 'Alice Martin', codeDistributeur: 'DIST-A', scopes: ['collectif'], roles: [] };
const PAGE = { recherche: 'boul', page: 1, taille: 20, total: 0, pages: 1, clients: [] };

/** The Nest service the loader asks for, by class name (client/ code does not import it). */
function contexte(clients: jest.Mock): AppLoadContext {
  const services: Record<string, unknown> = { EspaceService: { clients } };
  return { nest: { get: (cls: { name: string }) => services[cls.name] } } as unknown as AppLoadContext;
}

// The Nest logger prints the expected failure; keep the test output clean.
beforeAll(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

describe('chargerEspace (loader of /espace)', () => {
  it.each([
    ['/espace', { recherche: '', page: 1 }],
    ['/espace?recherche=Boul&page=3', { recherche: 'Boul', page: 3 }],
    // The broker's address: a page that is not one shows the first; the API would refuse it.
    ['/espace?page=abc', { recherche: '', page: 1 }],
    ['/espace?page=0', { recherche: '', page: 1 }],
    ['/espace?page=1e3', { recherche: '', page: 1 }],
    ['/espace?page=99999', { recherche: '', page: 1 }],
    [`/espace?recherche=${'a'.repeat(200)}`, { recherche: 'a'.repeat(131), page: 1 }],
  ])('%s asks the service for %j, scoped to the signed-in broker', async (adresse, demande) => {
    const clients = jest.fn().mockResolvedValue(PAGE);
    const d = await chargerEspace(contexte(clients), UTILISATEUR, new URL(`http://x${adresse}`));
    expect(clients).toHaveBeenCalledWith(UTILISATEUR, demande);
    expect(d.erreur).toBe(false);
  });

  it('sends the page ready to show (texts written), with the search as typed', async () => {
    const clients = jest.fn().mockResolvedValue({ ...PAGE, total: 0 });
    const d = await chargerEspace(contexte(clients), UTILISATEUR, new URL('http://x/espace?recherche=%20Boul%20'));
    expect(d).toMatchObject({ erreur: false, vue: { recherche: 'Boul', resume: 'Aucun client ne correspond à « Boul »', clients: [], pager: null } });
  });

  it('the service fails: the page shows the error message, the search kept in the field', async () => {
    const clients = jest.fn().mockRejectedValue(new Error('base indisponible'));
    const d = await chargerEspace(contexte(clients), UTILISATEUR, new URL('http://x/espace?recherche=Boul'));
    expect(d).toEqual({ vue: null, erreur: true, recherche: 'Boul' });
  });
});
