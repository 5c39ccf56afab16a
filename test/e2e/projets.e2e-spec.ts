/**
 * Projets over HTTP against the running application (E2E_BASE_URL): save (re-validated and
 * re-priced by the server), lists, last projet, duplicate, delete, archive, frozen data, hand-over
 * to the subscription, and the distributor scope (carole, DIST-B, never reaches alice's DIST-A
 * projets). Dates are relative to today (Europe/Paris); the states reached by moving the clock are
 * in projets-dates.e2e-spec.ts.
 */
import {
  api,
  aujourdhui,
  creerProjet,
  nouveauClient,
  plusJours,
  premierDuMoisProchain,
  prevoyancePayload,
  santePayload,
} from '../support/projets';
import { COMMON } from '../../src/domain/messages';

const VERROUILLE = "Le projet est verrouillé. Il n'est plus modifiable. Pour modifier le projet, veuillez le dupliquer.";

let client: { id: number; raisonSociale: string };
beforeAll(async () => {
  client = await nouveauClient('alice');
});

type Ligne = { id: number; client: { raison_sociale: string }; garanties?: unknown; prix: { budget: number } | null };
const liste = async (query: string) => (await (await api('alice')).get(`/api/projets?${query}`)).body as Ligne[];

describe('POST /api/projets and PUT /api/projets/:id', () => {
  it('saves a health projet priced by the server: {id, client.id, etat, statut}', async () => {
    const a = await api('alice');
    const res = await a.post('/api/projets', santePayload(client.id));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), client: { id: client.id }, etat: null, statut: 'NOUVEAU' });

    const projet = (await a.get(`/api/projets/${res.body.id}`)).body;
    expect(projet).toMatchObject({
      id: res.body.id,
      statut: 'NOUVEAU',
      etat: null,
      date_effet: premierDuMoisProchain,
      produit: { id: 460, code: 'SSC' },
      raison_sociale: client.raisonSociale,
      type_college: { value: 'CADRE', label: 'Cadres' },
      effectif_college: 12,
      age_moyen: 42,
      code_postal: '35000',
      departement: '35',
      regime_social: 'SECURITE_SOCIALE',
      sur_complementaire: true,
      commissionnement: { type: 'CLIN', taux: 5 },
    });
    expect(projet.niveaux_postes).toHaveLength(11);
    // The stored price is the engine's whole answer, with its barème version and breakdown.
    expect(projet.bareme_version).toMatch(/^SSC-\d{4}\.\d+$/);
    expect(projet.tarifs.bareme_version).toBe(projet.bareme_version);
    expect(projet.tarifs.tarifs).toHaveLength(11);
    expect(projet.tarifs.detail.postes).toHaveLength(11);
  });

  it('saves a provident projet with its guarantees and summary', async () => {
    const a = await api('alice');
    const res = await a.post('/api/projets', prevoyancePayload(client.id));
    expect(res.status).toBe(201);
    const projet = (await a.get(`/api/projets/${res.body.id}`)).body;
    expect(projet).toMatchObject({ produit: { id: 470, code: 'SPC' }, type_masse_salariale: 'T1', masse_salariale_t1: 480000, naf: { code: '62.01Z' } });
    expect(projet.bareme_version).toMatch(/^SPC-/);
    expect(projet.tarifs.tarifs[0]).toMatchObject({ type_masse_salariale: 'T1', tarif: { taux: expect.any(Number) } });
    expect(projet.garanties.map((g: { code: string }) => g.code)).toEqual(['deces_ptia', 'incapacite_invalidite', 'rente_education']);
    const row = (await liste(`code_produit=SPC&raison_sociale=${encodeURIComponent(client.raisonSociale)}`)).find((r) => r.id === res.body.id);
    expect(row?.garanties).toEqual({
      deces_celibataire: 100,
      deces_maries: 150,
      deces_majoration: 0,
      allocation_obseques: false,
      rente_education: true,
      rente_conjoint: false,
      rente_personne_a_charge: false,
      incapacite_ij: 70,
      incapacite_franchise: '60 j',
      invalidite_pro: 50,
      invalidite_non_pro: 40,
    });
  });

  it('never takes a price from the page: a tarifs field is refused', async () => {
    const res = await (await api('alice')).post('/api/projets', { ...santePayload(client.id), tarifs: [{ structure: 'UNIQUE', tarif: { taux: 0.01 } }] });
    expect(res.status).toBe(400);
    expect(res.body.erreurs).toEqual([expect.objectContaining({ champ: 'tarifs' })]);
  });

  it.each([
    ['an effective date before J+1 (college of 1)', { date_effet: aujourdhui, college: { type: 'CADRE', effectif: 1, age_moyen: 42 } }, 'date_effet', "Vous ne pouvez pas sélectionner une date d'effet < J+1 vu l'effectif de votre collège"],
    ['a date before the month start (college of 2+)', { date_effet: plusJours(-40) }, 'date_effet', "Vous ne pouvez pas sélectionner une date d'effet < J+1 vu l'effectif de votre collège"],
    ['a spread of 7 levels', { niveaux_garanties: [{ poste: 'OPTIQUE', niveau: 0 }, { poste: 'MATERNITE', niveau: 7 }] }, 'niveaux_garanties', expect.stringContaining('nombre maximal')],
    ['an unknown commission type', { commissionnement: { type: 'NCLIN', taux: 5 } }, 'commissionnement', 'Type de commissionnement NCLIN non géré.'],
    ['a provident offer for a health projet', { produit: { id: 470, code: 'SSC' } }, 'produit.id', "L'offre 470 n'est pas une offre santé (SSC)."],
    ['a college of more than 100', { college: { type: 'CADRE', effectif: 101, age_moyen: 40 } }, 'college.effectif', expect.stringContaining('plus de 100 salariés')],
  ])('refuses %s (400, French message)', async (_cas, override, champ, message) => {
    const res = await (await api('alice')).post('/api/projets', santePayload(client.id, override));
    expect(res.status).toBe(400);
    expect(res.body.erreurs).toEqual(expect.arrayContaining([{ champ, message }]));
  });

  it('refuses levels below the agreement minimum (IDCC 1486)', async () => {
    const syntec = await nouveauClient('alice', 1486);
    const res = await (await api('alice')).post('/api/projets', santePayload(syntec.id, { niveaux_garanties: [{ poste: 'HOSPITALISATION_SEJOUR', niveau: 0 }] }));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/inférieur au minimum exigé par la convention collective/);
  });

  it('refuses a provident projet whose guarantees break a relation', async () => {
    const garanties = [{ code: 'deces_ptia', caracteristiques: [{ nom: 'celibataire_veuf_divorce', valeur: 100 }, { nom: 'marie_pacse_concubin', valeur: 150 }, { nom: 'majoration', valeur: 50 }] }];
    const res = await (await api('alice')).post('/api/projets', prevoyancePayload(client.id, { garanties }));
    expect(res.status).toBe(400);
    expect(res.body.erreurs[0].champ).toBe('garanties.deces_ptia.majoration');
  });

  it('refuses an unknown product code and a client of another distributor', async () => {
    const a = await api('alice');
    const sansProduit = await a.post('/api/projets', { ...santePayload(client.id), produit: { id: 460, code: 'XXX' } });
    expect(sansProduit.status).toBe(400);
    const autre = await nouveauClient('carole');
    const etranger = await a.post('/api/projets', santePayload(autre.id));
    expect(etranger.status).toBe(400);
    expect(etranger.body.erreurs).toEqual([{ champ: 'client.id', message: `Le client n°${autre.id} est introuvable.` }]);
  });

  it('updates and re-prices on PUT; a refused PUT changes nothing', async () => {
    const a = await api('alice');
    const id = await creerProjet('alice', santePayload(client.id));
    const avant = (await a.get(`/api/projets/${id}`)).body;
    const ok = await a.put(`/api/projets/${id}`, santePayload(client.id, { id, commissionnement: { type: 'CLIN', taux: 10 } }));
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ id, client: { id: client.id }, etat: null, statut: 'NOUVEAU' });
    const apres = (await a.get(`/api/projets/${id}`)).body;
    expect(apres.commissionnement.taux).toBe(10);
    expect(apres.tarifs.tarifs[0].tarif.taux).toBeGreaterThan(avant.tarifs.tarifs[0].tarif.taux);

    const refus = await a.put(`/api/projets/${id}`, santePayload(client.id, { id, date_effet: '2000-01-01' }));
    expect(refus.status).toBe(400);
    expect((await a.get(`/api/projets/${id}`)).body).toEqual(apres);

    const mauvaisId = await a.put(`/api/projets/${id}`, santePayload(client.id, { id: id + 1000 }));
    expect(mauvaisId.status).toBe(400);
    const autreProduit = await a.put(`/api/projets/${id}`, prevoyancePayload(client.id));
    expect(autreProduit.status).toBe(400);
  });
});

describe('lists', () => {
  let c: { id: number; raisonSociale: string };
  let ids: number[];
  beforeAll(async () => {
    c = await nouveauClient('alice');
    ids = [
      await creerProjet('alice', santePayload(c.id)),
      await creerProjet('alice', santePayload(c.id, { college: { type: 'NON_CADRE', effectif: 20, age_moyen: 35 }, commissionnement: { type: 'NCLIN', taux: 5 } })),
      await creerProjet('alice', prevoyancePayload(c.id)),
    ];
  });

  it('GET /api/projets: the company’s projets of a product, newest first, one row each', async () => {
    const rows = await liste(`code_produit=SSC&raison_sociale=${encodeURIComponent(c.raisonSociale)}`);
    expect(rows.map((r) => r.id)).toEqual([ids[1], ids[0]]);
    expect(rows[0]).toEqual({
      id: ids[1],
      date_creation: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      date_effet: premierDuMoisProchain,
      statut: 'NOUVEAU',
      etat: null,
      client: { id: c.id, siret: null, raison_sociale: c.raisonSociale },
      produit: { id: 460, code: 'SSC' },
      college: { type: 'NON_CADRE', libelle: 'Non Cadres', effectif: 20 },
      niveaux: expect.arrayContaining([{ code_poste: 'OPTIQUE', niveau: 5 }]),
      // The saved price, read as the workspace reads it: the 'Unique' structure, per month.
      prix: { taux: [{ assiette: 'PMSS', taux: expect.any(Number) }], budget: expect.any(Number), periode: 'mois' },
    });
    expect(rows[0].prix!.budget).toBeGreaterThan(0);
    // Provident: the priced tranches, per year.
    const [prevoyance] = await liste(`code_produit=SPC&raison_sociale=${encodeURIComponent(c.raisonSociale)}`);
    expect(prevoyance.prix).toEqual({ taux: [{ assiette: 'T1', taux: expect.any(Number) }], budget: expect.any(Number), periode: 'an' });
    // The name search ignores case and accents, as the client search does.
    expect((await liste(`code_produit=SSC&raison_sociale=${encodeURIComponent(c.raisonSociale.toUpperCase())}`)).length).toBe(2);
  });

  it('answers 304 to a matching If-None-Match until something changes', async () => {
    const a = await api('alice');
    const url = `/api/projets?code_produit=SPC&raison_sociale=${encodeURIComponent(c.raisonSociale)}`;
    const premiere = await a.get(url);
    expect(premiere.headers.etag).toMatch(/^"/);
    expect((await a.get(url).set('If-None-Match', premiere.headers.etag)).status).toBe(304);
    const nouveau = await creerProjet('alice', prevoyancePayload(c.id));
    const apres = await a.get(url).set('If-None-Match', premiere.headers.etag);
    expect(apres.status).toBe(200);
    expect(apres.body.map((r: { id: number }) => r.id)).toEqual([nouveau, ids[2]]);
    // A saved projet (one UPDATE) changes the list too.
    expect((await a.get(url).set('If-None-Match', apres.headers.etag)).status).toBe(304);
    expect((await a.put(`/api/projets/${nouveau}`, prevoyancePayload(c.id, { id: nouveau, commissionnement: { type: 'CLIN', taux: 9 } }))).status).toBe(200);
    expect((await a.get(url).set('If-None-Match', apres.headers.etag)).status).toBe(200);
  });

  it('follows the client as it is now: renamed, its projets list under the new name', async () => {
    const a = await api('alice');
    const autre = await nouveauClient('alice');
    const id = await creerProjet('alice', santePayload(autre.id));
    const avant = await liste(`raison_sociale=${encodeURIComponent(autre.raisonSociale)}`);
    expect(avant.map((r) => r.id)).toEqual([id]);
    const nom = `${autre.raisonSociale} renommée`;
    const maj = await a.put(`/api/client/${autre.id}`, {
      id: autre.id,
      raison_sociale: nom,
      ccn: { id: 9999 },
      naf: '62.01Z',
      demographie: { effectif_global: 40, effectif_cadre: 12, effectif_non_cadre: 28 },
    });
    expect(maj.status).toBe(200);
    expect(await liste(`raison_sociale=${encodeURIComponent(autre.raisonSociale)}`)).toEqual([]);
    const apres = await liste(`raison_sociale=${encodeURIComponent(nom)}`);
    expect(apres.map((r) => [r.id, r.client.raison_sociale])).toEqual([[id, nom]]);
  });

  it('a code_distributeur other than the user’s is refused (403); the own one is accepted', async () => {
    const a = await api('alice');
    expect((await a.get('/api/projets?code_distributeur=DIST-B')).status).toBe(403);
    expect((await a.get(`/api/projets?code_distributeur=DIST-A&raison_sociale=${encodeURIComponent(c.raisonSociale)}`)).status).toBe(200);
  });

  it('GET /api/projets/dernier: the last projet of the college, else JSON null', async () => {
    const a = await api('alice');
    const nom = encodeURIComponent(c.raisonSociale);
    const dernier = await a.get(`/api/projets/dernier?code_produit=SSC&raison_sociale=${nom}&college=CADRE`);
    expect(dernier.status).toBe(200);
    expect(dernier.body.id).toBe(ids[0]);
    const aucun = await a.get(`/api/projets/dernier?code_produit=SSC&raison_sociale=${nom}&college=TOUS`);
    expect(aucun.status).toBe(200);
    expect(aucun.headers['content-type']).toMatch(/json/);
    expect(aucun.text).toBe('null');
  });

  it('POST /api/projets/:id/dupliquer: a copy to edit, id/etat/statut cleared, future date kept', async () => {
    const res = await (await api('alice')).post(`/api/projets/${ids[0]}/dupliquer`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: null, etat: null, statut: null, date_effet: premierDuMoisProchain, raison_sociale: c.raisonSociale });
  });

  it('POST /api/archiver-projets: archived projets leave the list but stay readable', async () => {
    const a = await api('alice');
    const res = await a.post('/api/archiver-projets', { projets_ids: [ids[1]] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ projets_ids: [ids[1]] });
    expect((await liste(`code_produit=SSC&raison_sociale=${encodeURIComponent(c.raisonSociale)}`)).map((r) => r.id)).toEqual([ids[0]]);
    const lu = await a.get(`/api/projets/${ids[1]}`);
    expect(lu.status).toBe(200);
    expect(lu.body.archive).toBe(true);
  });

  it('DELETE: one, or several all or nothing', async () => {
    const a = await api('alice');
    const x = await creerProjet('alice', santePayload(c.id));
    const y = await creerProjet('alice', santePayload(c.id));
    const z = await creerProjet('alice', santePayload(c.id));
    expect((await a.delete(`/api/projets/${x}`)).status).toBe(204);
    expect((await a.get(`/api/projets/${x}`)).status).toBe(404);
    // An unknown id among them: 404 and nothing deleted.
    expect((await a.delete(`/api/projets?projets_ids=${y},${x}`)).status).toBe(404);
    expect((await a.get(`/api/projets/${y}`)).status).toBe(200);
    expect((await a.delete(`/api/projets?projets_ids=${y},${z}`)).status).toBe(204);
    expect((await a.get(`/api/projets/${z}`)).status).toBe(404);
  });
});

describe('hand-over to the subscription', () => {
  it('a new, editable projet needs the study first (422)', async () => {
    const id = await creerProjet('alice', santePayload(client.id));
    const res = await (await api('alice')).post(`/api/projets/${id}/souscription`);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe("Il est nécessaire d'avoir remis à votre client l'étude personnalisée pour accéder à l'étape souscription.");
  });

  it('after the study: creates the souscription once, locks the price, EN_SOUSCRIPTION', async () => {
    const a = await api('alice');
    const id = await creerProjet('alice', prevoyancePayload(client.id));
    expect((await a.get(`/api/documents/etudes-personnalisees?projets_ids=${id}`)).status).toBe(200);
    expect((await a.get(`/api/projets/${id}/donnees-figees`)).status).toBe(409);

    const premiere = await a.post(`/api/projets/${id}/souscription`);
    expect(premiere.status).toBe(201);
    expect(premiere.body).toEqual({ id_souscription: expect.any(Number), url: `/souscription/spc/${id}` });
    const seconde = await a.post(`/api/projets/${id}/souscription`);
    expect(seconde.status).toBe(200);
    expect(seconde.body).toEqual(premiere.body);

    const projet = (await a.get(`/api/projets/${id}`)).body;
    expect(projet).toMatchObject({ statut: 'EN_SOUSCRIPTION', etat: 'TARIFS_FIGES' });
    const figees = await a.get(`/api/projets/${id}/donnees-figees`);
    expect(figees.status).toBe(200);
    expect(figees.body).toMatchObject({ bareme_version: projet.bareme_version, tarifs: projet.tarifs, projet: { id, etat: 'TARIFS_FIGES' } });

    // Read-only now: PUT is refused with the spec's words and nothing changes; delete is refused.
    const put = await a.put(`/api/projets/${id}`, prevoyancePayload(client.id, { id, commissionnement: { type: 'CLIN', taux: 12 } }));
    expect(put.status).toBe(409);
    expect(put.body.message).toBe(VERROUILLE);
    expect((await a.get(`/api/projets/${id}`)).body).toEqual(projet);
    expect((await a.delete(`/api/projets/${id}`)).status).toBe(409);
  });
});

describe('malformed projet ids', () => {
  it.each(['abc', '0', '-3', '1.5', '12abc', '2147483648', '99999999999', '1e308'])('refuses /api/projets/%s with a 400 that names the value', async (valeur) => {
    const a = await api('alice');
    for (const res of [await a.get(`/api/projets/${valeur}`), await a.post(`/api/projets/${valeur}/dupliquer`), await a.delete(`/api/projets/${valeur}`)]) {
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(COMMON.identifiantInvalide('id', valeur));
    }
  });
});

describe('distributor scope: carole (DIST-B) on alice’s (DIST-A) projets', () => {
  let id: number;
  let idSpc: number;
  beforeAll(async () => {
    id = await creerProjet('alice', santePayload(client.id));
    idSpc = await creerProjet('alice', prevoyancePayload(client.id));
  });

  it('gets 404 for every verb', async () => {
    const c = await api('carole');
    const autre = await nouveauClient('carole');
    const appels: Array<[string, PromiseLike<{ status: number }>]> = [
      ['GET projet', c.get(`/api/projets/${id}`)],
      ['PUT projet', c.put(`/api/projets/${id}`, santePayload(autre.id, { id }))],
      ['DELETE projet', c.delete(`/api/projets/${id}`)],
      ['DELETE projets', c.delete(`/api/projets?projets_ids=${id}`)],
      ['POST dupliquer', c.post(`/api/projets/${id}/dupliquer`)],
      ['GET donnees-figees', c.get(`/api/projets/${id}/donnees-figees`)],
      ['POST souscription', c.post(`/api/projets/${id}/souscription`)],
      ['POST archiver-projets', c.post('/api/archiver-projets', { projets_ids: [id] })],
      ['GET etude', c.get(`/api/documents/etudes-personnalisees?projets_ids=${id}`)],
      ['POST etude email', c.post('/api/documents/etudes-personnalisees/email', { email: 'intrus@exemple.fr', projets_ids: [idSpc] })],
    ];
    for (const [verbe, appel] of appels) expect([verbe, (await appel).status]).toEqual([verbe, 404]);
  });

  it('does not see them in lists, nor as last projet', async () => {
    const c = await api('carole');
    const rows = (await c.get(`/api/projets?raison_sociale=${encodeURIComponent(client.raisonSociale)}`)).body as Array<{ id: number }>;
    expect(rows).toEqual([]);
    expect((await c.get('/api/projets')).body.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await c.get(`/api/projets/dernier?raison_sociale=${encodeURIComponent(client.raisonSociale)}`)).text).toBe('null');
  });

  it('and alice’s projets are untouched', async () => {
    const res = await (await api('alice')).get(`/api/projets/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ statut: 'NOUVEAU', etat: null, archive: false });
  });
});
