/**
 * Personalised study over HTTP (E2E_BASE_URL): the PDF download, the limits of the selection, the
 * e-mail through the harness's real SMTP receiver (the app runs with SMTP_URL pointing at it; the
 * messages land in E2E_MAIL_DIR), and the statut change NOUVEAU → ETUDE_PERSONNALISEE_EDITEE.
 */
import { waitForMail } from '../support/mail';
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
