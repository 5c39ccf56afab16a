import { demarrerBaseMigree, type BaseMigree } from '../database/testing/base-migree';
import { fabriques } from '../database/testing/fabriques';
import { SouscriptionEntity } from './entities/souscription.entity';
import { SouscriptionParticipantsEntity } from './participants/participants.entity';
import { SouscriptionRepository } from './souscription.repository';

/** Medium test: the page's one read of a subscription and its participants, on a real migrated database. */
describe('SouscriptionRepository on a migrated database', () => {
  jest.setTimeout(120_000);
  let base: BaseMigree;
  let repo: SouscriptionRepository;
  let f: ReturnType<typeof fabriques>;

  beforeAll(async () => {
    base = await demarrerBaseMigree([SouscriptionEntity, SouscriptionParticipantsEntity]);
    repo = new SouscriptionRepository(base.db.getRepository(SouscriptionEntity), base.db);
    f = fabriques(base.db);
  });
  afterAll(() => base?.arreter());

  const souscrire = async (codeDistributeur: string) => {
    const projetId = await f.projet(codeDistributeur, await f.client(codeDistributeur), { statut: 'ETUDE_PERSONNALISEE_EDITEE' });
    await base.db.query(`INSERT INTO souscription (projet_id, code_distributeur, utilisateur_id) VALUES ($1, $2, 'u')`, [projetId, codeDistributeur]);
    return projetId;
  };

  it('reads the record and its participants in one statement, the same record as duProjet', async () => {
    const projetId = await souscrire('DIST-A');
    const participants = [{ nom: 'MARTIN', prenom: 'Claire', date_naissance: '1980-03-01' }];
    await base.db.query(`INSERT INTO souscription_participants (projet_id, code_distributeur, participants) VALUES ($1, 'DIST-A', $2)`, [projetId, JSON.stringify(participants)]);
    const seul = await repo.duProjet(projetId, 'DIST-A');
    const lu = await repo.duProjetAvecParticipants(projetId, 'DIST-A');
    expect(lu?.souscription).toBeInstanceOf(SouscriptionEntity);
    expect(lu?.souscription).toEqual(seul);
    expect(lu?.liste).toBeInstanceOf(SouscriptionParticipantsEntity);
    expect(lu?.liste?.participants).toEqual(participants);
    await expect(repo.participantsEnregistres(projetId, 'DIST-A')).resolves.toEqual(participants);
    await expect(repo.participantsEnregistres(projetId, 'DIST-B')).resolves.toEqual([]);
  });

  it('gives null for a list never saved, and nothing of another distributor', async () => {
    const projetId = await souscrire('DIST-A');
    const lu = await repo.duProjetAvecParticipants(projetId, 'DIST-A');
    expect(lu?.souscription.projetId).toBe(projetId);
    expect(lu?.liste).toBeNull();
    await expect(repo.duProjetAvecParticipants(projetId, 'DIST-B')).resolves.toBeNull();
    await expect(repo.duProjetAvecParticipants(999_999, 'DIST-A')).resolves.toBeNull();
  });

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
});
