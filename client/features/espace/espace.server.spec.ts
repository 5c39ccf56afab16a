import type { AppLoadContext } from 'react-router';
import { chargerEspace } from './espace.server';

const UTILISATEUR = { id: 'u1', username: 'alice', nom: 'Alice Martin', codeDistributeur: 'DIST-A', scopes: ['collectif'], roles: [] };
const PAGE = { recherche: 'boul', etape: null, produit: null, a_relancer: false, tri: 'activite', page: 1, taille: 20, total: 0, pages: 1, dossiers: [] };

/** The Nest service the loader asks for, by class name (client/ code does not import it). */
function contexte(clients: jest.Mock): AppLoadContext {
  const services: Record<string, unknown> = { EspaceService: { clients } };
  return { nest: { get: (cls: { name: string }) => services[cls.name] } } as unknown as AppLoadContext;
}

// The Nest logger prints the expected failure; keep the test output clean.
beforeAll(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

const SANS = { recherche: '', etape: undefined, produit: undefined, aRelancer: false, tri: 'activite', page: 1 };

describe('chargerEspace (loader of /espace)', () => {
  it.each([
    ['/espace', SANS],
    ['/espace?recherche=Boul&page=3', { ...SANS, recherche: 'Boul', page: 3 }],
    ['/espace?etape=SIGNATURE_EN_ATTENTE&produit=SSC&aRelancer=true&tri=raison_sociale', { ...SANS, etape: 'SIGNATURE_EN_ATTENTE', produit: 'SSC', aRelancer: true, tri: 'raison_sociale' }],
    // The broker's address: what is not a value is left out; the API would refuse it.
    ['/espace?page=abc&etape=x', SANS],
    [`/espace?recherche=${'a'.repeat(200)}`, { ...SANS, recherche: 'a'.repeat(131) }],
  ])('%s asks the service for %j, scoped to the signed-in broker', async (adresse, demande) => {
    const clients = jest.fn().mockResolvedValue(PAGE);
    const d = await chargerEspace(contexte(clients), UTILISATEUR, new URL(`http://x${adresse}`));
    expect(clients).toHaveBeenCalledWith(UTILISATEUR, demande);
    expect(d.erreur).toBe(false);
  });

  it('sends the page ready to show (texts written), with the search as typed', async () => {
    const clients = jest.fn().mockResolvedValue(PAGE);
    const d = await chargerEspace(contexte(clients), UTILISATEUR, new URL('http://x/espace?recherche=%20Boul%20'));
    expect(d).toMatchObject({ erreur: false, vue: { filtres: { recherche: 'Boul' }, resume: 'Aucun dossier', lignes: [], pager: null, filtre: true } });
  });

  it('the service fails: the page shows the error message, the filters kept in the form', async () => {
    const clients = jest.fn().mockRejectedValue(new Error('base indisponible'));
    const d = await chargerEspace(contexte(clients), UTILISATEUR, new URL('http://x/espace?recherche=Boul&etape=REFUSEE'));
    expect(d).toEqual({ vue: null, erreur: true, filtres: { recherche: 'Boul', etape: 'REFUSEE', produit: null, aRelancer: false, tri: 'activite' } });
  });
});
