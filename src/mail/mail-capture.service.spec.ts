import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { buildDataSourceOptions } from '../database/data-source-options';
import { runMigrations } from '../database/migrations-runner';
import { startEmbeddedPostgresProcess, type EmbeddedPostgresProcess } from '../database/testing/embedded-postgres-process';
import { SIMULATEUR_SIGNATURE as S } from '../domain/messages';
import { MailCaptureEntity } from './mail-capture.entity';
import { MailCaptureRepository } from './mail-capture.repository';
import { MailCaptureService } from './mail-capture.service';

/**
 * The boîte de démonstration keeps the signature simulator's SMS (ADR 0044, addendum) on a real
 * migrated database: filed for one distributor, labelled as an SMS to the masked number, and listed
 * to that distributor only.
 */
describe('MailCaptureService: the simulator’s SMS', () => {
  jest.setTimeout(60_000);
  let pg: EmbeddedPostgresProcess;
  let db: DataSource;
  let capture: MailCaptureService;

  beforeAll(async () => {
    pg = await startEmbeddedPostgresProcess();
    db = new DataSource({ ...buildDataSourceOptions({ driver: 'pglite', url: pg.url }), entities: [MailCaptureEntity] });
    await db.initialize();
    await runMigrations(db);
    capture = new MailCaptureService(Object.assign(new AppConfig(), { SMTP_URL: undefined }), new MailCaptureRepository(db.getRepository(MailCaptureEntity)));
    await db.transaction((m) =>
      capture.captureSms(m, { codeDistributeur: 'DIST-A', expediteur: S.smsExpediteur, numeroMasque: '•• •• •• 56 78', objet: S.smsObjet('•• •• •• 56 78'), texte: S.smsTexte('123456') }),
    );
  });

  afterAll(async () => {
    await db?.destroy();
    await pg?.stop();
  });

  it.each([
    ['DIST-A, whose transaction it is', 'DIST-A', 1],
    ['DIST-B (carole): nothing of DIST-A’s', 'DIST-B', 0],
    ['the old catch-all distributor "simulateur": nothing', 'simulateur', 0],
  ])('%s', async (_cas, codeDistributeur, attendus) => {
    const liste = await capture.list(codeDistributeur);
    expect(liste).toHaveLength(attendus);
    for (const sms of liste) {
      expect(sms).toMatchObject({ canal: 'SMS', from: S.smsExpediteur, to: '•• •• •• 56 78', subject: 'SMS au •• •• •• 56 78 : votre code de signature', message_id: null, html: null, attachments: [] });
      expect(sms.text).toContain('123456');
    }
  });

  it('an SMS rolled back with its code leaves nothing', async () => {
    await expect(
      db.transaction(async (m) => {
        await capture.captureSms(m, { codeDistributeur: 'DIST-C', expediteur: S.smsExpediteur, numeroMasque: '•• •• •• 00 01', objet: S.smsObjet('•• •• •• 00 01'), texte: S.smsTexte('654321') });
        throw new Error('code non enregistré');
      }),
    ).rejects.toThrow('code non enregistré');
    expect(await capture.list('DIST-C')).toEqual([]);
  });
});
