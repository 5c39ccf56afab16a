/**
 * Personalised study over HTTP (E2E_BASE_URL): the PDF download, the limits of the selection, the
 * e-mail through the harness's real SMTP receiver (the app runs with SMTP_URL pointing at it; the
 * messages land in E2E_MAIL_DIR), and the statut change NOUVEAU → ETUDE_PERSONNALISEE_EDITEE.
 */
import { receivedMails, waitForMail } from '../support/mail';
import { api, creerProjet, nouveauClient, prevoyancePayload, santePayload } from '../support/projets';

let client: { id: number; raisonSociale: string };
beforeAll(async () => {
  client = await nouveauClient('alice');
});

const statut = async (id: number) => (await (await api('alice')).get(`/api/projets/${id}`)).body.statut as string;

/** Binary body as a Buffer (supertest buffers JSON/text only by default). */
const binaire = (res: import('superagent').Response, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};

describe('GET /api/documents/etudes-personnalisees', () => {
  it('answers the PDF of one projet with a Content-Disposition, and marks it edited', async () => {
    const id = await creerProjet('alice', santePayload(client.id));
    expect(await statut(id)).toBe('NOUVEAU');
    const res = await (await api('alice')).get(`/api/documents/etudes-personnalisees?projets_ids=${id}`).buffer(true).parse(binaire);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"; filename\*=UTF-8''/);
    expect(decodeURIComponent(res.headers['content-disposition'].split("UTF-8''")[1])).toBe(`Étude personnalisée - ${client.raisonSociale} - projet n°${id}.pdf`);
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(5000);
    expect(await statut(id)).toBe('ETUDE_PERSONNALISEE_EDITEE');
  });

  it('puts two projets side by side', async () => {
    const a = await creerProjet('alice', prevoyancePayload(client.id));
    const b = await creerProjet('alice', prevoyancePayload(client.id, { commissionnement: { type: 'CLIN', taux: 8 } }));
    const res = await (await api('alice')).get(`/api/documents/etudes-personnalisees?projets_ids=${a},${b}`).buffer(true).parse(binaire);
    expect(res.status).toBe(200);
    expect(decodeURIComponent(res.headers['content-disposition'].split("UTF-8''")[1])).toContain(`projets n°${a} et n°${b}`);
    expect([await statut(a), await statut(b)]).toEqual(['ETUDE_PERSONNALISEE_EDITEE', 'ETUDE_PERSONNALISEE_EDITEE']);
  });

  it.each([
    ['three projets', (ids: number[]) => ids.join(','), 'Veuillez sélectionner 2 projets maximum'],
    ['none', () => '', 'Veuillez sélectionner un projet'],
  ])('refuses %s (400)', async (_cas, query, message) => {
    const ids = [await creerProjet('alice', santePayload(client.id)), await creerProjet('alice', santePayload(client.id)), await creerProjet('alice', santePayload(client.id))];
    const res = await (await api('alice')).get(`/api/documents/etudes-personnalisees?projets_ids=${query(ids)}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    for (const id of ids) expect(await statut(id)).toBe('NOUVEAU');
  });

  it('refuses projets of two products (400) and unknown ids (404)', async () => {
    const a = await creerProjet('alice', santePayload(client.id));
    const b = await creerProjet('alice', prevoyancePayload(client.id));
    const alice = await api('alice');
    expect((await alice.get(`/api/documents/etudes-personnalisees?projets_ids=${a},${b}`)).status).toBe(400);
    expect((await alice.get(`/api/documents/etudes-personnalisees?projets_ids=${a},999999`)).status).toBe(404);
  });
});

describe('detail_chargements: the loadings only when the broker asks', () => {
  it('is another study (another stored file) with the option, and the option is checked (400)', async () => {
    const id = await creerProjet('alice', santePayload(client.id));
    const alice = await api('alice');
    const url = `/api/documents/etudes-personnalisees?projets_ids=${id}`;
    const sans = await alice.get(url).buffer(true).parse(binaire);
    const faux = await alice.get(`${url}&detail_chargements=false`).buffer(true).parse(binaire);
    const avec = await alice.get(`${url}&detail_chargements=true`).buffer(true).parse(binaire);
    expect([sans.status, faux.status, avec.status]).toEqual([200, 200, 200]);
    expect(faux.headers['content-location']).toBe(sans.headers['content-location']); // false is the default
    expect(avec.headers['content-location']).not.toBe(sans.headers['content-location']);
    expect((avec.body as Buffer).length).toBeGreaterThan((sans.body as Buffer).length);
    const mauvais = await alice.get(`${url}&detail_chargements=oui`);
    expect(mauvais.status).toBe(400);
    expect(mauvais.body.message).toBe('Le champ « detail_chargements » doit être vrai ou faux.');
    const corps = await alice.post('/api/documents/etudes-personnalisees/email', { email: 'client@exemple.fr', projets_ids: [id], detail_chargements: 'oui' });
    expect(corps.status).toBe(400);
    expect(corps.body.message).toBe('Le champ « detail_chargements » doit être vrai ou faux.');
  });
});

describe('POST /api/documents/etudes-personnalisees/email', () => {
  it('refuses an invalid address (400) without sending', async () => {
    const id = await creerProjet('alice', santePayload(client.id));
    for (const email of ['pas-un-email', 'client@', '', 'a b@exemple.fr']) {
      const res = await (await api('alice')).post('/api/documents/etudes-personnalisees/email', { email, projets_ids: [id] });
      expect(res.status).toBe(400);
      expect(res.body.erreurs[0].champ).toBe('email');
    }
    expect(await statut(id)).toBe('NOUVEAU');
  });

  it('refuses more than 2 projets', async () => {
    const res = await (await api('alice')).post('/api/documents/etudes-personnalisees/email', { email: 'client@exemple.fr', projets_ids: [1, 2, 3] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Veuillez sélectionner 2 projets maximum');
  });

  it('sends the PDF through SMTP and answers true', async () => {
    const id = await creerProjet('alice', santePayload(client.id));
    const to = `etude-${Date.now()}@exemple.fr`;
    const res = await (await api('alice')).post('/api/documents/etudes-personnalisees/email', { email: to, projets_ids: [id] });
    expect(res.status).toBe(200);
    expect(res.body).toBe(true);
    const raw = await waitForMail(to);
    expect(raw).toMatch(new RegExp(`^To: ${to.replace(/[.]/g, '\\.')}`, 'mi'));
    expect(raw).toMatch(/^Subject: .*(tude personnalis|=\?UTF-8\?)/im);
    expect(raw).toMatch(/Content-Type: application\/pdf/i);
    expect(raw).toMatch(/Content-Disposition: attachment/i);
    // The attachment is the PDF itself (base64 of '%PDF-' is 'JVBERi0').
    expect(raw).toContain('JVBERi0');
    expect(await statut(id)).toBe('ETUDE_PERSONNALISEE_EDITEE');
  });
});

/**
 * Exactly once (ADR 0024, 0025), on both kinds of services: one stored PDF and one e-mail per
 * Idempotency-Key and distributor, the same answer for every request of a key, nothing shared
 * between distributors.
 */
describe('Idempotency-Key on the study', () => {
  const cle = () => `e2e-${Date.now()}-${Math.round(Math.random() * 1e9)}`;
  const telecharger = async (compte: 'alice' | 'carole', ids: number[], k?: string) => {
    const req = (await api(compte)).get(`/api/documents/etudes-personnalisees?projets_ids=${ids.join(',')}`);
    if (k) req.set('Idempotency-Key', k);
    return req.buffer(true).parse(binaire);
  };
  const envoyer = async (compte: 'alice' | 'carole', body: object, k?: string) => {
    const req = (await api(compte)).post('/api/documents/etudes-personnalisees/email', body);
    if (k) req.set('Idempotency-Key', k);
    return req;
  };
  const mailsPour = (to: string) => receivedMails().filter((m) => m.file.includes(to.replace(/[^\w.@-]/g, '_')));

  it('downloads: one stored PDF per key, the same bytes for every request of it', async () => {
    const id = await creerProjet('alice', santePayload(client.id));
    const k = cle();
    const [a, b] = await Promise.all([telecharger('alice', [id], k), telecharger('alice', [id], k)]);
    const c = await telecharger('alice', [id], k);
    for (const r of [a, b, c]) expect(r.status).toBe(200);
    const fichier = a.headers['content-location'];
    expect(fichier).toMatch(/^\/api\/fichiers\/[0-9a-f-]{36}$/);
    expect([b.headers['content-location'], c.headers['content-location']]).toEqual([fichier, fichier]);
    expect((c.body as Buffer).equals(a.body as Buffer)).toBe(true);
    expect((await telecharger('alice', [id], cle())).headers['content-location']).not.toBe(fichier);
  });

  it('downloads without a key: the same study of the same projets the same day is the same file', async () => {
    const id = await creerProjet('alice', santePayload(client.id));
    const a = await telecharger('alice', [id]);
    const b = await telecharger('alice', [id]);
    expect(b.headers['content-location']).toBe(a.headers['content-location']);
  });

  it('another distributor with the same key gets its own study, and never the first one’s file', async () => {
    const id = await creerProjet('alice', santePayload(client.id));
    const k = cle();
    const alice = await telecharger('alice', [id], k);
    const sien = await nouveauClient('carole');
    const idCarole = await creerProjet('carole', santePayload(sien.id));
    const carole = await telecharger('carole', [idCarole], k);
    expect(carole.status).toBe(200);
    expect(carole.headers['content-location']).not.toBe(alice.headers['content-location']);
    expect(decodeURIComponent(carole.headers['content-disposition'].split("UTF-8''")[1])).toContain(sien.raisonSociale);
    expect((await (await api('carole')).get(alice.headers['content-location'])).status).toBe(404);
    // Carole asking alice's projets under alice's key: still alice's projets are not hers (404).
    expect((await telecharger('carole', [id], k)).status).toBe(404);
  });

  it('e-mails: one e-mail per key, sent once with a Message-ID, the same answer for every request', async () => {
    const id = await creerProjet('alice', santePayload(client.id));
    const to = `idem-${Date.now()}@exemple.fr`;
    const k = cle();
    const reponses = await Promise.all([envoyer('alice', { email: to, projets_ids: [id] }, k), envoyer('alice', { email: to, projets_ids: [id] }, k)]);
    reponses.push(await envoyer('alice', { email: to, projets_ids: [id] }, k));
    expect(reponses.map((r) => [r.status, r.body])).toEqual([
      [200, true],
      [200, true],
      [200, true],
    ]);
    // `true` is answered once the server accepted the message: every send is over, none may follow.
    const recus = mailsPour(to);
    expect(recus).toHaveLength(1);
    expect(recus[0].raw).toMatch(/^Message-ID: <[0-9a-f]{32}@collectif\.local>/m);
    expect(await statut(id)).toBe('ETUDE_PERSONNALISEE_EDITEE');
  });

  it('e-mails without a key: the same request twice the same day is one e-mail', async () => {
    const id = await creerProjet('alice', santePayload(client.id));
    const to = `sans-cle-${Date.now()}@exemple.fr`;
    expect((await envoyer('alice', { email: to, projets_ids: [id] })).body).toBe(true);
    expect((await envoyer('alice', { email: to, projets_ids: [id] })).body).toBe(true);
    expect(mailsPour(to)).toHaveLength(1);
  });

  it('refuses a key reused for another request (422) and sends nothing for it', async () => {
    const id = await creerProjet('alice', santePayload(client.id));
    const k = cle();
    const to = `reutilise-${Date.now()}@exemple.fr`;
    expect((await envoyer('alice', { email: to, projets_ids: [id] }, k)).status).toBe(200);
    const autre = await envoyer('alice', { email: `autre-${to}`, projets_ids: [id] }, k);
    expect(autre.status).toBe(422);
    expect(autre.body.message).toBe("Cette clé d'idempotence (Idempotency-Key) a déjà servi pour une autre demande.");
    expect(mailsPour(`autre-${to}`)).toHaveLength(0);
    const telechargement = await telecharger('alice', [id], k);
    expect(telechargement.status).toBe(200); // another operation: its own key space
  });

  it('another distributor with the same key sends its own e-mail, not alice’s answer', async () => {
    const id = await creerProjet('alice', santePayload(client.id));
    const k = cle();
    const toAlice = `a-${Date.now()}@exemple.fr`;
    const toCarole = `c-${Date.now()}@exemple.fr`;
    expect((await envoyer('alice', { email: toAlice, projets_ids: [id] }, k)).body).toBe(true);
    const sien = await nouveauClient('carole');
    const idCarole = await creerProjet('carole', santePayload(sien.id));
    const carole = await envoyer('carole', { email: toCarole, projets_ids: [idCarole] }, k);
    expect([carole.status, carole.body]).toEqual([200, true]);
    expect(mailsPour(toCarole)).toHaveLength(1);
    expect(mailsPour(toAlice)).toHaveLength(1);
    // With alice's projet, carole meets a 404 before any key is looked at.
    expect((await envoyer('carole', { email: toCarole, projets_ids: [id] }, k)).status).toBe(404);
  });

  it('refuses a malformed key (400) before anything is made', async () => {
    const id = await creerProjet('alice', santePayload(client.id));
    const res = await envoyer('alice', { email: 'client@exemple.fr', projets_ids: [id] }, 'x'.repeat(129));
    expect(res.status).toBe(400);
    expect(res.body.erreurs[0].champ).toBe('Idempotency-Key');
    expect(await statut(id)).toBe('NOUVEAU');
  });
});
