/**
 * What is known is not asked twice (issue 27 item 3), through HTTP: a second file of the same client
 * (health then provident), and the DUE, start from the client's latest file of the same distributor
 * (company, address, contact, contribution mode / tariff structure); every value stays editable;
 * another distributor's files are never read.
 */
import { api, creerProjet, nouveauClient, prevoyancePayload, santePayload, type Compte } from '../support/projets';
import { ETAPE1_SANTE } from '../support/dossier-souscription';

async function enSouscription(compte: Compte, body: unknown): Promise<number> {
  const id = await creerProjet(compte, body);
  const a = await api(compte);
  expect((await a.get(`/api/documents/etudes-personnalisees?projets_ids=${id}`)).status).toBe(200);
  expect((await a.post(`/api/projets/${id}/souscription`)).status).toBe(201);
  return id;
}

// The shared step 1, with a landline contact who does not want the documentation by e-mail: values the prefill must carry as they are.
const etape1 = {
  ...ETAPE1_SANTE,
  interlocuteur: { ...ETAPE1_SANTE.interlocuteur, fonction: 'Gérant', telephone: '02 99 00 11 22', documentation_contractuelle_email: false },
};

let client: { id: number; raisonSociale: string };
let premier: number;

beforeAll(async () => {
  client = await nouveauClient('alice');
  premier = await enSouscription('alice', santePayload(client.id));
  const res = await (await api('alice')).post(`/api/projets/${premier}/souscription/informations-complementaires`, etape1);
  expect(res.status).toBe(200);
});

describe('a second file of the same client', () => {
  it('provident: the company, the address and the contact of the first file; this file’s own nature and medical study', async () => {
    const id = await enSouscription('alice', prevoyancePayload(client.id));
    const res = await (await api('alice')).get(`/api/projets/${id}/souscription`);
    expect(res.status).toBe(200);
    expect(res.body.informations_enregistrees).toBe(false);
    const info = res.body.informations_complementaires;
    expect(info.entreprise_adherente).toMatchObject({ nature_contrat: 'NOUVEAU', raison_sociale: client.raisonSociale, forme_juridique: 'sarl', activite: 'commerciale', date_creation_administrative: '2012-03-01' });
    expect(info.adresse_siege_social).toEqual(etape1.adresse_siege_social);
    expect(info.interlocuteur).toEqual(etape1.interlocuteur);
    expect(info.cotisation).toBeNull();
    expect(info.etude_medicale).not.toBeNull();
  });

  it('health: the contribution mode too; a prefilled value is saved changed like any other', async () => {
    const id = await enSouscription('alice', santePayload(client.id));
    const a = await api('alice');
    const lu = (await a.get(`/api/projets/${id}/souscription`)).body;
    const info = lu.informations_complementaires;
    expect(info.cotisation).toEqual({ mode_cotisation: 'UNIQUE', payeur: null });
    // Full, but never saved: one short of complete until the broker saves it.
    const c = lu.progression.informationsComplementaires;
    expect(c.nbCompleted).toBe(c.nbTotal - 1);
    expect(info.interlocuteur.nom).toBe('Martin');
    const change = await a.post(`/api/projets/${id}/souscription/informations-complementaires`, { ...info, interlocuteur: { ...info.interlocuteur, nom: 'Durand', email: 'p.durand@example.fr' } });
    expect(change.status).toBe(200);
    expect(change.body.informations_complementaires.interlocuteur).toMatchObject({ nom: 'Durand', prenom: 'Claire', email: 'p.durand@example.fr' });
    expect(change.body.progression.informationsComplementaires.nbCompleted).toBe(change.body.progression.informationsComplementaires.nbTotal);
    // The next file starts from the latest one.
    const suivant = await enSouscription('alice', santePayload(client.id));
    expect((await a.get(`/api/projets/${suivant}/souscription`)).body.informations_complementaires.interlocuteur.nom).toBe('Durand');
  });

  it('another client of the distributor starts empty', async () => {
    const autre = await nouveauClient('alice');
    const id = await enSouscription('alice', santePayload(autre.id));
    const info = (await (await api('alice')).get(`/api/projets/${id}/souscription`)).body.informations_complementaires;
    expect(info.interlocuteur).toMatchObject({ nom: '', email: '' });
    expect(info.adresse_siege_social.voie).toBe('');
  });

  it('another distributor’s file of a company of the same name is never read', async () => {
    const chezCarole = await nouveauClient('carole', 9999, client.raisonSociale);
    const id = await enSouscription('carole', santePayload(chezCarole.id));
    const info = (await (await api('carole')).get(`/api/projets/${id}/souscription`)).body.informations_complementaires;
    expect(info.interlocuteur).toMatchObject({ nom: '', email: '' });
    expect(info.adresse_siege_social.voie).toBe('');
  });
});

describe('the DUE starts from what the files hold', () => {
  const due = (id: number) => `/api/projets/${id}/due/ssc`;

  it('its own subscription: the address on one line and the contribution mode as tariff structure', async () => {
    const res = await (await api('alice')).post(`${due(premier)}/demarrer`);
    expect(res.status).toBe(200);
    expect(res.body.etat.etape1).toEqual({ structureTarifaire: 'UNIQUE', appelDeCotisation: null, adresse: { voie: '12 B rue de la Paix', codePostal: '35000', ville: 'Rennes' } });
  });

  it('a new quote of the client: the latest file’s address; the answers stay editable', async () => {
    const id = await creerProjet('alice', santePayload(client.id));
    const a = await api('alice');
    const depart = (await a.post(`${due(id)}/demarrer`)).body.etat;
    expect(depart.etape1.adresse).toEqual({ voie: '12 B rue de la Paix', codePostal: '35000', ville: 'Rennes' });
    const change = await a.put(due(id), { etat: { ...depart, etape1: { ...depart.etape1, adresse: { voie: '1 quai Duguay-Trouin', codePostal: '35000', ville: 'Rennes' } } } });
    expect(change.status).toBe(200);
    expect((await a.get(due(id))).body.etat.etape1.adresse.voie).toBe('1 quai Duguay-Trouin');
  });
});
