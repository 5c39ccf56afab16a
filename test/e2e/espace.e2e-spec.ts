/**
 * The broker's pipeline through HTTP (issue 11 item 2, issue 28 item 2): GET /api/espace/clients
 * lists the distributor's files, one row each with its stage (etape) and completion (progression),
 * filters them by stage, product and 'à relancer', searches them (company, SIRET, projet number…),
 * sorts and pages them in a stable order, never lists another distributor's files, and refuses a bad
 * query in French. alice is DIST-A, carole DIST-B.
 */
import { COMMON, ESPACE } from '../../src/domain/messages';
import request from 'supertest';
import { manquantsDossier } from '../../src/domain/espace/etape';
import { pourcentageDossier, type Progression } from '../../src/domain/souscription/progression';
import { ETAPE1_SANTE, signataire } from '../support/dossier-souscription';
import { pdfDeTaille } from '../support/fichiers';
import { api, baseUrl, creerProjet, jeton, nouveauClient, prevoyancePayload, santePayload } from '../support/projets';

// A tag unique to this run: the harness's database outlives a run.
const tag = `Espace ${Date.now().toString(36)} ${Math.round(Math.random() * 1e6).toString(36)}`;
const cle = tag.toLowerCase();

let a: { id: number; raisonSociale: string };
let b: { id: number; raisonSociale: string };
let chezCarole: { id: number; raisonSociale: string };
/** alice's files: a subscription started, a provident projet, a study handed over. */
let enSouscription: number;
let prevoyance: number;
let etude: number;
let deCarole: number;

beforeAll(async () => {
  b = await nouveauClient('alice', 9999, `${tag} Boulangerie`);
  a = await nouveauClient('alice', 9999, `${tag} Atelier Éole`);
  chezCarole = await nouveauClient('carole', 9999, `${tag} Atelier Éole`);
  enSouscription = await creerProjet('alice', santePayload(a.id));
  prevoyance = await creerProjet('alice', prevoyancePayload(a.id));
  etude = await creerProjet('alice', santePayload(b.id));
  deCarole = await creerProjet('carole', santePayload(chezCarole.id));
  const alice = await api('alice');
  for (const id of [enSouscription, etude]) expect((await alice.get(`/api/documents/etudes-personnalisees?projets_ids=${id}`)).status).toBe(200);
  expect([200, 201]).toContain((await alice.post(`/api/projets/${enSouscription}/souscription`)).status);
  const carole = await api('carole');
  expect((await carole.get(`/api/documents/etudes-personnalisees?projets_ids=${deCarole}`)).status).toBe(200);
  expect([200, 201]).toContain((await carole.post(`/api/projets/${deCarole}/souscription`)).status);
}, 120_000);

const lister = async (compte: 'alice' | 'carole', query: string) => (await api(compte)).get(`/api/espace/clients?${query}`);
const ids = (res: { body: { dossiers: { id: number }[] } }) => res.body.dossiers.map((x) => x.id);
const duTag = (query = '') => lister('alice', `recherche=${encodeURIComponent(tag)}${query ? `&${query}` : ''}`);

describe('GET /api/espace/clients', () => {
  it('lists the distributor’s files of a company search, most recent activity first, each with its stage and completion', async () => {
    const res = await lister('alice', `recherche=${encodeURIComponent(tag.toUpperCase())}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({ recherche: cle, etape: null, produit: null, a_relancer: false, tri: 'activite', page: 1, taille: 20, total: 3, pages: 1 });
    expect(ids(res)).toEqual([enSouscription, etude, prevoyance]);
    const [souscription, remise, projet] = res.body.dossiers;
    expect(souscription).toMatchObject({
      etape: 'SOUSCRIPTION',
      statut: 'EN_SOUSCRIPTION',
      souscription: 'EN_COURS',
      a_relancer: false,
      client: { id: a.id, raison_sociale: a.raisonSociale, ccn: { id: 9999 }, demographie: { effectif_global: 40 } },
      dernier_evenement: { type: 'SOUSCRIPTION_DEMARREE', acteur: expect.any(String) },
    });
    // The subscription's own percent (nothing saved yet) and what it needs, in words.
    expect(souscription.progression).toBeGreaterThanOrEqual(0);
    expect(souscription.progression).toBeLessThan(100);
    expect(souscription.manquants).toEqual(expect.arrayContaining([ESPACE.manquants.informations]));
    expect(remise).toMatchObject({ etape: 'ETUDE_REMISE', progression: 0, manquants: [], dernier_evenement: { type: 'ETUDE_GENEREE' } });
    expect(projet).toMatchObject({ id: prevoyance, code_produit: 'SPC', etape: 'PROJET', progression: 0, etape_depuis: null, motif_refus: null });
    expect(projet.prix).toMatchObject({ periode: 'an' });
    expect(Date.parse(souscription.derniere_activite)).toBeGreaterThanOrEqual(Date.parse(remise.derniere_activite));
  });

  it('a file in subscription: its row’s percent and what it needs follow each step saved, as its tabs count them (ADR 0084)', async () => {
    // Outside the tag: the other cases count the tag's files.
    const c = await nouveauClient('alice', 9999, `Suivi ${Date.now().toString(36)}`);
    const id = await creerProjet('alice', santePayload(c.id));
    const alice = await api('alice');
    expect((await alice.get(`/api/documents/etudes-personnalisees?projets_ids=${id}`)).status).toBe(200);
    expect([200, 201]).toContain((await alice.post(`/api/projets/${id}/souscription`)).status);
    const pieces = async () => (await alice.get(`/api/projets/${id}/souscription/pieces-justificatives`)).body as { attendues: { libelle: string; obligatoire: boolean; complete: boolean }[] };
    const memeQueLesOnglets = async () => {
      const vue = (await alice.get(`/api/projets/${id}/souscription`)).body as { progression: Progression };
      const manquantes = (await pieces()).attendues.filter((p) => p.obligatoire && !p.complete).map((p) => p.libelle);
      const ligne = (await lister('alice', `recherche=${id}`)).body.dossiers.find((d: { id: number }) => d.id === id);
      expect(ligne).toMatchObject({ etape: 'SOUSCRIPTION', progression: pourcentageDossier(vue.progression), manquants: manquantsDossier(vue.progression, manquantes) });
      return ligne.progression as number;
    };
    const depart = await memeQueLesOnglets();
    expect((await alice.post(`/api/projets/${id}/souscription/informations-complementaires`, ETAPE1_SANTE)).status).toBeLessThan(300);
    const etape1 = await memeQueLesOnglets();
    expect((await alice.post(`/api/projets/${id}/souscription/affiliation-participants`, { methode_affiliation: 'AUTRES_MODES', mode_affiliation: 'dsn', participants: [] })).status).toBe(200);
    const etape2 = await memeQueLesOnglets();
    const kbis = await request(baseUrl())
      .post(`/api/projets/${id}/souscription/pieces-justificatives`)
      .set('Authorization', `Bearer ${await jeton('alice')}`)
      .field('code', 'kbis')
      .attach('file', pdfDeTaille(2048), { filename: 'kbis.pdf', contentType: 'application/pdf' });
    expect(kbis.status).toBe(200);
    expect(await memeQueLesOnglets()).toBe(100);
    expect((await alice.post(`/api/projets/${id}/souscription/signataire`, signataire(id * 1000 + 3))).status).toBeLessThan(300);
    expect(await memeQueLesOnglets()).toBe(100);
    const [piece] = (kbis.body as { pieces: { id: number }[] }).pieces;
    expect((await alice.delete(`/api/pieces-justificatives/${piece.id}`)).status).toBeLessThan(300);
    expect(await memeQueLesOnglets()).toBeLessThan(100);
    expect(depart).toBeLessThan(etape1);
    expect(etape1).toBeLessThan(etape2);
  });

  it.each<[string, string, () => number[]]>([
    ['a stage', 'etape=SOUSCRIPTION', () => [enSouscription]],
    ['another stage', 'etape=ETUDE_REMISE', () => [etude]],
    ['a stage none has', 'etape=REFUSEE', () => []],
    ['a product', 'produit=SPC', () => [prevoyance]],
    ['a product and a stage', 'produit=SSC&etape=PROJET', () => []],
    ['à relancer (none waits or was refused)', 'aRelancer=true', () => []],
    ['à relancer off', 'aRelancer=false', () => [enSouscription, etude, prevoyance]],
  ])('filters by %s (%s)', async (_cas, query, attendus) => {
    const res = await duTag(query);
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual(attendus());
    expect(res.body.total).toBe(attendus().length);
  });

  it('searches by projet number and by part of a name, accents ignored; never another distributor’s', async () => {
    expect(ids(await lister('alice', `recherche=${encodeURIComponent(`N°${etude}`)}`))).toEqual([etude]);
    expect(ids(await lister('carole', `recherche=${etude}`))).not.toContain(etude);
    expect(ids(await lister('alice', `recherche=${encodeURIComponent(`${tag} atelier eole`)}`))).toEqual([enSouscription, prevoyance]);
    expect(ids(await lister('carole', `recherche=${encodeURIComponent(tag)}`))).toEqual([deCarole]);
  });

  it('sorts by company name or by stage', async () => {
    expect(ids(await duTag('tri=raison_sociale'))).toEqual([prevoyance, enSouscription, etude]);
    expect(ids(await duTag('tri=etape'))).toEqual([prevoyance, etude, enSouscription]);
  });

  it('pages with a stable order; a page past the end is empty with the count', async () => {
    const q = (page: number) => duTag(`tri=raison_sociale&taille=2&page=${page}`);
    const [p1, p2, p3] = await Promise.all([q(1), q(2), q(3)]);
    expect(p1.body).toMatchObject({ page: 1, taille: 2, total: 3, pages: 2 });
    expect([...ids(p1), ...ids(p2)]).toEqual([prevoyance, enSouscription, etude]);
    expect(p3.status).toBe(200);
    expect(p3.body).toMatchObject({ page: 3, total: 3, pages: 2, dossiers: [] });
  });

  it('never lists another distributor’s file, on any page, whatever the filter', async () => {
    const chezAlice = [enSouscription, prevoyance, etude];
    for (const query of ['taille=50', 'taille=50&etape=SOUSCRIPTION', 'taille=50&produit=SSC', 'taille=50&tri=raison_sociale']) {
      const premiere = await lister('carole', query);
      for (let page = 1; page <= premiere.body.pages; page++) {
        const res = page === 1 ? premiere : await lister('carole', `${query}&page=${page}`);
        for (const id of chezAlice) expect(ids(res)).not.toContain(id);
      }
    }
    expect(ids(await lister('alice', `recherche=${encodeURIComponent(tag)}&taille=50`))).not.toContain(deCarole);
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
    ['tri=nom', 'tri', ESPACE.valeurInvalide('tri', ['activite', 'raison_sociale', 'etape'])],
    ['etape=FINI', 'etape', ESPACE.valeurInvalide('etape', ['PROJET', 'ETUDE_REMISE', 'SOUSCRIPTION', 'SIGNATURE_EN_ATTENTE', 'SIGNEE', 'REFUSEE', 'DUE_PRETE'])],
    ['etape=PROJET&etape=SIGNEE', 'etape', ESPACE.valeurInvalide('etape', ['PROJET', 'ETUDE_REMISE', 'SOUSCRIPTION', 'SIGNATURE_EN_ATTENTE', 'SIGNEE', 'REFUSEE', 'DUE_PRETE'])],
    ['produit=XYZ', 'produit', ESPACE.valeurInvalide('produit', ['SSC', 'SPC'])],
    ['aRelancer=oui', 'aRelancer', ESPACE.booleenInvalide('aRelancer')],
    ['inconnu=1', 'inconnu', COMMON.champNonAutorise('inconnu')],
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
