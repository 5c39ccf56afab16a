import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { Repository } from 'typeorm';
import { AppConfig } from '../config/app-config';
import type { MailOutboxEntity } from './mail-outbox.entity';
import { MailService } from './mail.service';

function fakeOutbox() {
  const rows: MailOutboxEntity[] = [];
  const repo = {
    create: (v: Partial<MailOutboxEntity>) => v as MailOutboxEntity,
    save: async (v: MailOutboxEntity) => {
      const row = { ...v, id: rows.length + 1, createdAt: new Date('2026-11-21T10:00:00Z') } as MailOutboxEntity;
      rows.push(row);
      return row;
    },
    find: async ({ where }: { where: { codeDistributeur: string } }) => rows.filter((r) => r.codeDistributeur === where.codeDistributeur).reverse(),
    findOne: async ({ where }: { where: { id: number; codeDistributeur: string } }) =>
      rows.find((r) => r.id === where.id && r.codeDistributeur === where.codeDistributeur) ?? null,
  };
  return { rows, repo: repo as unknown as Repository<MailOutboxEntity> };
}

const config = (smtp?: string) => Object.assign(new AppConfig(), { SMTP_URL: smtp });
const PDF = Buffer.from('%PDF-1.7 étude');

describe('MailService without SMTP_URL: the outbox', () => {
  it('keeps the message with its attachment, shown only to its distributor', async () => {
    const { rows, repo } = fakeOutbox();
    const mail = new MailService(config(), repo);
    expect(mail.usesOutbox).toBe(true);
    const sent = await mail.send({ to: 'client@exemple.fr', subject: 'Étude', text: 'Bonjour', attachments: [{ filename: 'étude.pdf', content: PDF, contentType: 'application/pdf' }], codeDistributeur: 'DIST-A' });
    expect(sent).toEqual({ transport: 'outbox', messageId: 'outbox:1' });
    expect(rows[0]).toMatchObject({ toAddress: 'client@exemple.fr', subject: 'Étude', attachments: [{ filename: 'étude.pdf', size: PDF.length }] });
    const vus = await mail.listOutbox('DIST-A');
    expect(vus).toEqual([expect.objectContaining({ id: 1, to: 'client@exemple.fr', attachments: [expect.objectContaining({ url: '/api/dev/outbox/1/attachments/0' })] })]);
    expect(await mail.listOutbox('DIST-B')).toEqual([]);
    expect((await mail.outboxAttachment('DIST-A', 1, 0))?.content.equals(PDF)).toBe(true);
    expect(await mail.outboxAttachment('DIST-B', 1, 0)).toBeNull();
  });
});

describe('MailService with SMTP_URL', () => {
  let server: SMTPServer;
  let port: number;
  const received: string[] = [];
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, cb) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          cb();
        });
      },
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

  it('sends through SMTP with the PDF attached, nothing in the outbox', async () => {
    const { rows, repo } = fakeOutbox();
    const mail = new MailService(config(`smtp://127.0.0.1:${port}`), repo);
    const sent = await mail.send({ to: 'client@exemple.fr', subject: 'Votre étude', text: 'Bonjour', attachments: [{ filename: 'étude.pdf', content: PDF, contentType: 'application/pdf' }] });
    mail.onModuleDestroy();
    expect(sent.transport).toBe('smtp');
    expect(rows).toHaveLength(0);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatch(/^To: client@exemple\.fr/m);
    expect(received[0]).toMatch(/Content-Type: application\/pdf/);
    expect(received[0]).toContain(PDF.toString('base64'));
  });

  it('fails loudly when the server is unreachable', async () => {
    const mail = new MailService(config('smtp://127.0.0.1:1'), fakeOutbox().repo);
    await expect(mail.send({ to: 'client@exemple.fr', subject: 's', text: 't' })).rejects.toThrow();
    mail.onModuleDestroy();
  });
});
