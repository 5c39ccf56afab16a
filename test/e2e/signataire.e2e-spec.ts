/**
 * The subscription's signer and its mobile through HTTP (02 §5, §7; brief §4.3): the phone check
 * (204 / each 400 message), the signer's save and its defaults, one identity per mobile across
 * distributors without saying who holds it, another distributor's projet, a read-only file. An
 * application started by this suite (test/support/app.ts): its own database (the mobile registry
 * starts empty) and a way to lock a subscription (no route does it before the signature).
 */
import request from 'supertest';
import { chargerNatif, demarrerApp, type AppDeTest } from '../support/app';
import { santePayload, type Compte } from '../support/projets';

jest.setTimeout(180_000);

const NON_PORTABLE = "Le numéro de téléphone n'est pas un portable valide";
const DEJA_UTILISE = 'Le numéro de téléphone a déjà été utilisé par un(e) autre client(e) pour signer un contrat. Veuillez saisir un autre numéro de téléphone.';
const INVALIDABLE = 'Impossible de valider le numéro de téléphone';

let app: AppDeTest;
let projetAlice: number;
let projetCarole: number;

async function enSouscription(compte: Compte): Promise<number> {
  const client = await app.nouveauClient(compte);
  const id = await app.creerProjet(compte, santePayload(client.id));
  const a = await app.api(compte);
  expect((await a.get(`/api/documents/etudes-personnalisees?projets_ids=${id}`)).status).toBe(200);
  expect((await a.post(`/api/projets/${id}/souscription`)).status).toBe(201);
  return id;
}

const etape1 = (telephone: string) => ({
  entreprise_adherente: {
    nature_contrat: 'NOUVEAU',
    nature_regime: null,
    raison_sociale: 'ignorée : figée',
    siret: '73282932000074',
    forme_juridique: 'sarl',
    activite: 'commerciale',
    idcc: null,
    naf: '62.01Z',
    date_creation_administrative: '2012-03-01',
  },
  adresse_siege_social: { numero: '12', voie: 'rue de la Paix', indice_repetition: null, code_postal: '35000', ville: 'Rennes' },
  interlocuteur: { civilite: 'madame', nom: 'Martin', prenom: 'Claire', fonction: 'Gérant', telephone, email: 'claire.martin@example.fr', documentation_contractuelle_email: true },
  cotisation: { mode_cotisation: 'UNIQUE', payeur: null },
  etude_medicale: null,
});

/** Identity A (alice's client) and B (carole's). */
const A = { nom: 'Lefèvre', prenom: 'Élodie', date_naissance: '1980-02-29' };
const B = { nom: 'Durand', prenom: 'Paul', date_naissance: '1975-06-15' };
const signataire = (identite: typeof A, telephone_portable: string, autres: Record<string, unknown> = {}) => ({
  civilite: 'madame',
  ...identite,
  fonction: 'Gérante',
  telephone_portable,
  email: 'signataire@example.fr',
  ...autres,
});

const valider = async (compte: Compte, body: unknown) => (await app.api(compte)).post('/api/signature/telephone/valider', body);

beforeAll(async () => {
  app = await demarrerApp();
  projetAlice = await enSouscription('alice');
  projetCarole = await enSouscription('carole');
});

afterAll(async () => {
  await app?.arreter();
});

describe('POST /api/signature/telephone/valider', () => {
  it.each(['06 12 34 56 78', '07 51 23 45 67', '+33 6 12 34 56 78', '0033612345678', '0690 12 34 56', '0692 12 34 56'])('a free mobile (%s): 204', async (tel) => {
    const res = await valider('alice', { ...A, telephone_portable: tel });
    expect(res.status).toBe(204);
  });

  it.each([
    ['a landline', { ...A, telephone_portable: '01 40 20 30 40' }, NON_PORTABLE],
    ['a 071 number', { ...A, telephone_portable: '0712345678' }, NON_PORTABLE],
    ['garbage', { ...A, telephone_portable: 'abc' }, NON_PORTABLE],
    ['no phone', { ...A }, NON_PORTABLE],
    ['no nom', { ...A, nom: undefined, telephone_portable: '06 12 34 56 78' }, INVALIDABLE],
    ['an empty prenom', { ...A, prenom: ' ', telephone_portable: '06 12 34 56 78' }, INVALIDABLE],
    ['no date_naissance', { ...A, date_naissance: null, telephone_portable: '06 12 34 56 78' }, INVALIDABLE],
    ['a date that does not exist', { ...A, date_naissance: '1981-02-29', telephone_portable: '06 12 34 56 78' }, INVALIDABLE],
  ])('%s: 400 with the spec message', async (_l, body, message) => {
    const res = await valider('alice', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('signed-in only', async () => {
    const res = await request(app.url).post('/api/signature/telephone/valider').send({ ...A, telephone_portable: '06 12 34 56 78' });
    expect(res.status).toBe(401);
  });
});

describe('POST /api/projets/{id}/souscription/signataire', () => {
  it('before any save: the defaults from the interlocutor, its phone only when a mobile', async () => {
    const a = await app.api('alice');
    const vide = (await a.get(`/api/projets/${projetAlice}/souscription`)).body;
    expect(vide.signataire_enregistre).toBe(false);
    expect(vide.signataire).toEqual({ civilite: null, nom: '', prenom: '', dateNaissance: '', fonction: '', telephonePortable: '', email: '' });

    const fixe = await a.post(`/api/projets/${projetAlice}/souscription/informations-complementaires`, etape1('02 99 00 11 22'));
    expect(fixe.status).toBe(200);
    expect(fixe.body.signataire).toMatchObject({ civilite: 'madame', nom: 'Martin', prenom: 'Claire', fonction: 'Gérant', email: 'claire.martin@example.fr', telephonePortable: '' });

    const portable = await a.post(`/api/projets/${projetAlice}/souscription/informations-complementaires`, etape1('06 11 22 33 44'));
    expect(portable.body.signataire).toEqual({
      civilite: 'madame',
      nom: 'Martin',
      prenom: 'Claire',
      dateNaissance: '',
      fonction: 'Gérant',
      telephonePortable: '+33611223344',
      email: 'claire.martin@example.fr',
    });
  });

  it('every field is required, by its name; birth date not in the future; the mobile checked', async () => {
    const a = await app.api('alice');
    const s = `/api/projets/${projetAlice}/souscription/signataire`;
    const vide = await a.post(s, {});
    expect(vide.status).toBe(400);
    for (const champ of ['civilite', 'nom', 'prenom', 'date_naissance', 'fonction', 'telephone_portable', 'email']) {
      expect(vide.body.erreurs).toContainEqual({ champ, message: `Le champ ${champ} est obligatoire` });
    }
    const futur = await a.post(s, signataire(A, '06 20 30 40 50', { date_naissance: '2999-01-01' }));
    expect(futur.status).toBe(400);
    expect(futur.body.erreurs).toEqual([{ champ: 'date_naissance', message: "La date de naissance ne peut pas être postérieure à aujourd'hui." }]);
    const fixe = await a.post(s, signataire(A, '01 40 20 30 40'));
    expect([fixe.status, fixe.body.message, fixe.body.erreurs]).toEqual([400, NON_PORTABLE, [{ champ: 'telephone_portable', message: NON_PORTABLE }]]);
    const civilite = await a.post(s, signataire(A, '06 20 30 40 50', { civilite: 'docteur' }));
    expect(civilite.status).toBe(400);
    expect((await a.get(`/api/projets/${projetAlice}/souscription`)).body.signataire_enregistre).toBe(false);
  });

  it('saves the signer (phone in E.164) and answers the subscription with it', async () => {
    const a = await app.api('alice');
    const res = await a.post(`/api/projets/${projetAlice}/souscription/signataire`, signataire(A, '06 20 30 40 50'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id_projet: projetAlice, signataire_enregistre: true });
    expect(res.body.signataire).toEqual({
      civilite: 'madame',
      nom: 'Lefèvre',
      prenom: 'Élodie',
      dateNaissance: '1980-02-29',
      fonction: 'Gérante',
      telephonePortable: '+33620304050',
      email: 'signataire@example.fr',
    });
    expect((await a.get(`/api/projets/${projetAlice}/souscription`)).body.signataire).toEqual(res.body.signataire);
    // Saved again by the same person, written another way: still hers.
    const encore = await a.post(`/api/projets/${projetAlice}/souscription/signataire`, signataire({ nom: ' LEFEVRE', prenom: 'elodie', date_naissance: '1980-02-29' }, '+33620304050'));
    expect(encore.status).toBe(200);
  });

  it('one identity per mobile across distributors, and the refusal does not say whose', async () => {
    // Alice's client A holds 06 20 30 40 50 (previous test); carole's client B tries it.
    const c = await app.api('carole');
    const verif = await valider('carole', { ...B, telephone_portable: '06.20.30.40.50' });
    expect([verif.status, verif.body.message]).toEqual([400, DEJA_UTILISE]);
    const save = await c.post(`/api/projets/${projetCarole}/souscription/signataire`, signataire(B, '+33 6 20 30 40 50'));
    expect([save.status, save.body.message]).toEqual([400, DEJA_UTILISE]);
    expect(save.body.erreurs).toEqual([{ champ: 'telephone_portable', message: DEJA_UTILISE }]);
    const dit = JSON.stringify([verif.body, save.body]);
    for (const trace of ['Lef', 'lodie', '1980', 'DIST-A', 'alice', String(projetAlice)]) expect(dit).not.toContain(trace);
    const vue = (await c.get(`/api/projets/${projetCarole}/souscription`)).body;
    expect(vue.signataire_enregistre).toBe(false);

    // The same person may sign for another company; carole's B takes a free mobile.
    expect((await valider('carole', { nom: 'LEFEVRE', prenom: 'Elodie', date_naissance: '1980-02-29', telephone_portable: '0620304050' })).status).toBe(204);
    const autre = await c.post(`/api/projets/${projetCarole}/souscription/signataire`, signataire(B, '06 21 31 41 51'));
    expect(autre.status).toBe(200);
    expect(autre.body.signataire.telephonePortable).toBe('+33621314151');
    // Now alice's client A cannot take B's mobile.
    expect((await valider('alice', { ...A, telephone_portable: '06 21 31 41 51' })).body.message).toBe(DEJA_UTILISE);
  });

  it("another distributor's projet, or one never handed over: 404", async () => {
    const c = await app.api('carole');
    const res = await c.post(`/api/projets/${projetAlice}/souscription/signataire`, signataire(B, '06 22 32 42 52'));
    expect(res.status).toBe(404);
    const client = await app.nouveauClient('carole');
    const neuf = await app.creerProjet('carole', santePayload(client.id));
    expect((await c.post(`/api/projets/${neuf}/souscription/signataire`, signataire(B, '06 22 32 42 52'))).status).toBe(404);
    // Nothing claimed on the way.
    expect((await valider('alice', { ...A, telephone_portable: '06 22 32 42 52' })).status).toBe(204);
  });

  it('a read-only subscription refuses the signer (409) and claims no mobile', async () => {
    const id = await enSouscription('alice');
    const { DataSource } = chargerNatif('typeorm') as typeof import('typeorm');
    await app.nest.get(DataSource).query(`UPDATE projet SET statut = 'SIGNATURE_EN_ATTENTE' WHERE id = $1`, [id]);
    const res = await (await app.api('alice')).post(`/api/projets/${id}/souscription/signataire`, signataire(A, '06 23 33 43 53'));
    expect([res.status, res.body.code]).toEqual([409, 'SOUSCRIPTION_LECTURE_SEULE']);
    expect((await valider('carole', { ...B, telephone_portable: '06 23 33 43 53' })).status).toBe(204);
  });
});
