/**
 * Clients (spec 01 §3 Client, §6, §7 /clients, /client): create, update, list and suggest, each
 * scoped to the signed-in broker's distributor. alice is DIST-A, carole DIST-B.
 */
import request from 'supertest';
import { ENTREPRISE } from '../../src/domain/messages';
import { cleLuhn } from '../../src/domain/siret';
import { autorisation } from '../support/auth';

const baseUrl = process.env.E2E_BASE_URL as string;
const api = () => request(baseUrl);

const auth = (user: 'alice' | 'carole') => autorisation(baseUrl, user);

/** A Luhn-valid SIRET unique to this run, so runs and suites never collide. */
let compteur = 0;
function siretUnique(): string {
  const debut = `8${String(Date.now()).slice(-8)}${String(process.pid % 100).padStart(2, '0')}${String(++compteur).padStart(2, '0')}`.slice(0, 13);
  return `${debut}${cleLuhn(debut)}`;
}

const corps = (x: Record<string, unknown> = {}) => ({
  siret: siretUnique(),
  raison_sociale: 'Boulangerie Lefèvre',
  ccn: { id: 843 },
  naf: '10.71C',
  demographie: { effectif_global: 12, effectif_cadre: 2, effectif_non_cadre: 10 },
  type: 'entreprise',
  ...x,
});

describe('POST /api/client', () => {
  it('creates a client of the broker and answers the spec shape', async () => {
    const siret = siretUnique();
    const affiche = `${siret.slice(0, 3)} ${siret.slice(3, 6)} ${siret.slice(6, 9)} ${siret.slice(9)}`;
    const res = await api()
      .post('/api/client')
      .set('Authorization', await auth('alice'))
      .send(corps({ siret: affiche, raison_sociale: '  Boulangerie   Lefèvre ' }))
      .expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      siret,
      raison_sociale: 'Boulangerie Lefèvre',
      ccn: { id: 843, idcc: '0843', libelle: expect.any(String), libelle_court: expect.any(String), dares_valide: expect.any(Boolean) },
      naf: '10.71C',
      demographie: { effectif_global: 12, effectif_cadre: 2, effectif_non_cadre: 10 },
      type: 'entreprise',
    });
  });

  it('creates a client without SIRET (SIRET optional for pricing)', async () => {
    const res = await api()
      .post('/api/client')
      .set('Authorization', await auth('alice'))
      .send(corps({ siret: null, raison_sociale: 'Garage du Pont' }))
      .expect(201);
    expect(res.body.siret).toBeNull();
  });

  it('accepts 9999 Sans convention collective', async () => {
    const res = await api().post('/api/client').set('Authorization', await auth('alice')).send(corps({ ccn: { id: 9999 } })).expect(201);
    expect(res.body.ccn).toMatchObject({ id: 9999, idcc: '9999' });
  });

  it.each([
    ['siret', { siret: '7328293200007' }, 'Le champ SIRET doit contenir 14 chiffres'],
    ['siret', { siret: '73282932000075' }, 'Le numéro de siret est invalide'],
    ['raison_sociale', { raison_sociale: '' }, 'Le champ raison sociale est obligatoire'],
    ['raison_sociale', { raison_sociale: 'A'.repeat(132) }, ENTREPRISE.raisonSocialeTropLongue],
    ['raison_sociale', { raison_sociale: 'Prix 100%' }, 'Seul les caractères spéciaux @, &, \', " et . sont acceptés'],
    ['ccn', { ccn: undefined }, 'Le champ CCN est obligatoire'],
    ['ccn.id', { ccn: {} }, 'Le champ CCN est obligatoire'],
    ['ccn.id', { ccn: { id: 1234 } }, ENTREPRISE.ccnInconnue],
    ['demographie.effectif_global', { demographie: { effectif_global: 0 } }, ENTREPRISE.effectifBornes],
    ['demographie.effectif_global', { demographie: { effectif_global: 100001 } }, ENTREPRISE.effectifBornes],
    ['demographie.effectif_global', { demographie: { effectif_global: 1.5 } }, ENTREPRISE.effectifEntier],
    ['demographie.effectif_non_cadre', { demographie: { effectif_global: 10, effectif_cadre: 6, effectif_non_cadre: 6 } }, ENTREPRISE.effectifsCollegesSomme],
    ['naf', { naf: 'ABC' }, ENTREPRISE.nafFormat],
    ['inconnu', { inconnu: true }, "Le champ « inconnu » n'est pas autorisé."],
  ])('refuses a bad %s with 400 and a French message', async (champ, changement, message) => {
    const res = await api().post('/api/client').set('Authorization', await auth('alice')).send(corps(changement)).expect(400);
    expect(res.body.message).toBe(message);
    expect(res.body.erreurs[0]).toEqual({ champ, message });
  });

  it('refuses a second client with the same SIRET (409, naming the existing client)', async () => {
    const siret = siretUnique();
    const premier = await api().post('/api/client').set('Authorization', await auth('alice')).send(corps({ siret })).expect(201);
    const res = await api().post('/api/client').set('Authorization', await auth('alice')).send(corps({ siret, raison_sociale: 'Autre' })).expect(409);
    expect(res.body).toMatchObject({ message: ENTREPRISE.clientSiretExistant, client_id: premier.body.id });
  });

  it('refuses a body naming another distributor (403)', async () => {
    await api().post('/api/client').set('Authorization', await auth('carole')).send(corps({ code_distributeur: 'DIST-A' })).expect(403);
  });

  it('refuses an anonymous call (401)', async () => {
    await api().post('/api/client').send(corps()).expect(401);
  });
});

describe('PUT /api/client/:id', () => {
  it('updates the broker’s own client', async () => {
    const cree = await api().post('/api/client').set('Authorization', await auth('alice')).send(corps()).expect(201);
    const res = await api()
      .put(`/api/client/${cree.body.id}`)
      .set('Authorization', await auth('alice'))
      .send(corps({ id: cree.body.id, siret: cree.body.siret, raison_sociale: 'Boulangerie Lefèvre & Fils', demographie: { effectif_global: 20 } }))
      .expect(200);
    expect(res.body).toMatchObject({ id: cree.body.id, raison_sociale: 'Boulangerie Lefèvre & Fils', demographie: { effectif_global: 20 } });
    const relu = await api().get(`/api/client/${cree.body.id}`).set('Authorization', await auth('alice')).expect(200);
    expect(relu.body.raison_sociale).toBe('Boulangerie Lefèvre & Fils');
  });

  it('refuses invalid input with 400 and leaves the client as it was', async () => {
    const cree = await api().post('/api/client').set('Authorization', await auth('alice')).send(corps()).expect(201);
    const res = await api().put(`/api/client/${cree.body.id}`).set('Authorization', await auth('alice')).send(corps({ siret: '12345678901234' })).expect(400);
    expect(res.body.message).toBe('Le numéro de siret est invalide');
    const relu = await api().get(`/api/client/${cree.body.id}`).set('Authorization', await auth('alice')).expect(200);
    expect(relu.body.siret).toBe(cree.body.siret);
  });

  it('refuses a body id different from the path id (400) and an unknown id (404)', async () => {
    const cree = await api().post('/api/client').set('Authorization', await auth('alice')).send(corps()).expect(201);
    await api().put(`/api/client/${cree.body.id}`).set('Authorization', await auth('alice')).send(corps({ id: cree.body.id + 1000 })).expect(400);
    await api().put('/api/client/999999999').set('Authorization', await auth('alice')).send(corps()).expect(404);
    await api().put('/api/client/abc').set('Authorization', await auth('alice')).send(corps()).expect(400);
  });
});

describe('distributor isolation: carole (DIST-B) never reads nor changes alice’s (DIST-A) clients', () => {
  let client: { id: number; siret: string; raison_sociale: string };

  beforeAll(async () => {
    const res = await api()
      .post('/api/client')
      .set('Authorization', await auth('alice'))
      .send(corps({ raison_sociale: 'Transports Chéreau Isolés' }))
      .expect(201);
    client = res.body;
  });

  it('GET /api/client/:id answers 404 to carole', async () => {
    await api().get(`/api/client/${client.id}`).set('Authorization', await auth('carole')).expect(404);
  });

  it('PUT /api/client/:id answers 404 to carole and changes nothing', async () => {
    await api()
      .put(`/api/client/${client.id}`)
      .set('Authorization', await auth('carole'))
      .send(corps({ siret: client.siret, raison_sociale: 'Piraté' }))
      .expect(404);
    const relu = await api().get(`/api/client/${client.id}`).set('Authorization', await auth('alice')).expect(200);
    expect(relu.body.raison_sociale).toBe('Transports Chéreau Isolés');
  });

  it('GET /api/clients with DIST-A answers 403 to carole; her own list does not hold alice’s client', async () => {
    await api().get('/api/clients').query({ code_distributeur: 'DIST-A', doit_avoir_siret: 'true' }).set('Authorization', await auth('carole')).expect(403);
    const res = await api().get('/api/clients').query({ code_distributeur: 'DIST-B' }).set('Authorization', await auth('carole')).expect(200);
    expect(res.body.map((c: { id: number }) => c.id)).not.toContain(client.id);
  });

  it('suggestions never show alice’s client to carole', async () => {
    const parSiret = await api().get('/api/clients/suggestions').query({ siret: client.siret }).set('Authorization', await auth('carole')).expect(200);
    expect(parSiret.body).toEqual([]);
    const parNom = await api().get('/api/clients/suggestions').query({ raison_sociale: 'chereau isoles' }).set('Authorization', await auth('carole')).expect(200);
    expect(parNom.body).toEqual([]);
  });

  it('carole may create a client with the same SIRET in her own distributor', async () => {
    const res = await api().post('/api/client').set('Authorization', await auth('carole')).send(corps({ siret: client.siret })).expect(201);
    expect(res.body.id).not.toBe(client.id);
  });
});

describe('GET /api/clients and suggestions', () => {
  let avec: { id: number; siret: string };
  let sans: { id: number };

  beforeAll(async () => {
    avec = (await api().post('/api/client').set('Authorization', await auth('alice')).send(corps({ raison_sociale: 'Pharmacie Ménard' })).expect(201)).body;
    sans = (await api().post('/api/client').set('Authorization', await auth('alice')).send(corps({ siret: null, raison_sociale: 'Pharmacie Sans Siret' })).expect(201)).body;
  });

  it('doit_avoir_siret=true lists clients with a SIRET, false those without', async () => {
    const avecSiret = await api().get('/api/clients').query({ code_distributeur: 'DIST-A', doit_avoir_siret: 'true' }).set('Authorization', await auth('alice')).expect(200);
    const ids = avecSiret.body.map((c: { id: number }) => c.id);
    expect(ids).toContain(avec.id);
    expect(ids).not.toContain(sans.id);
    expect(avecSiret.body.every((c: { siret: string | null; type: string }) => c.siret !== null && c.type === 'entreprise')).toBe(true);
    const sansSiret = await api().get('/api/clients').query({ code_distributeur: 'DIST-A', doit_avoir_siret: 'false' }).set('Authorization', await auth('alice')).expect(200);
    expect(sansSiret.body.map((c: { id: number }) => c.id)).toContain(sans.id);
    expect(sansSiret.body.every((c: { siret: string | null }) => c.siret === null)).toBe(true);
  });

  it('refuses a bad doit_avoir_siret with 400', async () => {
    const res = await api().get('/api/clients').query({ doit_avoir_siret: 'peut-etre' }).set('Authorization', await auth('alice')).expect(400);
    expect(res.body.erreurs[0].champ).toBe('doit_avoir_siret');
  });

  it('suggests by the start of a SIRET (spaces accepted) and by part of a name, accents and case ignored', async () => {
    const debut = `${avec.siret.slice(0, 3)} ${avec.siret.slice(3, 9)}`;
    const parSiret = await api().get('/api/clients/suggestions').query({ siret: debut }).set('Authorization', await auth('alice')).expect(200);
    expect(parSiret.body).toContainEqual({ id: avec.id, siret: avec.siret, raisonSociale: 'Pharmacie Ménard' });
    const parNom = await api().get('/api/clients/suggestions').query({ raison_sociale: 'MENARD' }).set('Authorization', await auth('alice')).expect(200);
    expect(parNom.body).toContainEqual({ id: avec.id, siret: avec.siret, raisonSociale: 'Pharmacie Ménard' });
  });

  it('suggestions need a SIRET or a name (400)', async () => {
    const res = await api().get('/api/clients/suggestions').set('Authorization', await auth('alice')).expect(400);
    expect(res.body.message).toBe(ENTREPRISE.rechercheClientCritere);
  });
});
