import { demarrerBaseMigree, type BaseMigree } from '../database/testing/base-migree';
import { MailCaptureEntity } from './mail-capture.entity';
import { MailCaptureRepository } from './mail-capture.repository';
import type { MailMessageEntity } from './mail-message.entity';

/** Medium test: the boîte de démonstration's rows on a real migrated database (PGlite, or TEST_DATABASE_URL). */
describe('MailCaptureRepository on a migrated database', () => {
  jest.setTimeout(120_000);
  let base: BaseMigree;
  let repo: MailCaptureRepository;

  beforeAll(async () => {
    base = await demarrerBaseMigree([MailCaptureEntity]);
    repo = new MailCaptureRepository(base.db.getRepository(MailCaptureEntity));
  });
  afterAll(() => base?.arreter());

  /** An outbox message as the outbox writes it (only what the capture reads of it). */
  const message = async (codeDistributeur: string, n: number): Promise<MailMessageEntity> => {
    const content = { fromAddress: 'no-reply@collectif.local', toAddress: `client${n}@exemple.fr`, subject: `Objet ${n}`, text: `Texte ${n}`, html: null };
    const [{ id }]: Array<{ id: number }> = await base.db.query(
      `INSERT INTO mail_message (code_distributeur, idempotency_key, fingerprint, message_id, from_address, to_address, subject, text)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [codeDistributeur, `cle-${n}`, 'f'.repeat(64), `<m${n}@collectif.local>`, content.fromAddress, content.toAddress, content.subject, content.text],
    );
    return { id, codeDistributeur, messageId: `<m${n}@collectif.local>`, content } as unknown as MailMessageEntity;
  };
  const piece = { filename: 'etude.pdf', contentType: 'application/pdf', size: 3, contentBase64: Buffer.from('pdf').toString('base64') };

  it('keeps an outbox message once, lists a distributor’s captures newest first, and reads one within the distributor', async () => {
    const m1 = await message('DIST-A', 1);
    await base.db.transaction((m) => repo.enregistrerMessage(m, m1, [piece]));
    // A second capture of the same message (a retried send) keeps the first.
    await base.db.transaction((m) => repo.enregistrerMessage(m, m1, []));
    await base.db.transaction((m) => repo.enregistrerSms(m, { codeDistributeur: 'DIST-A', expediteur: 'Collectif', numeroMasque: '•• •• •• 56 78', objet: 'Code', texte: '123456' }));
    const lus = await repo.duDistributeur('DIST-A', 10);
    expect(lus.map((r) => r.canal)).toEqual(['SMS', 'EMAIL']);
    expect(lus[1]).toMatchObject({ messageId: '<m1@collectif.local>', attachments: [piece], content: { toAddress: 'client1@exemple.fr', subject: 'Objet 1', html: null } });
    expect(lus[0]).toMatchObject({ messageId: null, attachments: [], content: { fromAddress: 'Collectif', toAddress: '•• •• •• 56 78', text: '123456' } });
    await expect(repo.duDistributeur('DIST-A', 1)).resolves.toHaveLength(1);
    await expect(repo.duDistributeur('DIST-B', 10)).resolves.toEqual([]);
    await expect(repo.parId(lus[1].id, 'DIST-A')).resolves.toMatchObject({ id: lus[1].id });
    await expect(repo.parId(lus[1].id, 'DIST-B')).resolves.toBeNull();
  });

  it('keeps nothing of a rolled-back transaction', async () => {
    const m2 = await message('DIST-C', 2);
    await expect(
      base.db.transaction(async (m) => {
        await repo.enregistrerMessage(m, m2, []);
        await repo.enregistrerSms(m, { codeDistributeur: 'DIST-C', expediteur: 'Collectif', numeroMasque: '•• 01', objet: 'Code', texte: '1' });
        throw new Error('refus');
      }),
    ).rejects.toThrow('refus');
    await expect(repo.duDistributeur('DIST-C', 10)).resolves.toEqual([]);
  });
});
