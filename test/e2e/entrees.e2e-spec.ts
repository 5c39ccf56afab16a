/**
 * No 5xx on bad input (ADR 0020): the three causes of 500 a fuzz of the OpenAPI document found, on
 * the routes where it found them. Ids above 2³¹−1 (or like 1e308) in path ids, id lists and body id
 * fields; a NUL character in a text filter or a body; JSON nested 20,000 deep under the size limit.
 * Each is a French 400 naming the field, and nothing saved changes.
 */
import request from 'supertest';
import { COMMON } from '../../src/domain/messages';
import { api, baseUrl, creerProjet, jeton, nouveauClient, prevoyancePayload, santePayload } from '../support/projets';

const TROP_GRANDS = [2_147_483_648, 1e308, 99_999_999_999];
const refusId = (champ: string, valeur: unknown) => ({ status: 400, message: COMMON.identifiantInvalide(champ, typeof valeur === 'string' ? valeur : JSON.stringify(valeur)) });
const statutMessage = (res: { status: number; body: { message?: unknown } }) => ({ status: res.status, message: res.body.message });

let client: { id: number; raisonSociale: string };
let projet: number;
beforeAll(async () => {
  client = await nouveauClient('alice');
  projet = await creerProjet('alice', santePayload(client.id));
});

describe('ids above 2147483647', () => {
  it.each(TROP_GRANDS)('%p in a body id list: archiver-projets, study e-mail', async (n) => {
    const a = await api('alice');
    expect(statutMessage(await a.post('/api/archiver-projets', { projets_ids: [projet, n] }))).toEqual(refusId('projets_ids', n));
    const email = await a.post('/api/documents/etudes-personnalisees/email', { email: 'dirigeant@exemple.fr', projets_ids: [n] });
    expect(statutMessage(email)).toEqual(refusId('projets_ids', n));
    expect((await a.get(`/api/projets/${projet}`)).body.archive).toBe(false);
  });

  it.each(TROP_GRANDS)('%p as client.id of POST and PUT /api/projets; the projet is unchanged', async (n) => {
    const a = await api('alice');
    const avant = (await a.get(`/api/projets/${projet}`)).body;
    expect(statutMessage(await a.post('/api/projets', santePayload(n)))).toEqual(refusId('client.id', n));
    expect(statutMessage(await a.post('/api/projets', prevoyancePayload(n)))).toEqual(refusId('client.id', n));
    expect(statutMessage(await a.put(`/api/projets/${projet}`, santePayload(n, { id: projet })))).toEqual(refusId('client.id', n));
    expect(statutMessage(await a.put(`/api/projets/${projet}`, santePayload(client.id, { id: n })))).toEqual(refusId('id', n));
    expect(statutMessage(await a.post('/api/projets', santePayload(client.id, { produit: { id: n, code: 'SSC' } })))).toEqual(refusId('produit.id', n));
    expect((await a.get(`/api/projets/${projet}`)).body).toEqual(avant);
  });

  it.each(['2147483648', '1e308', '99999999999', '-1', '0', '1.5'])('%s in a path or query id', async (texte) => {
    const a = await api('alice');
    const appels: Array<[string, PromiseLike<{ status: number; body: { message?: unknown } }>]> = [
      ['id', a.get(`/api/projets/${texte}`)],
      ['id', a.get(`/api/client/${texte}`)],
      ['projets_ids', a.delete(`/api/projets?projets_ids=${projet},${texte}`)],
      ['projets_ids', a.get(`/api/documents/etudes-personnalisees?projets_ids=${texte}`)],
      ['projet_id', a.get(`/api/code-postal/valider?code_postal=35000&projet_id=${texte}`)],
      ['id', a.get(`/api/dev/outbox/${texte}/attachments/0`)],
      ['idProduit', a.get(`/api/produits/${texte}/niveaux`)],
      ['productId', a.post(`/api/eligibilite/determiner-produits-eligibles/${texte}`, { id_ccn: 9999, effectif: 10, code_distributeur: 'DIST-A' })],
    ];
    for (const [champ, appel] of appels) expect(statutMessage(await appel)).toEqual(refusId(champ, texte));
    expect((await a.get(`/api/projets/${projet}`)).status).toBe(200);
  });

  it('2147483647, the largest id, is an id: not found, not refused', async () => {
    const a = await api('alice');
    expect((await a.get('/api/projets/2147483647')).status).toBe(404);
    expect((await a.get('/api/client/2147483647')).status).toBe(404);
    expect((await a.get('/api/code-postal/valider?code_postal=35000&projet_id=2147483647')).status).toBe(404);
  });
});

describe('NUL characters', () => {
  it.each(['/api/projets', '/api/projets/dernier', '/api/clients/suggestions'])('in the raison_sociale filter of %s', async (chemin) => {
    const a = await api('alice');
    for (const valeur of ['%00', 'Boulangerie%00Lef%C3%A8vre']) {
      const res = await a.get(`${chemin}?raison_sociale=${valeur}`);
      expect([res.status, res.body.erreurs]).toEqual([400, [{ champ: 'raison_sociale', message: COMMON.caractereNul('raison_sociale') }]]);
    }
  });

  it('in a path', async () => {
    const res = await (await api('alice')).get('/api/projets/1%00');
    expect(statutMessage(res)).toEqual({ status: 400, message: COMMON.adresseCaractereNul });
  });

  it('in a body string or key, parsed by the API or by a pricing route', async () => {
    const a = await api('alice');
    const corps = { raison_sociale: 'Boulangerie\u0000', ccn: { id: 9999 }, demographie: { effectif_global: 3 } };
    expect(statutMessage(await a.post('/api/client', corps))).toEqual({ status: 400, message: COMMON.caractereNul('raison_sociale') });
    expect(statutMessage(await a.put(`/api/projets/${projet}`, santePayload(client.id, { id: projet, code_postal: '35\u0000' })))).toEqual({ status: 400, message: COMMON.caractereNul('code_postal') });
    for (const chemin of ['/api/sante/tarifer', '/api/prevoyance/tarifer']) {
      expect(statutMessage(await a.post(chemin, { donnees_tarifantes: { 'date\u0000': 1 } }))).toEqual({ status: 400, message: COMMON.caractereNul('donnees_tarifantes.date\ufffd') });
    }
  });
});

describe('deep JSON', () => {
  const imbrique = (niveaux: number) => `${'['.repeat(niveaux)}${']'.repeat(niveaux)}`;

  it.each(['/api/projets', '/api/client', '/api/archiver-projets', '/api/sante/tarifer', '/api/prevoyance/tarifer'])('20,000 levels under the size limit on %s: 400', async (chemin) => {
    const corps = `{"a":${imbrique(20_000)}}`;
    expect(Buffer.byteLength(corps)).toBeLessThan(100 * 1024);
    const res = await request(baseUrl()).post(chemin).set('Authorization', `Bearer ${await jeton('alice')}`).set('content-type', 'application/json').send(corps);
    expect(statutMessage(res)).toEqual({ status: 400, message: COMMON.corpsTropImbrique(32) });
  });

  it('32 levels pass the depth check (then the field is refused as unknown), 33 do not', async () => {
    const a = await api('alice');
    const permis = await a.post('/api/archiver-projets', JSON.parse(`{"projets_ids":[${projet}],"a":${imbrique(31)}}`));
    expect(statutMessage(permis)).toEqual({ status: 400, message: COMMON.champNonAutorise('a') });
    const refuse = await a.post('/api/archiver-projets', JSON.parse(`{"projets_ids":[${projet}],"a":${imbrique(32)}}`));
    expect(statutMessage(refuse)).toEqual({ status: 400, message: COMMON.corpsTropImbrique(32) });
  });
});
