import { ClientEntity } from '../clients/entities/client.entity';
import { demarrerBaseMigree, type BaseMigree } from '../database/testing/base-migree';
import { fabriques } from '../database/testing/fabriques';
import { statutApresEtude, STATUTS } from '../domain/projets';
import { ProjetEntity } from './entities/projet.entity';
import { SouscriptionEntity } from '../souscription/entities/souscription.entity';
import { ProjetsRepository } from './projets.repository';

/** Medium test: the repository's SQL against a real, migrated database (PGlite), rows made by factories. */
describe('ProjetsRepository on a migrated database', () => {
  jest.setTimeout(120_000);
  let base: BaseMigree;
  let repo: ProjetsRepository;
  let f: ReturnType<typeof fabriques>;

  beforeAll(async () => {
    base = await demarrerBaseMigree([ProjetEntity, SouscriptionEntity, ClientEntity]);
    repo = new ProjetsRepository(base.db.getRepository(ProjetEntity), base.db);
    f = fabriques(base.db);
  });
  afterAll(() => base?.arreter());

  const statut = async (id: number) => (await base.db.query(`SELECT statut FROM projet WHERE id = $1`, [id]))[0].statut as string;

  it('finds a projet only for its own distributor', async () => {
    const id = await f.projet('DIST-A', await f.client('DIST-A'));
    expect((await repo.findOne(id, 'DIST-A'))?.id).toBe(id);
    await expect(repo.findOne(id, 'DIST-B')).resolves.toBeNull();
    await expect(repo.findMany([id], 'DIST-B')).resolves.toEqual([]);
    await expect(repo.client((await repo.findOne(id, 'DIST-A'))!.clientId, 'DIST-B')).resolves.toBeNull();
  });

  it("gives the ids of a client's other projets, archived ones included, within the distributor only", async () => {
    const client = await f.client('DIST-A');
    const [a, b, courant] = [await f.projet('DIST-A', client), await f.projet('DIST-A', client), await f.projet('DIST-A', client)];
    await f.projet('DIST-A', await f.client('DIST-A'));
    await base.db.transaction((m) => repo.archive([b], 'DIST-A', m));
    await expect(repo.autresDuClient(client, 'DIST-A', courant)).resolves.toEqual([a, b]);
    await expect(repo.autresDuClient(client, 'DIST-B', courant)).resolves.toEqual([]);
    await expect(repo.autresDuClient(await f.client('DIST-A'), 'DIST-A', courant)).resolves.toEqual([]);
  });

  it('marks a study handed over as the rule says, for every statut, and only the distributor’s projets', async () => {
    const client = await f.client('DIST-A');
    const ids = await Promise.all(STATUTS.map((s) => f.projet('DIST-A', client, { statut: s })));
    const autre = await f.projet('DIST-B', await f.client('DIST-B'));
    await repo.marquerEtudeEditee([...ids, autre], 'DIST-A');
    for (const [i, s] of STATUTS.entries()) expect(await statut(ids[i])).toBe(statutApresEtude(s));
    expect(await statut(autre)).toBe('NOUVEAU');
  });

  it('lists the distributor’s projets that are not archived, newest first, filtered by product and college', async () => {
    const client = await f.client('DIST-L', { raisonSociale: 'Liste SA', siret: '73282932000074' });
    const a = await f.projet('DIST-L', client);
    const b = await f.projet('DIST-L', client, { codeProduit: 'SPC', college: 'NON_CADRE' });
    await f.projet('DIST-L', client, { archive: true });
    await f.projet('DIST-M', await f.client('DIST-M'));
    const liste = JSON.parse(await repo.listeJson({ codeDistributeur: 'DIST-L' })) as Array<{ id: number; client: { siret: string }; produit: { code: string } }>;
    expect(liste.map((p) => p.id)).toEqual([b, a]);
    expect(liste[0]).toMatchObject({ produit: { code: 'SPC' }, client: { siret: '73282932000074', raison_sociale: 'Liste SA' }, college: { type: 'NON_CADRE' } });
    expect(JSON.parse(await repo.listeJson({ codeDistributeur: 'DIST-L', codeProduit: 'SSC' })).map((p: { id: number }) => p.id)).toEqual([a]);
    await expect(repo.dernierId({ codeDistributeur: 'DIST-L', college: 'CADRE' })).resolves.toBe(a);
    await expect(repo.dernierId({ codeDistributeur: 'DIST-L', siret: '00000000000000' })).resolves.toBeNull();
  });

  it('archives and deletes only the distributor’s projets', async () => {
    const [a, b] = [await f.projet('DIST-D', await f.client('DIST-D')), await f.projet('DIST-E', await f.client('DIST-E'))];
    await base.db.transaction(async (m) => {
      await repo.archive([a, b], 'DIST-D', m);
      await m.getRepository(SouscriptionEntity).insert({ projetId: a, codeDistributeur: 'DIST-D', utilisateurId: 'u' });
    });
    expect(JSON.parse(await repo.listeJson({ codeDistributeur: 'DIST-D' }))).toEqual([]);
    expect(JSON.parse(await repo.listeJson({ codeDistributeur: 'DIST-E' })).map((p: { id: number }) => p.id)).toEqual([b]);
    await expect(base.db.transaction((m) => repo.delete([b], 'DIST-D', m))).resolves.toBe(0);
    await expect(base.db.transaction((m) => repo.delete([b], 'DIST-E', m))).resolves.toBe(1);
  });
  it('writes a saved projet’s given columns in one UPDATE, within its distributor, with what the caller adds to the statement', async () => {
    const id = await f.projet('DIST-U', await f.client('DIST-U'), { statut: 'EN_SOUSCRIPTION' });
    const avant = (await base.db.query(`SELECT date_modification FROM projet WHERE id = $1`, [id]))[0].date_modification as Date;
    const valeurs = { collegeEffectif: 42, niveauxPostes: [{ code: 'OPTIQUE', numValue: 3 }], commissionnementTaux: 12.5, codePostal: undefined };
    // Another distributor's code changes nothing.
    await expect(repo.mettreAJour(id, 'DIST-V', valeurs)).resolves.toBe(false);
    expect((await repo.findOne(id, 'DIST-U'))?.collegeEffectif).not.toBe(42);
    const vus: string[] = [];
    const ecrit = await repo.mettreAJour(id, 'DIST-U', valeurs, (changement, params) => {
      vus.push(changement);
      return { sql: `WITH changement AS (${changement}) SELECT id FROM changement`, params: [...params] };
    });
    expect(ecrit).toBe(true);
    const apres = await repo.findOne(id, 'DIST-U');
    expect(apres).toMatchObject({ collegeEffectif: 42, niveauxPostes: [{ code: 'OPTIQUE', numValue: 3 }], commissionnementTaux: 12.5, statut: 'EN_SOUSCRIPTION' });
    // undefined leaves the column as it was; the row's modification date moves.
    expect(apres?.codePostal).toBe('35000');
    expect(apres!.dateModification.getTime()).toBeGreaterThanOrEqual(avant.getTime());
    expect(vus).toEqual([expect.stringMatching(/^UPDATE .* RETURNING/s)]);
    // A projet deleted meanwhile: nothing changed, false.
    await base.db.transaction((m) => repo.delete([id], 'DIST-U', m));
    await expect(repo.mettreAJour(id, 'DIST-U', valeurs)).resolves.toBe(false);
  });

  it('moves a projet’s statut for a signature and names it, within its distributor only', async () => {
    const id = await f.projet('DIST-S', await f.client('DIST-S'), { statut: 'EN_SOUSCRIPTION', codeProduit: 'SPC' });
    const avant = (await base.db.query(`SELECT date_modification FROM projet WHERE id = $1`, [id]))[0].date_modification as Date;
    await base.db.transaction((m) => repo.changerStatutEnSignature(m, id, 'DIST-T', 'SIGNATURE_EN_ATTENTE'));
    expect(await statut(id)).toBe('EN_SOUSCRIPTION');
    await base.db.transaction((m) => repo.changerStatutEnSignature(m, id, 'DIST-S', 'SIGNATURE_EN_ATTENTE'));
    expect(await statut(id)).toBe('SIGNATURE_EN_ATTENTE');
    // The statut only: the projet's content, and so its date, are not the signature's.
    expect((await base.db.query(`SELECT date_modification FROM projet WHERE id = $1`, [id]))[0].date_modification).toEqual(avant);
    await expect(repo.nomEtProduit(id, 'DIST-S')).resolves.toEqual({ raisonSociale: 'x', codeProduit: 'SPC' });
    await expect(repo.nomEtProduit(id, 'DIST-T')).resolves.toBeNull();
  });
  it('takes the projets of an admin’s regeneration filter across distributors, archived ones left out, at most the limit', async () => {
    const [a, b] = [await f.client('DIST-RA'), await f.client('DIST-RB')];
    const sante = await f.projet('DIST-RA', a);
    const prevoyance = await f.projet('DIST-RA', a, { codeProduit: 'SPC' });
    const autre = await f.projet('DIST-RB', b);
    await f.projet('DIST-RB', b, { archive: true });
    const ids = async (filtre: Parameters<ProjetsRepository['pourRegeneration']>[0], limite = 100) => (await repo.pourRegeneration(filtre, limite)).map((p) => p.id);
    expect(await ids({})).toEqual(expect.arrayContaining([sante, prevoyance, autre]));
    expect(await ids({ codeProduit: 'SPC', codeDistributeur: 'DIST-RA' })).toEqual([prevoyance]);
    expect(await ids({ codeDistributeur: 'DIST-RB' })).toEqual([autre]);
    expect(await ids({ baremeVersion: 'inconnue' })).toEqual([]);
    expect(await ids({}, 2)).toHaveLength(2);
    const aujourdhui = new Date().toISOString().slice(0, 10);
    expect(await ids({ depuis: aujourdhui, jusqua: aujourdhui, codeDistributeur: 'DIST-RB' })).toEqual([autre]);
    expect(await ids({ jusqua: '2000-01-01' })).toEqual([]);
  });

  it('gives a projet of any distributor with its product, for a regeneration', async () => {
    const id = await f.projet('DIST-RC', await f.client('DIST-RC'), { codeProduit: 'SPC' });
    await expect(repo.aRegenerer(id)).resolves.toMatchObject({ id, codeDistributeur: 'DIST-RC', codeProduit: 'SPC' });
    await expect(repo.aRegenerer(999_999)).resolves.toBeNull();
  });

});
