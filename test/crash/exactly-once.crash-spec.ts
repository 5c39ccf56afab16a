/**
 * kill -9 mid-job (ADR 0027): the built API (RUN_WORKER=false) and `node dist/src/worker.js` workers on
 * a fresh PostgreSQL database, a real Redis and a real SMTP receiver. A worker started with a test-only
 * pause point stops there; the test SIGKILLs it, starts a clean worker, and the broker's client sends
 * the same request again with the same Idempotency-Key. Expected every time: one stored PDF, one
 * e-mail (by count and by Message-ID), and every answer identical to the first.
 *
 * Needs TEST_DATABASE_URL and TEST_REDIS_URL (CI's real-services pass); skipped without them.
 */
import { getBearerToken } from '../support/auth';
import { BancCrash, type Processus } from '../support/banc-crash';
import { creerProjet, nouveauClient, santePayload } from '../support/projets';
import type { PointDePause } from '../../src/common/point-de-pause';

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const decrire = adminUrl && redisUrl ? describe : describe.skip;
if (!adminUrl || !redisUrl) {
  // eslint-disable-next-line no-console
  console.warn('[crash] TEST_DATABASE_URL et TEST_REDIS_URL absents : tests de crash (kill -9 sur PostgreSQL + Redis) ignorés.');
}

interface Reponse {
  status: number;
  /** JSON answer, or for a PDF its stored file and size. */
  corps: unknown;
}

interface Bilan {
  scenario: string;
  pdf: number;
  emails: number;
  messageIds: number;
  reponses: string;
}

decrire('exactly once across kill -9 of the worker (BullMQ + PostgreSQL)', () => {
  jest.setTimeout(240_000);
  let banc: BancCrash;
  const bilans: Bilan[] = [];
  let n = 0;

  beforeAll(async () => {
    banc = await BancCrash.demarrer(adminUrl!, redisUrl!);
    process.env.E2E_BASE_URL = banc.baseUrl; // for the projets fixtures
  });
  afterAll(async () => {
    // eslint-disable-next-line no-console
    if (bilans.length) console.log(`[crash] issues comptées\n${bilans.map((b) => JSON.stringify(b)).join('\n')}`);
    await banc?.fermer();
  });

  async function appel(method: 'GET' | 'POST', path: string, body: unknown, cle: string): Promise<Reponse> {
    const token = await getBearerToken(banc.baseUrl, 'alice');
    const res = await fetch(`${banc.baseUrl}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Idempotency-Key': cle },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const octets = Buffer.from(await res.arrayBuffer());
    if (res.headers.get('content-type') === 'application/pdf') {
      return { status: res.status, corps: { fichier: res.headers.get('content-location'), taille: octets.length, debut: octets.subarray(0, 5).toString() } };
    }
    return { status: res.status, corps: octets.length ? JSON.parse(octets.toString('utf8')) : null };
  }

  async function pdfsDuProjet(id: number): Promise<number> {
    const [r] = await banc.requete<{ n: string }>(`SELECT count(*) AS n FROM stored_file WHERE kind = 'etude-personnalisee' AND owner_id = $1`, [String(id)]);
    return Number(r.n);
  }

  /**
   * One scenario: a worker pausing at `pause`, the first request, SIGKILL at the pause, the client's
   * retry while no worker runs, a clean worker, a last retry once all is done.
   */
  async function scenario(nom: string, pause: PointDePause, faire: (id: number, to: string, cle: string) => Promise<Reponse>, options: { tuerApi?: boolean } = {}) {
    const client = await nouveauClient('alice');
    const id = await creerProjet('alice', santePayload(client.id));
    const to = `crash-${++n}-${Date.now()}@exemple.fr`;
    const cle = `crash-${n}-${Date.now()}`;
    const enPause: Processus = await banc.demarrerWorker(pause);

    const premiere = faire(id, to, cle).catch((err: unknown) => ({ status: -1, corps: String(err) }) as Reponse);
    await enPause.attendre(`[pause] ${pause}`);
    await enPause.tuer();
    if (options.tuerApi) {
      await banc.api.tuer();
      await banc.demarrerApi();
    }
    // The client retries at once, while the job waits for a worker.
    const reprise = faire(id, to, cle);
    const worker = await banc.demarrerWorker();
    const reponses = [await premiere, await reprise];
    reponses.push(await faire(id, to, cle));

    const recus = banc.smtp.recus.filter((m) => m.to === to);
    const bilan: Bilan = {
      scenario: nom,
      pdf: await pdfsDuProjet(id),
      emails: recus.length,
      messageIds: new Set(recus.map((m) => m.messageId)).size,
      reponses: reponses.map((r) => r.status).join(','),
    };
    bilans.push(bilan);
    // CRASH_DEBUG=1: the processes' last output, to see what a failing scenario did.
    // eslint-disable-next-line no-console
    if (process.env.CRASH_DEBUG) console.log(enPause.journal().slice(-3000), '\n-----\n', worker.journal().slice(-5000), '\n-----\n', banc.api.journal().slice(-3000));
    await worker.arreter();
    return { reponses, recus, bilan, to, id };
  }

  const telecharger = (id: number, _to: string, cle: string) => appel('GET', `/api/documents/etudes-personnalisees?projets_ids=${id}`, undefined, cle);
  const envoyer = (id: number, to: string, cle: string) => appel('POST', '/api/documents/etudes-personnalisees/email', { email: to, projets_ids: [id] }, cle);

  it.each<PointDePause>(['document.apres-rendu', 'document.apres-stockage'])('study download, worker killed at %s: one PDF, the same file for every answer', async (pause) => {
    const { reponses, bilan } = await scenario(`téléchargement, kill à ${pause}`, pause, telecharger);
    expect(reponses[0]).toEqual({ status: 200, corps: { fichier: expect.stringMatching(/^\/api\/fichiers\//), taille: expect.any(Number), debut: '%PDF-' } });
    expect(reponses[1]).toEqual(reponses[0]);
    expect(reponses[2]).toEqual(reponses[0]);
    expect(bilan.pdf).toBe(1);
  });

  it.each<[PointDePause, number, unknown]>([
    ['mail.avant-smtp', 200, true],
    ['mail.apres-envoye', 200, true],
    // The server had it when the worker died; nothing tells, so it is never sent again and said so.
    ['mail.apres-acceptation', 202, { envoye: false, etat: 'INCERTAIN', message: expect.stringContaining("n'a pas pu être confirmé") }],
  ])('study e-mail, worker killed at %s: one e-mail, one PDF, the same answer (%i)', async (pause, status, corps) => {
    const { reponses, recus, bilan } = await scenario(`e-mail, kill à ${pause}`, pause, envoyer);
    expect(reponses[0]).toEqual({ status, corps });
    expect(reponses[1]).toEqual(reponses[0]);
    expect(reponses[2]).toEqual(reponses[0]);
    expect(bilan).toMatchObject({ pdf: 1, emails: 1, messageIds: 1 });
    expect(recus[0].raw).toMatch(/Content-Type: application\/pdf/i);
  });

  it('study e-mail, worker killed during its PDF: the e-mail is not lost, one PDF, one e-mail', async () => {
    const { reponses, bilan } = await scenario('e-mail, kill pendant le PDF (document.apres-rendu)', 'document.apres-rendu', envoyer);
    expect(reponses.map((r) => [r.status, r.corps])).toEqual([
      [200, true],
      [200, true],
      [200, true],
    ]);
    expect(bilan).toMatchObject({ pdf: 1, emails: 1, messageIds: 1 });
  });

  it('study e-mail, worker and API killed during its PDF: sent after the restart, once; the retry gets true', async () => {
    const { reponses, bilan } = await scenario('e-mail, kill worker + API pendant le PDF', 'document.apres-rendu', envoyer, { tuerApi: true });
    // The first request died with the API: no answer. Its e-mail was committed with the statut move.
    expect(reponses[0].status).toBe(-1);
    expect(reponses.slice(1).map((r) => [r.status, r.corps])).toEqual([
      [200, true],
      [200, true],
    ]);
    expect(bilan).toMatchObject({ pdf: 1, emails: 1, messageIds: 1 });
  });
});
