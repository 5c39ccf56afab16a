/**
 * A projet's history (issue 28 item 1) through HTTP: each action writes its entry (who, when, what)
 * in the transaction of its change; a refused action writes nothing; a history that cannot be
 * written takes the change down with it (a forced failure: a trigger refusing the entry); another
 * distributor gets 404. Personal data stays minimal (no birth date, masked phone and e-mail). An
 * application of its own, on PGlite or on PostgreSQL with TEST_DATABASE_URL.
 */
import request from 'supertest';
import { requeteSql, type AppDeTest } from '../support/app';
import { demanderCodeSms } from '../support/boite-demonstration';
import { dossierCompletSante, ETAPE1_SANTE, signataire } from '../support/dossier-souscription';
import { etatDueComplet, santePayload } from '../support/projets';
import { attendre, demarrerAppSignature } from '../support/signature-e2e';

jest.setTimeout(180_000);

let app: AppDeTest;
let pdf: Buffer;
const sql = <T = Record<string, unknown>>(texte: string, params: unknown[] = []) => requeteSql(app)<T>(texte, params);

interface Entree {
  id: number;
  type: string;
  survenu_le: string;
  survenu_le_affiche: string;
  acteur: { type: string; libelle: string };
  libelle: string;
  details: Record<string, unknown>;
}

async function historique(id: number, compte: 'alice' | 'carole' = 'alice', query = ''): Promise<request.Response> {
  return (await app.api(compte)).get(`/api/projets/${id}/historique${query}`);
}
const types = async (id: number) => ((await historique(id, 'alice', '?taille=100')).body.evenements as Entree[]).map((e) => e.type);

beforeAll(async () => {
  ({ app, pdf } = await demarrerAppSignature());
});

afterAll(async () => {
  await app?.arreter();
});

describe('the quote and the subscription, entry by entry', () => {
  it('created and saved with the barème and the price; a refused save writes nothing', async () => {
    const client = await app.nouveauClient('alice');
    const id = await app.creerProjet('alice', santePayload(client.id));
    const a = await app.api('alice');
    expect((await a.put(`/api/projets/${id}`, santePayload(client.id, { commissionnement: { type: 'CLIN', taux: 7 } }))).status).toBe(200);
    // Refused by the rules (400): no entry.
    expect((await a.put(`/api/projets/${id}`, santePayload(client.id, { code_postal: '00000' }))).status).toBe(400);
    const res = await historique(id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, taille: 20, total: 2 });
    const [enregistre, cree] = res.body.evenements as Entree[];
    expect(cree).toMatchObject({ type: 'PROJET_CREE', acteur: { type: 'COURTIER', libelle: expect.any(String) } });
    expect(cree.details).toEqual({ bareme_version: expect.any(String), budget: expect.any(Number), periode: 'mois' });
    expect(cree.libelle).toMatch(/^Projet créé — barème .+, prix [\d\s\u00a0\u202f]+,\d\d[\s\u00a0\u202f]€ \/ mois$/);
    expect(enregistre.type).toBe('PROJET_ENREGISTRE');
    expect(enregistre.id).toBeGreaterThan(cree.id);
    // When, in Paris time.
    expect(cree.survenu_le_affiche).toMatch(/^\d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}$/);
  });

  it('study, hand-over, steps with their percent, pieces, signer: each action its entry, newest first, minimised', async () => {
    const client = await app.nouveauClient('alice');
    const id = await app.creerProjet('alice', santePayload(client.id));
    const a = await app.api('alice');
    await dossierCompletSante(app, 'alice', id, pdf, id * 1000 + 7);
    expect(await types(id)).toEqual([
      'SIGNATAIRE_DEFINI',
      'PIECE_AJOUTEE',
      'ETAPE_ENREGISTREE',
      'ETAPE_ENREGISTREE',
      'SOUSCRIPTION_DEMARREE',
      'ETUDE_GENEREE',
      'PROJET_CREE',
    ]);
    const entrees = (await historique(id)).body.evenements as Entree[];
    expect(entrees.find((e) => e.type === 'PIECE_AJOUTEE')?.details).toEqual({ piece: 'Extrait Kbis de moins de trois mois', progression: 100 });
    const [participants, etape1] = entrees.filter((e) => e.type === 'ETAPE_ENREGISTREE');
    expect(etape1.details).toEqual({ etape: 'Informations complémentaires', progression: 100 });
    expect(etape1.libelle).toBe('Étape de la souscription enregistrée — Informations complémentaires : 100 % complété');
    expect(participants.details).toEqual({ etape: 'Participants', progression: 100 });
    // The signer: neither birth date nor full phone or e-mail in the entry.
    const s = signataire(id * 1000 + 7);
    const signer = entrees.find((e) => e.type === 'SIGNATAIRE_DEFINI')!;
    expect(signer.details).toEqual({ telephone: `•• •• •• •• ${s.telephone_portable.slice(-2)}`, email: `c•••@example.fr` });
    const texte = JSON.stringify(entrees);
    expect(texte).not.toContain(s.date_naissance);
    expect(texte).not.toContain(s.telephone_portable);
    expect(texte).not.toContain(s.email);

    // A refused step 1 (a field in error) and a refused piece write nothing.
    const avant = (await historique(id)).body.total;
    const refus = await a.post(`/api/projets/${id}/souscription/informations-complementaires`, { ...ETAPE1_SANTE, adresse_siege_social: { ...ETAPE1_SANTE.adresse_siege_social, code_postal: 'abc' } });
    expect(refus.status).toBe(400);
    expect((await historique(id)).body.total).toBe(avant);

    // A piece removed, then the study e-mailed to the client (the address masked).
    const pieces = await a.get(`/api/projets/${id}/souscription/pieces-justificatives`);
    const kbis = (pieces.body.pieces as Array<{ id: number; code: string }>).find((p) => p.code === 'kbis')!;
    expect((await a.delete(`/api/pieces-justificatives/${kbis.id}`)).status).toBe(204);
    const retiree = ((await historique(id)).body.evenements as Entree[])[0];
    expect(retiree).toMatchObject({ type: 'PIECE_RETIREE', details: { piece: 'Extrait Kbis de moins de trois mois' }, libelle: 'Pièce justificative retirée — Extrait Kbis de moins de trois mois' });
  });

  it('the study e-mailed: its entry names the recipient masked', async () => {
    const client = await app.nouveauClient('alice');
    const id = await app.creerProjet('alice', santePayload(client.id));
    const a = await app.api('alice');
    expect([200, 202]).toContain((await a.post('/api/documents/etudes-personnalisees/email', { email: 'paul.durand@client.fr', projets_ids: [id] })).status);
    const [envoi] = (await historique(id)).body.evenements as Entree[];
    expect(envoi).toMatchObject({ type: 'ETUDE_ENVOYEE', details: { destinataire: 'p•••@client.fr' }, libelle: 'Étude personnalisée envoyée par e-mail — à p•••@client.fr' });
  });

  it('pages: newest first, `taille` per page, bad paging refused in French', async () => {
    const client = await app.nouveauClient('alice');
    const id = await app.creerProjet('alice', santePayload(client.id));
    const a = await app.api('alice');
    for (const taux of [1, 2, 3]) await a.put(`/api/projets/${id}`, santePayload(client.id, { commissionnement: { type: 'CLIN', taux } }));
    const p1 = await historique(id, 'alice', '?page=1&taille=3');
    const p2 = await historique(id, 'alice', '?page=2&taille=3');
    expect(p1.body.total).toBe(4);
    expect((p1.body.evenements as Entree[]).map((e) => e.type)).toEqual(['PROJET_ENREGISTRE', 'PROJET_ENREGISTRE', 'PROJET_ENREGISTRE']);
    expect((p2.body.evenements as Entree[]).map((e) => e.type)).toEqual(['PROJET_CREE']);
    const mauvais = await historique(id, 'alice', '?taille=1000');
    expect(mauvais.status).toBe(400);
    expect(mauvais.body.message).toContain('Le paramètre taille doit être un entier entre 1 et 100.');
  });
});

describe('never written for a change that rolled back, never lost', () => {
  it('an entry that cannot be written takes its change down with it (forced failure)', async () => {
    const client = await app.nouveauClient('alice');
    const id = await app.creerProjet('alice', santePayload(client.id, { commissionnement: { type: 'CLIN', taux: 4 } }));
    // The study first, so that the hand-over below is accepted by the rules and fails only on its entry.
    expect((await (await app.api('alice')).get(`/api/documents/etudes-personnalisees?projets_ids=${id}`)).status).toBe(200);
    await sql(`CREATE OR REPLACE FUNCTION historique_echec_force() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.projet_id = ${Number(id)} THEN RAISE EXCEPTION 'échec forcé'; END IF; RETURN NEW; END $$`);
    await sql('CREATE TRIGGER historique_echec_force BEFORE INSERT ON projet_evenement FOR EACH ROW EXECUTE FUNCTION historique_echec_force()');
    try {
      const a = await app.api('alice');
      const res = await a.put(`/api/projets/${id}`, santePayload(client.id, { commissionnement: { type: 'CLIN', taux: 9 } }));
      expect(res.status).toBe(500);
      // The projet is as it was: the save and its entry are one transaction.
      expect((await a.get(`/api/projets/${id}`)).body.commissionnement).toMatchObject({ taux: 4 });
      expect((await a.post(`/api/projets/${id}/souscription`)).status).toBe(500);
      expect((await sql('SELECT 1 FROM souscription WHERE projet_id = $1', [id])).length).toBe(0);
      expect((await a.get(`/api/projets/${id}`)).body).toMatchObject({ statut: 'ETUDE_PERSONNALISEE_EDITEE', etat: null });
    } finally {
      await sql('DROP TRIGGER historique_echec_force ON projet_evenement');
      await sql('DROP FUNCTION historique_echec_force()');
    }
    expect(await types(id)).toEqual(['ETUDE_GENEREE', 'PROJET_CREE']);
  });
});

describe('the signature: the broker opens it, the signer acts, the provider reports', () => {
  it('remote: opened, reminded, link opened and refused with the reason, by “le signataire”', async () => {
    const client = await app.nouveauClient('alice');
    const id = await app.creerProjet('alice', santePayload(client.id));
    await dossierCompletSante(app, 'alice', id, pdf, id * 1000 + 11);
    const a = await app.api('alice');
    expect([200, 202]).toContain((await a.post(`/api/projets/${id}/signature/a-distance`)).status);
    expect([200, 202]).toContain((await a.post(`/api/projets/${id}/signature/a-distance`).set('Idempotency-Key', `relance-${id}`)).status);
    const [t] = await sql<{ id: string }>("SELECT id FROM signature_transaction WHERE projet_id = $1 AND mode = 'A_DISTANCE'", [id]);
    const acces = await request(app.url).get(`/api/signature/transaction/${t.id}`);
    const jeton = /\/simulateur-signature\/([A-Za-z0-9_-]+)$/.exec(acces.body.url as string)![1];
    // The signer asks for the code: the provider tells the link was opened (before the refusal, whose callback would close it).
    await demanderCodeSms(app, 'alice', jeton);
    const lien = await attendre(async () => ((await historique(id)).body.evenements as Entree[]).find((e) => e.type === 'LIEN_OUVERT'), 'lien ouvert dans l’historique');
    expect(lien).toMatchObject({ acteur: { type: 'SIGNATAIRE', libelle: 'le signataire' }, libelle: 'Lien de signature ouvert' });
    await request(app.url).post(`/api/simulateur-signature/${jeton}/refuser`).send({ motif: 'Je dois en parler à mon associé.' });
    const refus = await attendre(async () => ((await historique(id)).body.evenements as Entree[]).find((e) => e.type === 'REFUSE'), 'refus dans l’historique');
    expect(refus).toMatchObject({ acteur: { type: 'SIGNATAIRE', libelle: 'le signataire' }, details: { motif: 'Je dois en parler à mon associé.' } });
    expect(refus.libelle).toBe('Signature refusée — motif : Je dois en parler à mon associé.');
    const tout = await types(id);
    expect(tout.slice(tout.indexOf('REFUSE'))).toEqual(expect.arrayContaining(['REFUSE', 'LIEN_OUVERT', 'RELANCE', 'SIGNATURE_OUVERTE']));
    const entrees = (await historique(id, 'alice', '?taille=100')).body.evenements as Entree[];
    expect(entrees.find((e) => e.type === 'SIGNATURE_OUVERTE')?.libelle).toBe('Signature électronique ouverte — à distance');
    expect(entrees.find((e) => e.type === 'RELANCE')?.details).toEqual({ destinataire: 'c•••@example.fr' });
    // The kit's documents e-mailed and downloaded: which, to whom (masked).
    expect([200, 202]).toContain((await a.post(`/api/projet/${id}/documents/souscription/email`, { documents_code: ['notice'], email: 'rh@client.fr' })).status);
    const envoi = ((await historique(id)).body.evenements as Entree[])[0];
    expect(envoi).toMatchObject({ type: 'DOCUMENTS_ENVOYES', details: { documents: expect.any(String), destinataire: 'r•••@client.fr' } });
    const archive = await request(app.url)
      .post(`/api/projet/${id}/documents/souscription/archive`)
      .set('Authorization', `Bearer ${await app.jeton('alice')}`)
      .send({ documents_code: ['notice'] });
    expect(archive.status).toBe(200);
    expect(((await historique(id)).body.evenements as Entree[])[0]).toMatchObject({ type: 'DOCUMENTS_TELECHARGES', acteur: { type: 'COURTIER' } });
  });
});

describe('the DUE', () => {
  it('saved (a refused save writes nothing) and its documents produced', async () => {
    const client = await app.nouveauClient('alice');
    const id = await app.creerProjet('alice', santePayload(client.id, { college: { type: 'NON_CADRE', effectif: 12, age_moyen: 40 }, commissionnement: { type: 'NCLIN', taux: 5 } }));
    const a = await app.api('alice');
    const depart = (await a.post(`/api/projets/${id}/due/ssc/demarrer`)).body.etat;
    const etat = etatDueComplet(depart);
    expect((await a.put(`/api/projets/${id}/due/ssc`, { etat: { ...etat, etape7: { partCotisation: 49 } } })).status).toBe(400);
    expect((await a.put(`/api/projets/${id}/due/ssc`, { etat })).status).toBe(200);
    expect((await a.post('/api/projets/due/ssc/documents/decision', { projet_ids: [id], confirmation_fige: true })).status).toBe(200);
    const [documents, enregistree] = (await historique(id)).body.evenements as Entree[];
    expect(enregistree).toMatchObject({ type: 'DUE_ENREGISTREE', libelle: 'DUE enregistrée' });
    expect(documents).toMatchObject({ type: 'DUE_DOCUMENTS_PRODUITS', details: { documents: expect.any(String) } });
    expect(await types(id)).toEqual(['DUE_DOCUMENTS_PRODUITS', 'DUE_ENREGISTREE', 'PROJET_CREE']);
  });
});

describe('scoped to the distributor', () => {
  it('another distributor’s projet, or an unknown one, is 404', async () => {
    const client = await app.nouveauClient('alice');
    const id = await app.creerProjet('alice', santePayload(client.id));
    const carole = await historique(id, 'carole');
    expect(carole.status).toBe(404);
    expect(JSON.stringify(carole.body)).not.toContain('PROJET_CREE');
    expect((await historique(999_999)).status).toBe(404);
  });
});
