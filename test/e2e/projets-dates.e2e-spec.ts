/**
 * Projets whose effective date has passed, reached by moving the server's clock (Horloge replaced in
 * an application started by this suite, test/support/app.ts): a duplicate loses the past date, a new
 * projet cannot be subscribed any more, a subscribed one still can (its price is locked).
 */
import { demarrerApp, HorlogeDeTest, type AppDeTest } from '../support/app';
import { aujourdhui, plusJours, premierDuMoisProchain, prevoyancePayload, santePayload } from '../support/projets';

jest.setTimeout(120_000);

let app: AppDeTest;
let client: { id: number; raisonSociale: string };

beforeAll(async () => {
  app = await demarrerApp({ horloge: new HorlogeDeTest() });
  client = await app.nouveauClient('alice');
});

afterAll(async () => {
  await app?.arreter();
});

afterEach(() => app.horloge.fixer(null));

it('POST /api/projets/:id/dupliquer: once the effective date is past, the copy has none', async () => {
  const id = await app.creerProjet('alice', santePayload(client.id));
  const a = await app.api('alice');
  expect((await a.post(`/api/projets/${id}/dupliquer`)).body.date_effet).toBe(premierDuMoisProchain);
  app.horloge.fixer(plusJours(40, premierDuMoisProchain));
  const plusTard = await a.post(`/api/projets/${id}/dupliquer`);
  expect(plusTard.status).toBe(200);
  expect(plusTard.body.date_effet).toBeNull();
});

it('a NOUVEAU projet whose effective date expired is refused (422, spec message)', async () => {
  const id = await app.creerProjet('alice', santePayload(client.id, { college: { type: 'CADRE', effectif: 1, age_moyen: 30 } }));
  app.horloge.fixer(plusJours(1, premierDuMoisProchain));
  const res = await (await app.api('alice')).post(`/api/projets/${id}/souscription`);
  expect(res.status).toBe(422);
  expect(res.body.message).toBe("La date d'effet du projet a expiré. Veuillez la modifier.");
});

it('a subscribed projet stays subscribable past its date: the price is locked', async () => {
  const a = await app.api('alice');
  const id = await app.creerProjet('alice', prevoyancePayload(client.id));
  expect((await a.get(`/api/documents/etudes-personnalisees?projets_ids=${id}`)).status).toBe(200);
  // The hand-over's moment comes from the same clock (Horloge.maintenant).
  app.horloge.fixer(aujourdhui);
  expect((await a.post(`/api/projets/${id}/souscription`)).status).toBe(201);
  expect((await a.get(`/api/projets/${id}/donnees-figees`)).body.fige_le).toBe(`${aujourdhui}T10:00:00.000Z`);
  app.horloge.fixer(plusJours(90, premierDuMoisProchain));
  expect((await a.post(`/api/projets/${id}/souscription`)).status).toBe(200);
});

it('a projet saved on a past day (the server’s clock) has expired today', async () => {
  app.horloge.fixer('2026-09-10');
  const ancien = await app.creerProjet('alice', santePayload(client.id, { date_effet: '2026-10-01' }));
  app.horloge.fixer(null);
  const res = await (await app.api('alice')).post(`/api/projets/${ancien}/souscription`);
  expect([res.status, res.body.message]).toEqual([422, "La date d'effet du projet a expiré. Veuillez la modifier."]);
});
