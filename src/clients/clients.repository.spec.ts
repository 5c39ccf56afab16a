import { demarrerBaseMigree, type BaseMigree } from '../database/testing/base-migree';
import { fabriques } from '../database/testing/fabriques';
import { cleRechercheRaisonSociale } from '../domain/eligibilite/saisie-entreprise';
import { ClientsRepository } from './clients.repository';
import { ClientEntity } from './entities/client.entity';

/** Medium test: the repository's SQL against a real, migrated database (PGlite), rows made by factories. */
describe('ClientsRepository on a migrated database', () => {
  jest.setTimeout(120_000);
  let base: BaseMigree;
  let repo: ClientsRepository;
  let f: ReturnType<typeof fabriques>;

  beforeAll(async () => {
    base = await demarrerBaseMigree([ClientEntity]);
    repo = new ClientsRepository(base.db.getRepository(ClientEntity));
    f = fabriques(base.db);
  });
  afterAll(() => base?.arreter());

  const noms = (clients: ClientEntity[]) => clients.map((c) => c.raisonSociale);

  it('lists the distributor’s clients by name, with or without SIRET, and never another’s', async () => {
    await f.client('DIST-A', { raisonSociale: 'Zénith', siret: '73282932000074' });
    await f.client('DIST-A', { raisonSociale: 'Atelier' });
    await f.client('DIST-B', { raisonSociale: 'Autre', siret: '73282932000075' });
    expect(noms(await repo.lister('DIST-A'))).toEqual(['Atelier', 'Zénith']);
    expect(noms(await repo.lister('DIST-A', true))).toEqual(['Zénith']);
    expect(noms(await repo.lister('DIST-A', false))).toEqual(['Atelier']);
    await expect(repo.trouverParSiret('DIST-A', '73282932000075')).resolves.toBeNull();
    expect((await repo.trouverParSiret('DIST-B', '73282932000075'))?.raisonSociale).toBe('Autre');
  });

  it('creates and updates a client of the distributor', async () => {
    const donnees = { siret: null, raisonSociale: 'Boulangerie Lefèvre', raisonSocialeRecherche: cleRechercheRaisonSociale('Boulangerie Lefèvre'), ccnId: 843, naf: '10.71C', effectifGlobal: 5, effectifCadre: 1, effectifNonCadre: 4 };
    const cree = await repo.creer('DIST-C', donnees);
    expect(cree).toMatchObject({ codeDistributeur: 'DIST-C', raisonSociale: 'Boulangerie Lefèvre' });
    await repo.modifier(cree, { ...donnees, effectifGlobal: 6 });
    expect((await repo.trouver('DIST-C', cree.id))?.effectifGlobal).toBe(6);
    await expect(repo.trouver('DIST-A', cree.id)).resolves.toBeNull();
  });

  it('suggests by SIRET prefix and by name (names starting with the text first), % and _ taken literally', async () => {
    await f.client('DIST-S', { raisonSociale: 'Boulangerie du Port', siret: '11122233300011' });
    await f.client('DIST-S', { raisonSociale: 'La Boulangerie', siret: '11122299900011' });
    await f.client('DIST-S', { raisonSociale: 'Taux 100% Bio' });
    expect((await repo.suggererParSiret('DIST-S', '111222', 10)).map((c) => c.siret)).toEqual(['11122233300011', '11122299900011']);
    await expect(repo.suggererParSiret('DIST-S', '1112_2', 10)).resolves.toEqual([]);
    expect(noms(await repo.suggererParRaisonSociale('DIST-S', 'boulangerie', 10))).toEqual(['Boulangerie du Port', 'La Boulangerie']);
    expect(noms(await repo.suggererParRaisonSociale('DIST-S', '100%', 10))).toEqual(['Taux 100% Bio']);
    expect(noms(await repo.suggererParRaisonSociale('DIST-S', '%', 10))).toEqual(['Taux 100% Bio']);
    await expect(repo.suggererParRaisonSociale('DIST-S', 'b_u', 10)).resolves.toEqual([]); // 'bou' if _ were a wildcard
    expect(await repo.suggererParRaisonSociale('DIST-A', 'boulangerie', 10)).toEqual([]);
  });
});
