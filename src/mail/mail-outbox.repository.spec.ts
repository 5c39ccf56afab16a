import { demarrerBaseMigree, type BaseMigree } from '../database/testing/base-migree';
import { MailMessageEntity } from './mail-message.entity';
import { MailOutboxRepository, type NouveauMessage } from './mail-outbox.repository';

/** Medium test: the outbox's rows (table mail_message, ADR 0025) on a real migrated database (PGlite, or TEST_DATABASE_URL). */
describe('MailOutboxRepository on a migrated database', () => {
  jest.setTimeout(120_000);
  let base: BaseMigree;
  let repo: MailOutboxRepository;

  beforeAll(async () => {
    base = await demarrerBaseMigree([MailMessageEntity]);
    repo = new MailOutboxRepository(base.db.getRepository(MailMessageEntity));
  });
  afterAll(() => base?.arreter());

  let n = 0;
  const message = (autres: Partial<NouveauMessage> = {}): NouveauMessage => {
    n += 1;
    return {
      codeDistributeur: 'DIST-A',
      idempotencyKey: `DIST-A/test/cle-${n}`,
      fingerprint: 'f'.repeat(64),
      messageId: `<m${n}@collectif.local>`,
      from: 'Collectif <no-reply@collectif.local>',
      to: `client${n}@exemple.fr`,
      subject: `Objet ${n}`,
      text: `Texte ${n}`,
      html: null,
      attachments: [{ file: { id: 'fichier-1' } }],
      projetId: null,
      ...autres,
    };
  };
  const deposer = (m: NouveauMessage) => repo.transaction((manager) => repo.deposer(manager, m));
  const nouvelle = async (autres: Partial<NouveauMessage> = {}): Promise<number> => (await deposer(message(autres)))!;
  const ligne = (id: number) => base.db.getRepository(MailMessageEntity).findOneByOrFail({ id });
  const poser = (id: number, set: string) => base.db.query(`UPDATE mail_message SET ${set} WHERE id = $1`, [id]);

  it('deposits once per key and distributor; the earlier row is found by its key, the row read back as written', async () => {
    const m = message();
    const id = await deposer(m);
    expect(id).toEqual(expect.any(Number));
    await expect(deposer({ ...m, fingerprint: 'e'.repeat(64) })).resolves.toBeNull();
    await expect(repo.transaction((t) => repo.parCle(t, 'DIST-A', m.idempotencyKey))).resolves.toEqual({ id, fingerprint: m.fingerprint });
    await expect(deposer({ ...m, codeDistributeur: 'DIST-B', messageId: `${m.messageId}-b` })).resolves.not.toBe(id);
    const row = await repo.parId(id!);
    expect(row).toMatchObject({ codeDistributeur: 'DIST-A', messageId: m.messageId, status: 'PENDING', attempts: 0, attachments: m.attachments, content: { toAddress: m.to, subject: m.subject, html: null } });
    await expect(repo.statut(id!)).resolves.toBe('PENDING');
    await expect(repo.statutEtBail(id!)).resolves.toEqual({ status: 'PENDING', held: false });
    await expect(repo.existe(id!)).resolves.toBe(true);
    await expect(repo.parId(999_999)).resolves.toBeNull();
    await expect(repo.statut(999_999)).resolves.toBeNull();
    await expect(repo.statutEtBail(999_999)).resolves.toBeNull();
    await expect(repo.existe(999_999)).resolves.toBe(false);
  });

  it('keeps nothing of a deposit whose transaction rolled back', async () => {
    const m = message();
    await expect(
      repo.transaction(async (t) => {
        await repo.deposer(t, m);
        throw new Error('refus');
      }),
    ).rejects.toThrow('refus');
    await expect(repo.transaction((t) => repo.deposer(t, m))).resolves.toEqual(expect.any(Number));
  });

  it('a claim, the engagement and the sent mark: one holder at a time, each attempt counted once', async () => {
    const id = await nouvelle();
    await expect(repo.prendre(id, 'a')).resolves.toBe(true);
    await expect(repo.prendre(id, 'b')).resolves.toBe(false);
    // The same holder takes it again (BullMQ gave it the job of a dead worker).
    await expect(repo.prendre(id, 'a')).resolves.toBe(true);
    await expect(repo.engager(id, 'b')).resolves.toBe(false);
    await expect(repo.engager(id, 'a')).resolves.toBe(true);
    await expect(repo.statutEtBail(id)).resolves.toEqual({ status: 'SENDING', held: true });
    await expect(repo.engager(id, 'a')).resolves.toBe(false);
    await repo.marquerEnvoye(id);
    const row = await ligne(id);
    expect(row).toMatchObject({ status: 'SENT', attempts: 2, leaseOwner: null, leaseUntil: null, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('a row left SENDING becomes UNCERTAIN once its run is gone (or by its own holder), never while another run holds it', async () => {
    const id = await nouvelle();
    await poser(id, `status = 'SENDING', lease_owner = 'vivant', lease_until = now() + interval '1 minute'`);
    await expect(repo.marquerInterrompu(id, 'moi')).resolves.toBe(false);
    await expect(repo.marquerInterrompu(id, 'vivant')).resolves.toBe(true);
    expect(await ligne(id)).toMatchObject({ status: 'UNCERTAIN', lastError: 'INTERROMPU_APRES_DONNEES', leaseOwner: null });

    const mort = await nouvelle();
    await poser(mort, `status = 'SENDING', lease_owner = 'mort', lease_until = now() - interval '1 second'`);
    await expect(repo.marquerInterrompu(mort, 'moi')).resolves.toBe(true);

    const sansReponse = await nouvelle();
    await repo.marquerIncertain(sansReponse, 'ETIMEDOUT');
    await expect(repo.statut(sansReponse)).resolves.toBe('PENDING');
    await poser(sansReponse, `status = 'SENDING', lease_owner = 'a'`);
    await repo.marquerIncertain(sansReponse, 'ETIMEDOUT');
    expect(await ligne(sansReponse)).toMatchObject({ status: 'UNCERTAIN', lastError: 'ETIMEDOUT', leaseOwner: null });
  });

  it('postpones with a doubling delay, FAILED when permanent or after 10 attempts; an admin resends a FAILED row once', async () => {
    const id = await nouvelle();
    await repo.prendre(id, 'a');
    await expect(repo.reporter(id, 'b', 'ECONNECTION', { count: false, fail: false })).resolves.toBeNull();
    expect(await ligne(id)).toMatchObject({ leaseOwner: 'a' }); // another holder's row is not touched
    await repo.reporter(id, 'a', 'ECONNECTION', { count: false, fail: false });
    expect(await ligne(id)).toMatchObject({ status: 'PENDING', attempts: 1, leaseOwner: null, lastError: 'ECONNECTION' });
    const retard = async () => Number((await base.db.query(`SELECT extract(epoch FROM next_attempt_at - now()) AS r FROM mail_message WHERE id = $1`, [id]))[0].r);
    expect(await retard()).toBeGreaterThan(20);
    await repo.reporter(id, null, 'PIECE_JOINTE', { count: true, fail: false });
    expect(await ligne(id)).toMatchObject({ status: 'PENDING', attempts: 2 });
    expect(await retard()).toBeGreaterThan(50);

    await poser(id, 'attempts = 9');
    await repo.reporter(id, null, 'x'.repeat(300), { count: true, fail: false });
    const echoue = await ligne(id);
    expect(echoue).toMatchObject({ status: 'FAILED', attempts: 10 });
    expect(echoue.lastError).toHaveLength(200);

    const refuse = await nouvelle({ projetId: 4242 });
    await expect(repo.reporter(refuse, null, 'EENVELOPE', { count: false, fail: true })).resolves.toEqual({ status: 'FAILED', projetId: 4242, codeDistributeur: 'DIST-A' });
    await expect(repo.statut(refuse)).resolves.toBe('FAILED');

    await expect(repo.remettreEnAttente(id)).resolves.toBe(true);
    expect(await ligne(id)).toMatchObject({ status: 'PENDING', attempts: 0, lastError: null });
    await poser(id, `status = 'FAILED'`);
    // Once per message.
    await expect(repo.remettreEnAttente(id)).resolves.toBe(false);
    await expect(repo.remettreEnAttente(await nouvelle())).resolves.toBe(false);
  });

  it("lists an admin's messages by status, every distributor's, newest first, at most the limit", async () => {
    const [a, b, c] = [await nouvelle(), await nouvelle({ codeDistributeur: 'DIST-Z', idempotencyKey: `DIST-Z/liste/${n}` }), await nouvelle()];
    for (const id of [a, b]) await poser(id, `status = 'FAILED', last_error = '550'`);
    await poser(c, `status = 'UNCERTAIN'`);
    const echecs = (await repo.parStatuts(['FAILED'], 500)).filter((m) => [a, b, c].includes(m.id));
    expect(echecs.map((m) => m.id)).toEqual([b, a]);
    expect(echecs[0]).toMatchObject({ codeDistributeur: 'DIST-Z', statut: 'FAILED', derniereErreur: '550', tentatives: 0, renvoyeLe: null });
    expect((await repo.parStatuts(['FAILED', 'UNCERTAIN'], 2)).map((m) => m.id)).toEqual([c, b]);
  });

  it('captured in the caller’s transaction (PENDING only), rolled back with it', async () => {
    const id = await nouvelle();
    await expect(
      repo.transaction(async (t) => {
        await repo.marquerCapture(t, id);
        throw new Error('refus');
      }),
    ).rejects.toThrow('refus');
    await expect(repo.statut(id)).resolves.toBe('PENDING');
    await repo.transaction((t) => repo.marquerCapture(t, id));
    expect(await ligne(id)).toMatchObject({ status: 'CAPTURED', attempts: 1 });
    await repo.transaction((t) => repo.marquerCapture(t, id));
    expect(await ligne(id)).toMatchObject({ attempts: 1 });
  });

  it('the due rows: PENDING or SENDING, due and free, each pushed ahead so a second sweep does not pick it; the counts for the metrics', async () => {
    await base.db.query(`UPDATE mail_message SET next_attempt_at = now() + interval '1 hour' WHERE status IN ('PENDING', 'SENDING')`);
    const du = await nouvelle();
    const tenu = await nouvelle();
    await repo.prendre(tenu, 'a');
    const envoye = await nouvelle();
    await poser(envoye, `status = 'SENT'`);
    await base.db.query(`UPDATE mail_message SET next_attempt_at = now() - interval '1 second' WHERE id = ANY($1)`, [[du, tenu, envoye]]);
    await expect(repo.prendreDus(100)).resolves.toEqual([du]);
    await expect(repo.prendreDus(100)).resolves.toEqual([]);

    const parStatut = Object.fromEntries((await repo.compterParStatut()).map((l) => [l.statut, l.nombre]));
    const attendu = Object.fromEntries((await base.db.query(`SELECT status, count(*)::int AS n FROM mail_message GROUP BY status`)).map((l: { status: string; n: number }) => [l.status, l.n]));
    expect(parStatut).toEqual(attendu);
    expect(parStatut.SENT).toBeGreaterThanOrEqual(2);
    await poser(du, `created_at = now() - interval '1 hour'`);
    await expect(repo.agePlusAncienEnAttente()).resolves.toBeGreaterThanOrEqual(3600);
    await base.db.query(`UPDATE mail_message SET status = 'SENT' WHERE status IN ('PENDING', 'SENDING')`);
    await expect(repo.agePlusAncienEnAttente()).resolves.toBe(0);
  });
});
