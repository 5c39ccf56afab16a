/**
 * A signal when a file moves (issue 28 item 3, ADR 0082), through HTTP: a broker's stream
 * (`GET /api/evenements`) hears the callbacks of their distributor's signatures once committed,
 * never another distributor's; a reconnect with `Last-Event-ID` replays the missed events, in order,
 * and only its own distributor's; a signature sends the broker one e-mail, whatever the redeliveries.
 */
import request from 'supertest';
import { apres, lireId } from '../../src/domain/evenements/evenement';
import { SIGNATURE_TRANSACTION as M } from '../../src/domain/messages';
import { requeteSql, type AppDeTest } from '../support/app';
import { boiteDe, demanderCodeSms } from '../support/boite-demonstration';
import { dossierCompletSante } from '../support/dossier-souscription';
import { ouvrirFlux, type FluxDeTest } from '../support/flux-evenements';
import { santePayload, type Compte } from '../support/projets';
import { rappelSigne } from '../support/rappels';
import { attendre, demarrerAppSignature } from '../support/signature-e2e';

jest.setTimeout(180_000);

let app: AppDeTest;
let pdf: Buffer;
const flux: FluxDeTest[] = [];
const sql = <T = Record<string, unknown>>(texte: string, params: unknown[] = []) => requeteSql(app)<T>(texte, params);
const jetonDe = (url: string) => /\/simulateur-signature\/([A-Za-z0-9_-]+)$/.exec(url)![1];
const ouvrir = async (compte: Compte, autres: Record<string, string> = {}) => {
  const f = await ouvrirFlux(app.url, { Authorization: `Bearer ${await app.jeton(compte)}`, ...autres });
  flux.push(f);
  return f;
};

beforeAll(async () => {
  ({ app, pdf } = await demarrerAppSignature());
});

afterAll(async () => {
  for (const f of flux) f.fermer();
  await app?.arreter();
});

describe('GET /api/evenements (issue 28 item 3)', () => {
  const n = 930_001;
  let id: number;
  let txId: string;
  let raisonSociale: string;
  const rappel = async (nom: string, eventId: string) => {
    const corps = JSON.stringify({ event_id: eventId, event_name: nom, event_time: Math.floor(Date.now() / 1000), data: { transaction_id: txId } });
    expect((await rappelSigne(app.url, corps, eventId)).status).toBe(200);
  };

  beforeAll(async () => {
    const client = await app.nouveauClient('alice');
    id = await app.creerProjet('alice', santePayload(client.id));
    await dossierCompletSante(app, 'alice', id, pdf, n);
    raisonSociale = (await sql<{ raison_sociale: string }>('SELECT raison_sociale FROM projet WHERE id = $1', [id]))[0].raison_sociale;
    expect([200, 202]).toContain((await (await app.api('alice')).post(`/api/projets/${id}/signature/a-distance`)).status);
    [{ fournisseur_tx_id: txId }] = await sql<{ fournisseur_tx_id: string }>('SELECT fournisseur_tx_id FROM signature_transaction WHERE projet_id = $1', [id]);
  });

  it('refuses a caller without a session or a token', async () => {
    const res = await request(app.url).get('/api/evenements');
    expect(res.status).toBe(401);
  });

  it('streams its own distributor’s events once committed, with an id; another distributor’s stream gets none', async () => {
    const alice = await ouvrir('alice');
    const bob = await ouvrir('bob'); // same distributor: he sees the file move too
    const carole = await ouvrir('carole');
    expect([alice.statut, carole.statut]).toEqual([200, 200]);
    await rappel('signer.link_opened', `evt_ouvert_${n}`);
    const [e] = await alice.attendre(1);
    expect(e).toMatchObject({ nature: 'signature', projetId: id, etat: 'EN_COURS' });
    expect(e.id).toMatch(/^\d+-\d+$/);
    expect((await bob.attendre(1))[0].id).toBe(e.id);
    // A redelivery changes nothing: no second event.
    await rappel('signer.link_opened', `evt_ouvert_${n}`);
    await rappel('signer.interrupted', `evt_interrompu_${n}`);
    await alice.attendre(2);
    expect(alice.evenements.map((x) => x.etat)).toEqual(['EN_COURS', 'INTERROMPUE']);
    // The bus hands an event to its distributor's listeners only, in the same turn: Carole's has had its chance.
    expect(carole.evenements).toEqual([]);
  });

  it('Last-Event-ID resumes with the missed events, in order; another distributor replays none of them', async () => {
    const premier = await ouvrir('alice');
    await rappel('signer.link_opened', `evt_rouvert_${n}`);
    const [vu] = await premier.attendre(1);
    premier.fermer();
    await premier.fin;
    // Missed while disconnected: an interruption and the link opened again.
    await rappel('signer.interrupted', `evt_interrompu2_${n}`);
    await rappel('signer.link_opened', `evt_rouvert2_${n}`);
    const reprise = await ouvrir('alice', { 'Last-Event-ID': vu.id });
    const manques = await reprise.attendre(2);
    expect(manques.map((x) => [x.projetId, x.etat])).toEqual([
      [id, 'INTERROMPUE'],
      [id, 'EN_COURS'],
    ]);
    expect(manques.every((x) => apres(lireId(x.id)!, lireId(vu.id)!))).toBe(true);
    // Carole sends DIST-A's id: her replay reads DIST-B's events only.
    const carole = await ouvrir('carole', { 'Last-Event-ID': '0-0' });
    const autre = await ouvrir('alice', { 'Last-Event-ID': vu.id });
    await autre.attendre(2); // replayed to alice by then, in the same process
    expect(carole.evenements.filter((x) => x.projetId === id)).toEqual([]);
  });

  it('a signature: the stream says SIGNEE, the broker receives one e-mail naming the signer and step 4', async () => {
    const alice = await ouvrir('alice');
    const jeton = jetonDe((await request(app.url).get(`/api/signature/transaction/${(await sql<{ id: string }>('SELECT id FROM signature_transaction WHERE projet_id = $1', [id]))[0].id}`)).body.url);
    const code = await demanderCodeSms(app, 'alice', jeton);
    expect((await request(app.url).post(`/api/simulateur-signature/${jeton}/signer`).send({ code })).status).toBe(200);
    const signe = await attendre(async () => alice.evenements.find((x) => x.etat === 'SIGNEE'), 'événement SIGNEE');
    expect(signe.projetId).toBe(id);
    const mails = async () => (await boiteDe(app, 'alice')).filter((m) => m.subject === M.mailSigneeObjet(raisonSociale));
    const [mail] = await attendre(async () => ((await mails()).length ? mails() : null), 'e-mail de signature');
    expect(mail.to).toBe('alice@courtier.demo');
    expect(mail.text).toContain(`a signé la demande d’adhésion de ${raisonSociale} le `);
    expect(mail.text).toContain(`${app.url}/souscription/ssc/${id}/signature-et-documents`);
    // Redelivered: no second event, no second e-mail.
    await rappel('signer.done', `evt_signe_bis_${n}`);
    expect(await mails()).toHaveLength(1);
    expect(alice.evenements.filter((x) => x.etat === 'SIGNEE')).toHaveLength(1);
    expect((await boiteDe(app, 'carole')).some((m) => m.subject === M.mailSigneeObjet(raisonSociale))).toBe(false);
  });
});
