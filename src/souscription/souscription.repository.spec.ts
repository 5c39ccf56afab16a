import { demarrerBaseMigree, type BaseMigree } from '../database/testing/base-migree';
import { fabriques } from '../database/testing/fabriques';
import { SouscriptionEntity } from './entities/souscription.entity';
import { SouscriptionRepository } from './souscription.repository';

/** Medium test: the subscription record's queries on a real migrated database. */
describe('SouscriptionRepository on a migrated database', () => {
  jest.setTimeout(120_000);
  let base: BaseMigree;
  let repo: SouscriptionRepository;
  let f: ReturnType<typeof fabriques>;

  beforeAll(async () => {
    base = await demarrerBaseMigree([SouscriptionEntity]);
    repo = new SouscriptionRepository(base.db.getRepository(SouscriptionEntity), base.db);
    f = fabriques(base.db);
  });
  afterAll(() => base?.arreter());

  const souscrire = async (codeDistributeur: string) => {
    const projetId = await f.projet(codeDistributeur, await f.client(codeDistributeur), { statut: 'ETUDE_PERSONNALISEE_EDITEE' });
    await base.db.query(`INSERT INTO souscription (projet_id, code_distributeur, utilisateur_id) VALUES ($1, $2, 'u')`, [projetId, codeDistributeur]);
    return projetId;
  };

  it('answers the port of src/projets: which projets were handed over, in or out of a transaction', async () => {
    const [a, b] = [await souscrire('DIST-A'), await f.projet('DIST-A', await f.client('DIST-A'))];
    await expect(repo.parmi([a, b])).resolves.toEqual([a]);
    await expect(base.db.transaction((m) => repo.parmi([b, a], m))).resolves.toEqual([a]);
    await expect(repo.parmi([])).resolves.toEqual([]);
  });

  it('writes the signer and the step-2 choices of its own distributor only', async () => {
    const projetId = await souscrire('DIST-A');
    const { id } = (await repo.duProjet(projetId, 'DIST-A'))!;
    const signataire = { civilite: 'madame' as const, nom: 'MARTIN', prenom: 'Claire', dateNaissance: '1980-03-01', fonction: 'Gérante', telephonePortable: '+33612345678', email: 'c@exemple.fr' };
    await base.db.transaction(async (m) => {
      await repo.enregistrerSignataire(id, 'DIST-B', signataire, m);
      await repo.enregistrerAffiliation(id, 'DIST-B', { methodeAffiliation: 'AUTRES_MODES', modeAffiliation: 'dsn' }, m);
    });
    const intact = await repo.duProjet(projetId, 'DIST-A');
    expect(intact?.signataire ?? null).toBeNull();
    expect(intact?.methodeAffiliation ?? null).toBeNull();
    await base.db.transaction((m) => repo.enregistrerSignataire(id, 'DIST-A', signataire, m));
    expect((await repo.duProjet(projetId, 'DIST-A'))?.signataire).toEqual(signataire);
  });

  it('lists the saved step 1 of the projets asked (the client’s other files), latest first, within the distributor only', async () => {
    const client = await f.client('DIST-A');
    const projet = async (c = client, d = 'DIST-A') => {
      const id = await f.projet(d, c, { statut: 'ETUDE_PERSONNALISEE_EDITEE' });
      await base.db.query(`INSERT INTO souscription (projet_id, code_distributeur, utilisateur_id) VALUES ($1, $2, 'u')`, [id, d]);
      return id;
    };
    const [ancien, recent, vide, courant] = [await projet(), await projet(), await projet(), await projet()];
    const autreClient = await projet(await f.client('DIST-A'));
    const info = (nom: string) => ({ interlocuteur: { nom } }) as never;
    for (const [id, nom, jour] of [[ancien, 'Ancien', '2026-10-01'], [recent, 'Récent', '2026-11-01'], [courant, 'Courant', '2026-12-01'], [autreClient, 'Autre', '2026-12-02']] as const) {
      await base.db.query(`UPDATE souscription SET informations_complementaires = $2, updated_at = $3 WHERE projet_id = $1`, [id, JSON.stringify(info(nom)), `${jour}T10:00:00Z`]);
    }
    const lus = await repo.fichiersDesProjets([ancien, recent, vide], 'DIST-A');
    expect(lus.map((x) => x.idProjet)).toEqual([recent, ancien]);
    expect(lus[0]).toEqual({ idProjet: recent, misAJour: '2026-11-01T10:00:00.000Z', informations: info('Récent'), due: null });
    expect(lus.map((x) => x.idProjet)).not.toContain(vide);
    // Another distributor asking for these projets reads nothing.
    await expect(repo.fichiersDesProjets([ancien, recent], 'DIST-B')).resolves.toEqual([]);
    // A client without other projets reads none.
    await expect(repo.fichiersDesProjets([], 'DIST-A')).resolves.toEqual([]);
  });
});
