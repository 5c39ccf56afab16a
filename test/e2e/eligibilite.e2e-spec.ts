/**
 * Eligibility (spec 01 §2 'Informations entreprise', 'Offres éligibles', §7 /eligibilite/*): the
 * company check against the local register (data/registre-entreprises.README.md lists the samples),
 * eligible offers by agreement and headcount, tarification access codes.
 */
import request from 'supertest';
import { ENTREPRISE, OFFRES_ELIGIBLES } from '../../src/domain/messages';
import { autorisation } from '../support/auth';

const baseUrl = process.env.E2E_BASE_URL as string;
const api = () => request(baseUrl);

const auth = (user: 'alice' | 'carole') => autorisation(baseUrl, user);

describe('POST /api/eligibilite/determiner-eligibilite-entreprise', () => {
  it.each([
    ['301 777 553 00019', 'VALIDE', null, 'Laboratoires Mathieu'],
    ['33828226200017', 'INVALIDE', 'RADIEE', 'Gardiennage Bertrand'],
    ['30216232600011', 'INVALIDE', 'PROCEDURE_EN_COURS', 'Laboratoires Deschamps'],
    ['34757673800012', 'INVALIDE', 'CATEGORIE_JURIDIQUE_INVALIDE', 'Commune de Poitiers'],
    ['37011856400282', 'INVALIDE', 'LOCALITE_INVALIDE', 'Transports Lefèvre'],
    ['31981517100016', 'INDETERMINEE', 'TRANCHE_EFFECTIF_ZERO', 'Association Sportive Rolland'],
    ['36377564400018', 'INDETERMINEE', null, 'Net & Clair Dufour'],
    ['634 717 516 00013', 'INDETERMINEE', 'NON_TROUVE', null],
  ])('%s → %s / %s', async (siret, code, raison, raisonSociale) => {
    const res = await api()
      .post('/api/eligibilite/determiner-eligibilite-entreprise')
      .set('Authorization', await auth('alice'))
      .send({ siret })
      .expect(200);
    expect(res.body.eligibilite).toEqual({ code, raison });
    expect(res.body.informations_entreprise.raison_sociale).toBe(raisonSociale);
  });

  it.each([
    [{}, 'Le champ SIRET est obligatoire'],
    [{ siret: '' }, 'Le champ SIRET est obligatoire'],
    [{ siret: '3017775530001' }, 'Le champ SIRET doit contenir 14 chiffres'],
    [{ siret: '3017775530001X' }, 'Le champ SIRET doit contenir 14 chiffres'],
    [{ siret: '30177755300018' }, 'Le numéro de siret est invalide'],
    [{ siret: '30177755300019', autre: 1 }, "Le champ « autre » n'est pas autorisé."],
  ])('%j → 400 %p (the page reads 400 as INVALIDE)', async (corps, message) => {
    const res = await api().post('/api/eligibilite/determiner-eligibilite-entreprise').set('Authorization', await auth('alice')).send(corps).expect(400);
    expect(res.body.message).toBe(message);
  });

  it('accepts a La Poste SIRET that passes only by the La Poste rule', async () => {
    const res = await api()
      .post('/api/eligibilite/determiner-eligibilite-entreprise')
      .set('Authorization', await auth('alice'))
      .send({ siret: '35600000049837' })
      .expect(200);
    expect(res.body.eligibilite.code).toMatch(/^(VALIDE|INDETERMINEE)$/);
  });

  it('needs a signed-in user', async () => {
    await api().post('/api/eligibilite/determiner-eligibilite-entreprise').send({ siret: '30177755300019' }).expect(401);
  });
});

describe('POST /api/eligibilite/determiner-produits-eligibles', () => {
  const corps = (x: Record<string, unknown> = {}) => ({ id_ccn: 1486, effectif: 25, code_distributeur: 'DIST-A', ...x });
  const resume = (marches: { code: string; produits: { id: number }[] }[]) =>
    marches.map((m) => `${m.code}:${m.produits.map((p) => p.id).join(',')}`).join(' ');

  it('lists both markets with their offers, colleges and access codes', async () => {
    const res = await api().post('/api/eligibilite/determiner-produits-eligibles').set('Authorization', await auth('alice')).send(corps()).expect(200);
    expect(resume(res.body)).toBe('sante:460,461 prevoyance:470,471');
    expect(res.body[0]).toMatchObject({ code: 'sante', libelle: 'Santé' });
    const p460 = res.body[0].produits[0];
    expect(p460).toMatchObject({ id: 460, code: 'SSC', libelle: 'Santé Collective Essentielle', lien_fiche: expect.any(String) });
    expect(p460.colleges).toEqual([
      { id: 'CADRE', code: 'CADRE', libelle: 'Cadres', acces_tarification: { code: 'AVEC_CONTRAINTE' } },
      { id: 'NON_CADRE', code: 'NON_CADRE', libelle: 'Non Cadres', acces_tarification: { code: 'AVEC_CONTRAINTE' } },
      { id: 'TOUS', code: 'TOUS', libelle: 'Ensemble du personnel', acces_tarification: { code: 'AVEC_CONTRAINTE' } },
    ]);
  });

  it.each([
    [9999, 10, 'sante:460 prevoyance:470'],
    [9999, 11, 'sante:460,461 prevoyance:470,471'],
    [2120, 50, 'sante:460,461 prevoyance:471'],
    [2264, 5, 'sante: prevoyance:470'],
  ])('CCN %p with %p employees → %s', async (id_ccn, effectif, attendu) => {
    const res = await api().post('/api/eligibilite/determiner-produits-eligibles').set('Authorization', await auth('alice')).send(corps({ id_ccn, effectif })).expect(200);
    expect(resume(res.body)).toBe(attendu);
  });

  it('no eligible offer at all answers 422 Aucun produits éligibles trouvé.', async () => {
    const res = await api().post('/api/eligibilite/determiner-produits-eligibles').set('Authorization', await auth('alice')).send(corps({ id_ccn: 3239 })).expect(422);
    expect(res.body.message).toBe(OFFRES_ELIGIBLES.aucunProduitEligible);
  });

  it.each([
    [{ id_ccn: undefined }, 'Le champ CCN est obligatoire'],
    [{ id_ccn: 1234 }, ENTREPRISE.ccnInconnue],
    [{ effectif: 0 }, ENTREPRISE.effectifBornes],
    [{ effectif: 100001 }, ENTREPRISE.effectifBornes],
    [{ effectif: '25' }, ENTREPRISE.effectifEntier],
  ])('%j → 400 %p', async (changement, message) => {
    const res = await api().post('/api/eligibilite/determiner-produits-eligibles').set('Authorization', await auth('alice')).send(corps(changement)).expect(400);
    expect(res.body.message).toBe(message);
  });

  it('another distributor code answers 403', async () => {
    await api().post('/api/eligibilite/determiner-produits-eligibles').set('Authorization', await auth('carole')).send(corps()).expect(403);
    await api()
      .post('/api/eligibilite/determiner-produits-eligibles')
      .set('Authorization', await auth('carole'))
      .send(corps({ code_distributeur: 'DIST-B' }))
      .expect(200);
  });
});

describe('POST /api/eligibilite/determiner-produits-eligibles/:productId', () => {
  const corps = (x: Record<string, unknown> = {}) => ({ id_ccn: 2420, effectif: 25, code_distributeur: 'DIST-A', ...x });

  it('answers the colleges of the offer with their access code (cadre-only agreement)', async () => {
    const res = await api().post('/api/eligibilite/determiner-produits-eligibles/470').set('Authorization', await auth('alice')).send(corps()).expect(200);
    expect(res.body.map((c: { code: string; acces_tarification: { code: string } }) => `${c.code}=${c.acces_tarification.code}`)).toEqual([
      'CADRE=OUI',
      'NON_CADRE=SANS_COLLEGE',
    ]);
  });

  it('an offer closed to the company is 422, an unknown one 404, another distributor 403', async () => {
    await api().post('/api/eligibilite/determiner-produits-eligibles/461').set('Authorization', await auth('alice')).send(corps({ effectif: 5 })).expect(422);
    await api().post('/api/eligibilite/determiner-produits-eligibles/999').set('Authorization', await auth('alice')).send(corps()).expect(404);
    await api().post('/api/eligibilite/determiner-produits-eligibles/460').set('Authorization', await auth('carole')).send(corps()).expect(403);
  });
});

describe('GET /api/eligibilite/acces-tarification/:code', () => {
  it.each([
    ['OUI', 'vert', 'Tarification libre'],
    ['AVEC_CONTRAINTE', 'vert', 'Tarification possible sous condition'],
    ['AVEC_CONSULTATION', 'orange', 'Tarification sur étude spécifique'],
    ['SANS_ANALYSE', 'orange', "En attente d'étude"],
    ['NON', 'rouge', 'Tarification impossible'],
    ['SANS_COLLEGE', 'rouge', 'Collège non applicable à la CCN'],
  ])('%s → %s %p', async (code, feu, titre) => {
    const res = await api().get(`/api/eligibilite/acces-tarification/${code}`).set('Authorization', await auth('alice')).expect(200);
    expect(res.body).toEqual({ code, feu, titre, message: expect.any(String) });
  });

  it('an unsupported code is 400', async () => {
    const res = await api().get('/api/eligibilite/acces-tarification/PEUT_ETRE').set('Authorization', await auth('alice')).expect(400);
    expect(res.body.message).toBe(OFFRES_ELIGIBLES.codeAccesNonGere('PEUT_ETRE'));
  });
});

describe('GET /api/eligibilite/offres/:id', () => {
  it('answers the product sheet of offer 460', async () => {
    const res = await api().get('/api/eligibilite/offres/460').set('Authorization', await auth('alice')).expect(200);
    expect(res.body).toMatchObject({ id: 460, code: 'SSC', libelle: 'Santé Collective Essentielle', points_forts: expect.any(Array) });
  });
});
