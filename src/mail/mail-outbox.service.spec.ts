import { DataSource } from 'typeorm';
import { startSmtp, type SmtpRecepteur } from '../../test/support/services';
import { AppConfig } from '../config/app-config';
import { buildDataSourceOptions } from '../database/data-source-options';
import { runMigrations } from '../database/migrations-runner';
import { startEmbeddedPostgresProcess, type EmbeddedPostgresProcess } from '../database/testing/embedded-postgres-process';
import { StoredFileEntity } from '../files/entities/stored-file.entity';
import { stockerDocument } from '../files/document-unique';
import { FilesRepository } from '../files/files.repository';
import { InlineJobDriver } from '../jobs/drivers/inline.driver';
import { JobResultEntity } from '../jobs/entities/job-result.entity';
import { defineJob, type JobContext, type JobHandler } from '../jobs/job';
import { text } from '../jobs/payload-schema';
import { JobQueue } from '../jobs/job-queue';
import { JobRegistry } from '../jobs/job-registry';
import { TypeOrmJobResultStore } from '../jobs/job-result.repository';
import { EnvoiMailJob } from './envoi-mail.definition';
import { EnvoiMailHandler } from './envoi-mail.job';
import { MailCaptureEntity } from './mail-capture.entity';
import { MailCaptureRepository } from './mail-capture.repository';
import { MailCaptureService } from './mail-capture.service';
import { MailMessageEntity } from './mail-message.entity';
import { MailOutboxRepository } from './mail-outbox.repository';
import { MailOutbox, MessageBusyError, messageIdFor } from './mail-outbox.service';
import { MailOutboxSweeper } from './mail-outbox.sweeper';
import type { AttachmentRef, NewMail } from './mail.types';
import { BusLocal } from '../evenements/bus-local';
import { SignalDossiers } from '../evenements/signal-dossiers';
import { Horloge } from '../common/horloge';

/** A document job like the study's: counts its renders, stores once per key. */
interface DocPayload {
  codeDistributeur: string;
  titre: string;
}
const DocJob = defineJob<DocPayload, { id: string }>({ name: 'test.document', version: 1, payload: { codeDistributeur: text, titre: text }, queue: 'documents', backoffMs: 10 });
class DocHandler implements JobHandler<DocPayload, { id: string }> {
  renders = 0;
  constructor(private readonly files: FilesRepository) {}
  async handle(p: DocPayload, context: JobContext): Promise<{ id: string }> {
    const file = await stockerDocument(this.files, context, p.codeDistributeur, async () => {
      this.renders++;
      return { kind: 'test', name: `${p.titre}.pdf`, contentType: 'application/pdf', bytes: Buffer.from(`%PDF-1.7 ${p.titre}`) };
    });
    return { id: file.id };
  }
}

/**
 * The transactional outbox on a real migrated database (the embedded PGlite) with the in-process
 * job driver and a real SMTP receiver: deposits are idempotent, a row is sent once whatever runs it,
 * interrupted sends are never repeated, captured mail never reaches SMTP. ADR 0025.
 */
describe('MailOutbox on PGlite with the inline driver', () => {
  jest.setTimeout(60_000);
  let pg: EmbeddedPostgresProcess;
  let db: DataSource;
  let smtp: SmtpRecepteur;
  let files: FilesRepository;

  /** The files' signals of these tests (ADR 0082): an in-process bus read back. */
  const bus = new BusLocal();
  function monte(smtpUrl: string | undefined) {
    const config = Object.assign(new AppConfig(), { SMTP_URL: smtpUrl, MAIL_FROM: 'Collectif Courtage <no-reply@collectif.local>' });
    const registry = new JobRegistry();
    const jobs = new JobQueue(new InlineJobDriver(registry, new TypeOrmJobResultStore(db.getRepository(JobResultEntity))), registry);
    const capture = new MailCaptureService(config, new MailCaptureRepository(db.getRepository(MailCaptureEntity)));
    const outbox = new MailOutbox(new MailOutboxRepository(db.getRepository(MailMessageEntity)), config, jobs, files, capture, new SignalDossiers(bus, new Horloge()));
    const documents = new DocHandler(files);
    registry.register(EnvoiMailJob, new EnvoiMailHandler(outbox));
    registry.register(DocJob, documents);
    return { outbox, capture, documents, sweeper: new MailOutboxSweeper(outbox, config) };
  }
  let s: ReturnType<typeof monte>;

  beforeAll(async () => {
    pg = await startEmbeddedPostgresProcess();
    db = new DataSource({ ...buildDataSourceOptions({ driver: 'pglite', url: pg.url }), entities: [StoredFileEntity, JobResultEntity, MailMessageEntity, MailCaptureEntity] });
    await db.initialize();
    await runMigrations(db);
    files = new FilesRepository(db.getRepository(StoredFileEntity));
    smtp = await startSmtp({ refusDestinataire: (to) => (to.startsWith('inconnu') ? 550 : undefined), refusMessage: (to) => (to.startsWith('plus-tard') ? 451 : undefined) });
    s = monte(`smtp://127.0.0.1:${smtp.port}`);
  });
  afterAll(async () => {
    await smtp?.close();
    await db?.destroy();
    await pg?.stop();
  });

  let n = 0;
  const nouveau = (autres: Partial<NewMail> = {}): NewMail => ({
    codeDistributeur: 'DIST-A',
    idempotencyKey: `DIST-A/test/c.cle-${++n}`,
    fingerprint: 'f'.repeat(64),
    to: `client-${n}@exemple.fr`,
    subject: 'Votre étude',
    text: 'Bonjour',
    attachments: [],
    ...autres,
  });
  const deposer = (outbox: MailOutbox, mail: NewMail) => db.transaction((m) => outbox.deposit(m, mail));
  const ligne = async (id: number) => (await db.getRepository(MailMessageEntity).findOneByOrFail({ id })) as MailMessageEntity;
  const recusPour = (to: string) => smtp.recus.filter((r) => r.to === to);

  it('deposits one row per key and distributor, with a Message-ID fixed from its key', async () => {
    const mail = nouveau();
    const premier = await deposer(s.outbox, mail);
    const second = await deposer(s.outbox, { ...mail, fingerprint: 'e'.repeat(64) });
    const autre = await deposer(s.outbox, { ...mail, codeDistributeur: 'DIST-B' });
    expect(premier).toEqual({ id: expect.any(Number), created: true, fingerprint: mail.fingerprint });
    // The second request learns the first one's fingerprint: the caller refuses a key reused for other inputs.
    expect(second).toEqual({ id: premier.id, created: false, fingerprint: mail.fingerprint });
    expect(autre.id).not.toBe(premier.id);
    const row = await ligne(premier.id);
    expect(row).toMatchObject({ status: 'PENDING', attempts: 0, messageId: messageIdFor('DIST-A', mail.idempotencyKey, 'x <no-reply@collectif.local>') });
    expect(row.messageId).toMatch(/^<[0-9a-f]{32}@collectif\.local>$/);
    expect((await ligne(autre.id)).messageId).not.toBe(row.messageId);
  });

  it('sends once with its Message-ID and the document made through its job; every later run answers SENT', async () => {
    const document: AttachmentRef = { document: { job: DocJob.name, key: 'DIST-A/etude/c.k1/pdf', payload: { codeDistributeur: 'DIST-A', titre: 'Étude' } } };
    const mail = nouveau({ attachments: [document] });
    const { id } = await deposer(s.outbox, mail);
    await expect(s.outbox.sendAndWait(id)).resolves.toBe('SENT');
    await expect(s.outbox.sendAndWait(id)).resolves.toBe('SENT');
    await expect(s.outbox.process(id, 'un-autre-processus')).resolves.toBe('SENT');
    const recus = recusPour(mail.to);
    expect(recus).toHaveLength(1);
    const row = await ligne(id);
    expect(recus[0].messageId).toBe(row.messageId.slice(1, -1));
    expect(recus[0].raw).toContain(Buffer.from('%PDF-1.7 Étude').toString('base64'));
    expect(row).toMatchObject({ status: 'SENT', attempts: 1, leaseOwner: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(s.documents.renders).toBe(1);
  });

  it('runs of one row at the same time, from this process and others, send it once', async () => {
    const mail = nouveau();
    const { id } = await deposer(s.outbox, mail);
    const issues = await Promise.allSettled([
      s.outbox.sendAndWait(id),
      s.outbox.sendAndWait(id),
      s.outbox.process(id, 'inline:autre-processus:1'),
      s.outbox.process(id, 'inline:autre-processus:2'),
    ]);
    await s.outbox.sendAndWait(id);
    expect(recusPour(mail.to)).toHaveLength(1);
    expect(await s.outbox.status(id)).toBe('SENT');
    // A run that met the row held by another one was told to retry, never sent it.
    for (const i of issues) if (i.status === 'rejected') expect(i.reason).toBeInstanceOf(MessageBusyError);
  });

  it('never sends again a row found SENDING: UNCERTAIN (the server may have it)', async () => {
    const mail = nouveau();
    const { id } = await deposer(s.outbox, mail);
    await db.query(`UPDATE mail_message SET status = 'SENDING', engaged_at = now(), lease_owner = 'mort', lease_until = now() - interval '1 second' WHERE id = $1`, [id]);
    await expect(s.outbox.sendAndWait(id)).resolves.toBe('UNCERTAIN');
    await expect(s.outbox.sendAndWait(id)).resolves.toBe('UNCERTAIN');
    expect(recusPour(mail.to)).toHaveLength(0);
  });

  it('waits while another live run is between the end of DATA and its reply (lease running)', async () => {
    const { id } = await deposer(s.outbox, nouveau());
    await db.query(`UPDATE mail_message SET status = 'SENDING', engaged_at = now(), lease_owner = 'vivant', lease_until = now() + interval '1 minute' WHERE id = $1`, [id]);
    await expect(s.outbox.process(id, 'moi')).rejects.toBeInstanceOf(MessageBusyError);
    await expect(s.outbox.status(id)).resolves.toBe('SENDING');
    // The same holder (BullMQ gave it the dead worker's job) settles it at once.
    await expect(s.outbox.process(id, 'vivant')).resolves.toBe('UNCERTAIN');
  });

  it('a recipient refused with 550 is FAILED for good; a 451 at the end of DATA stays PENDING for later', async () => {
    const refuse = nouveau({ to: 'inconnu@exemple.fr' });
    const { id: a } = await deposer(s.outbox, refuse);
    await expect(s.outbox.process(a, 'h')).resolves.toBe('FAILED');
    expect(await ligne(a)).toMatchObject({ status: 'FAILED', lastError: 'EENVELOPE', attempts: 1 });

    const differe = nouveau({ to: 'plus-tard@exemple.fr' });
    const { id: b } = await deposer(s.outbox, differe);
    await expect(s.outbox.process(b, 'h')).rejects.toThrow('SMTP');
    const row = await ligne(b);
    expect(row).toMatchObject({ status: 'PENDING', attempts: 1, leaseOwner: null });
    const [{ retard }] = await db.query(`SELECT extract(epoch FROM next_attempt_at - now()) AS retard FROM mail_message WHERE id = $1`, [b]);
    expect(Number(retard)).toBeGreaterThan(20);
    expect(smtp.recus.filter((r) => r.to.startsWith('inconnu') || r.to.startsWith('plus-tard'))).toHaveLength(0);
  });

  it('an e-mail of a projet refused for good is told to its distributor once; one without a projet, or to retry, is not (ADR 0082)', async () => {
    const avant = await bus.depuis('DIST-A', '0-0', 500);
    const { id: a } = await deposer(s.outbox, nouveau({ to: 'inconnu-projet@exemple.fr', projetId: 4242 }));
    await expect(s.outbox.process(a, 'h')).resolves.toBe('FAILED');
    await expect(s.outbox.process(a, 'h')).resolves.toBe('FAILED');
    const { id: b } = await deposer(s.outbox, nouveau({ to: 'inconnu-sans-projet@exemple.fr' }));
    await expect(s.outbox.process(b, 'h')).resolves.toBe('FAILED');
    const { id: c } = await deposer(s.outbox, nouveau({ to: 'plus-tard-projet@exemple.fr', projetId: 4243 }));
    await expect(s.outbox.process(c, 'h')).rejects.toThrow('SMTP');
    const nouveaux = (await bus.depuis('DIST-A', '0-0', 500)).slice(avant.length);
    expect(nouveaux).toEqual([expect.objectContaining({ nature: 'mail-non-remis', projetId: 4242 })]);
    expect(await bus.depuis('DIST-B', '0-0', 500)).toEqual([]);
  });

  it('the sweeper takes up a row a crash left behind, and two sweeps do not pick one row twice', async () => {
    const mail = nouveau();
    const { id } = await deposer(s.outbox, mail);
    await db.query(`UPDATE mail_message SET next_attempt_at = now() - interval '1 second' WHERE status = 'PENDING' AND id <> $1`, [id]);
    const dus = await s.outbox.due();
    expect(dus).toContain(id);
    expect(await s.outbox.due()).not.toContain(id);
    await db.query(`UPDATE mail_message SET next_attempt_at = now() WHERE id = $1`, [id]);
    await expect(s.sweeper.sweep()).resolves.toBeGreaterThanOrEqual(1);
    for (let i = 0; i < 100 && (await s.outbox.status(id)) !== 'SENT'; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await s.outbox.status(id)).toBe('SENT');
    expect(recusPour(mail.to)).toHaveLength(1);
  });

  it('without SMTP: captured once in the boîte de démonstration, never sent, answered CAPTURED', async () => {
    const sansSmtp = monte(undefined);
    const mail = nouveau({ to: 'capture@exemple.fr', codeDistributeur: 'DIST-C', idempotencyKey: 'DIST-C/test/c.capture' });
    const { id } = await deposer(sansSmtp.outbox, mail);
    const issues = await Promise.all([sansSmtp.outbox.sendAndWait(id), sansSmtp.outbox.process(id, 'autre')]);
    expect(issues).toEqual(['CAPTURED', 'CAPTURED']);
    const captures = await sansSmtp.capture.list('DIST-C');
    expect(captures).toHaveLength(1);
    expect(captures[0]).toMatchObject({ to: 'capture@exemple.fr', message_id: (await ligne(id)).messageId });
    expect(await sansSmtp.capture.list('DIST-A')).toEqual([]);
    expect(recusPour('capture@exemple.fr')).toHaveLength(0);
  });
});
