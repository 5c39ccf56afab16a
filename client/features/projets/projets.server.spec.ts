import type { AppLoadContext } from 'react-router';
import { chargerListeProjets } from './projets.server';

const UTILISATEUR = { id: 'u1', username: 'alice', nom: 'Alice Martin', codeDistributeur: 'DIST-A', scopes: ['collectif'], roles: [] };

const ligne = {
  id: 4,
  date_creation: '2026-11-21T10:00:00.000Z',
  date_effet: '2027-01-01',
  statut: 'NOUVEAU',
  etat: null,
  client: { id: 1, siret: null, raison_sociale: 'Boulangerie Lefèvre' },
  produit: { id: 460, code: 'SSC' },
  college: { type: 'CADRE', libelle: 'Cadres', effectif: 12 },
  niveaux: [{ code_poste: 'OPTIQUE', niveau: 5 }],
};

/** The Nest services the loaders ask for, by class name (client/ code does not import them). */
function contexte(service: Partial<Record<'lister' | 'detail', jest.Mock>>): AppLoadContext {
  const services: Record<string, unknown> = { Horloge: { aujourdhui: () => '2026-11-22' }, ProjetsService: service };
  return { nest: { get: (cls: { name: string }) => services[cls.name] } } as unknown as AppLoadContext;
}

// The Nest logger prints the expected failure; keep the test output clean.
beforeAll(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

describe('chargerListeProjets (loader of /ssc/projets and /spc/projets)', () => {
  it('no company in the address: nothing read, the page takes it from the session', async () => {
    const lister = jest.fn();
    const d = await chargerListeProjets(contexte({ lister }), UTILISATEUR, 'SSC', new URL('http://x/ssc/projets'));
    expect(lister).not.toHaveBeenCalled();
    expect(d).toMatchObject({ codeProduit: 'SSC', today: '2026-11-22', entreprise: null, groupes: null, erreur: false, colonnesIcones: false });
  });

  it('reads the product’s projets of the company (SIRET first) and groups them', async () => {
    const lister = jest.fn().mockResolvedValue([ligne]);
    const d = await chargerListeProjets(contexte({ lister }), UTILISATEUR, 'SSC', new URL('http://x/ssc/projets?siret=30177755300019'));
    expect(lister).toHaveBeenCalledWith(UTILISATEUR, { code_produit: 'SSC', siret: '30177755300019' });
    expect(d.entreprise).toEqual({ siret: '30177755300019', raisonSociale: 'Boulangerie Lefèvre' });
    expect(d.groupes?.map((g) => [g.college, g.lignes.map((l) => l.id)])).toEqual([
      ['CADRE', [4]],
      ['NON_CADRE', []],
      ['TOUS', []],
    ]);
  });

  it.each([
    ['the service fails', jest.fn().mockRejectedValue(new Error('base indisponible'))],
    ['a row has an unknown care item', jest.fn().mockResolvedValue([{ ...ligne, niveaux: [{ code_poste: 'LUNETTES', niveau: 1 }] }])],
  ])('%s: the page shows the error message instead of the list', async (_cas, lister) => {
    const d = await chargerListeProjets(contexte({ lister }), UTILISATEUR, 'SSC', new URL('http://x/ssc/projets?raison_sociale=X'));
    expect(d).toMatchObject({ groupes: null, erreur: true, entreprise: { siret: null, raisonSociale: 'X' } });
  });
});
