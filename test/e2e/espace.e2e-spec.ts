/**
 * The broker's workspace through HTTP (issue 11 item 2): GET /api/espace/clients searches the
 * distributor's clients by name or SIRET start, pages them in a stable order, gives each its latest
 * projets with price and subscription access, never lists another distributor's clients, and
 * refuses a bad query in French. alice is DIST-A, carole DIST-B.
 */
import request from 'supertest';
import { COMMON, ESPACE } from '../../src/domain/messages';
import { api, baseUrl, creerProjet, nouveauClient, prevoyancePayload, santePayload } from '../support/projets';

// A tag unique to this run: the harness's database outlives a run.
const tag = `Espace ${Date.now().toString(36)} ${Math.round(Math.random() * 1e6).toString(36)}`;
const cle = tag.toLowerCase();

let a: { id: number; raisonSociale: string };
let b: { id: number; raisonSociale: string };
let c: { id: number; raisonSociale: string };
let chezCarole: { id: number; raisonSociale: string };
let sante: number;
let prevoyance: number;

beforeAll(async () => {
  // Created out of order: the list sorts them by name.
  c = await nouveauClient('alice', 9999, `${tag} Charpente`);
  a = await nouveauClient('alice', 9999, `${tag} Atelier Éole`);
  b = await nouveauClient('alice', 9999, `${tag} Boulangerie`);
  chezCarole = await nouveauClient('carole', 9999, `${tag} Atelier Éole`);
  sante = await creerProjet('alice', santePayload(a.id));
  prevoyance = await creerProjet('alice', prevoyancePayload(a.id));
  await creerProjet('carole', santePayload(chezCarole.id));
});

const lister = async (compte: 'alice' | 'carole', query: string) => (await api(compte)).get(`/api/espace/clients?${query}`);
const ids = (res: { body: { clients: { id: number }[] } }) => res.body.clients.map((x) => x.id);

describe('GET /api/espace/clients', () => {
  it('finds the distributor’s clients by part of the name (case and accents ignored), sorted by name', async () => {
    const res = await lister('alice', `recherche=${encodeURIComponent(tag.toUpperCase())}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({ recherche: cle, page: 1, taille: 20, total: 3, pages: 1 });
    expect(ids(res)).toEqual([a.id, b.id, c.id]);
    const eole = await lister('alice', `recherche=${encodeURIComponent(`${tag} atelier eole`)}`);
    expect(ids(eole)).toEqual([a.id]);
  });

  it('gives each client its projets: product, college, status, effective date, price, subscription access', async () => {
    const res = await lister('alice', `recherche=${encodeURIComponent(`${tag} atelier`)}`);
    const [client] = res.body.clients;
    expect(client).toMatchObject({
      id: a.id,
      siret: null,
      raison_sociale: a.raisonSociale,
      ccn: { id: 9999, idcc: '9999' },
      naf: '62.01Z',
      demographie: { effectif_global: 40, effectif_cadre: 12, effectif_non_cadre: 28 },
      nombre_projets: 2,
    });
    expect(client.projets.map((p: { id: number }) => p.id)).toEqual([prevoyance, sante]);
    const [spc, ssc] = client.projets;
    expect(ssc).toMatchObject({
      code_produit: 'SSC',
      statut: 'NOUVEAU',
      statut_libelle: 'Proposition',
      etat: null,
      date_effet: santePayload(a.id).date_effet,
      college: { type: 'CADRE', libelle: 'Cadres', effectif: 12 },
      prix: { taux: [{ assiette: 'PMSS', taux: expect.any(Number) }], budget: expect.any(Number), periode: 'mois' },
      // A new editable projet goes through the study first.
      souscription: null,
    });
    expect(spc).toMatchObject({ code_produit: 'SPC', prix: { taux: [{ assiette: 'T1' }], periode: 'an' }, souscription: null });
    // The price shown is the saved one.
    const detail = (await (await api('alice')).get(`/api/projets/${sante}`)).body;
    const unique = detail.tarifs.tarifs.find((t: { structure: string }) => t.structure === 'UNIQUE');
    expect(ssc.prix).toEqual({ taux: [{ assiette: 'PMSS', taux: unique.tarif.taux }], budget: unique.tarif.budget_mensuel, periode: 'mois' });
  });

  it('once the study is handed over, the row offers the subscription', async () => {
    const res = await (await api('alice')).get(`/api/documents/etudes-personnalisees?projets_ids=${sante}`).set('Idempotency-Key', `espace-${cle.replace(/ /g, '-')}`);
    expect(res.status).toBe(200);
    const apres = await lister('alice', `recherche=${encodeURIComponent(`${tag} atelier`)}`);
    const ssc = apres.body.clients[0].projets.find((p: { id: number }) => p.id === sante);
    expect(ssc).toMatchObject({ statut: 'ETUDE_PERSONNALISEE_EDITEE', souscription: 'POSSIBLE' });
  });

  it('pages with a stable order; a page past the end is empty with the count', async () => {
    const q = (page: number) => lister('alice', `recherche=${encodeURIComponent(tag)}&taille=2&page=${page}`);
    const [p1, p2, p3] = await Promise.all([q(1), q(2), q(3)]);
    expect(p1.body).toMatchObject({ page: 1, taille: 2, total: 3, pages: 2 });
    expect([...ids(p1), ...ids(p2)]).toEqual([a.id, b.id, c.id]);
    expect(p3.status).toBe(200);
    expect(p3.body).toMatchObject({ page: 3, total: 3, pages: 2, clients: [] });
  });

  it('never lists another distributor’s client, even with the same name', async () => {
    const alice = await lister('alice', `recherche=${encodeURIComponent(tag)}&taille=50`);
    expect(ids(alice)).not.toContain(chezCarole.id);
    const carole = await lister('carole', `recherche=${encodeURIComponent(tag)}`);
    expect(ids(carole)).toEqual([chezCarole.id]);
    expect(carole.body.clients[0].projets).toHaveLength(1);
    // Without a search neither sees the other's: every page of carole's clients.
    const toutes = await lister('carole', 'taille=50');
    for (let page = 1; page <= toutes.body.pages; page++) {
      const res = page === 1 ? toutes : await lister('carole', `taille=50&page=${page}`);
      expect(ids(res)).not.toEqual(expect.arrayContaining([a.id]));
      expect(ids(res)).not.toEqual(expect.arrayContaining([b.id]));
    }
  });

  it('treats % and _ as characters, not wildcards', async () => {
    for (const texte of ['%', '_', `${tag}%`, '\\']) {
      const res = await lister('alice', `recherche=${encodeURIComponent(texte)}`);
      expect(res.status).toBe(200);
      expect(ids(res)).toEqual([]);
    }
  });

  it.each([
    ['page=0', 'page', ESPACE.pageInvalide(10_000)],
    ['page=abc', 'page', ESPACE.pageInvalide(10_000)],
    ['page=1e3', 'page', ESPACE.pageInvalide(10_000)],
    ['page=-1', 'page', ESPACE.pageInvalide(10_000)],
    ['page=10001', 'page', ESPACE.pageInvalide(10_000)],
    ['page=1&page=2', 'page', ESPACE.pageInvalide(10_000)],
    ['taille=0', 'taille', ESPACE.tailleInvalide(50)],
    ['taille=51', 'taille', ESPACE.tailleInvalide(50)],
    ['taille=2.5', 'taille', ESPACE.tailleInvalide(50)],
    [`recherche=${'a'.repeat(132)}`, 'recherche', ESPACE.rechercheTropLongue(131)],
    ['recherche=a&recherche=b', 'recherche', COMMON.champTexte('recherche')],
    ['recherche=ab%00cd', 'recherche', COMMON.caractereNul('recherche')],
    ['tri=nom', 'tri', COMMON.champNonAutorise('tri')],
  ])('%s is a French 400 on the field', async (query, champ, message) => {
    const res = await lister('alice', query);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    if (res.body.erreurs) expect(res.body.erreurs).toContainEqual({ champ, message });
  });

  it('needs a signed-in broker', async () => {
    const res = await request(baseUrl()).get('/api/espace/clients');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(COMMON.nonAuthentifie);
  });
});
