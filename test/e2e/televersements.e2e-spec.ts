/**
 * Uploads read as a stream with their limits enforced while reading (issue 25 items 1 and 4): each
 * limit refused with its French message, the connection closed and nothing stored; the temporary
 * files gone whatever the end (success, refusal, client gone); the page's order (code, then files)
 * and valid uploads still work; file names stored clean (bidirectional characters, 300 characters).
 * An application started by this suite, with a temporary folder of its own to watch.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request as requeteHttp } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { demarrerApp, type AppDeTest } from '../support/app';
import { corpsMultipart, PNG_1PX, posterMultipart, TAILLE_MAX, XLSX, type PartieMultipart } from '../support/fichiers';
import { santePayload, type Compte } from '../support/projets';

jest.setTimeout(180_000);

const FICHIER_REFUSE = 'Ce fichier ne peut pas être chargé. Veuillez vérifier sa taille et son format.';
const FIC_FORMAT = 'Le fichier doit être au format pdf et ne doit pas dépasser 10Mo';
const FORMAT_IMPORT = 'Le fichier doit être un classeur Excel (.xlsx) et ne doit pas dépasser 10 Mo.';
const MO = 1024 * 1024;

let app: AppDeTest;
let projet: number;
let temporaires: string;
const tmpdirAvant = process.env.TMPDIR;

const pieces = () => `/api/projets/${projet}/souscription/pieces-justificatives`;
const fic = () => `/api/projets/${projet}/souscription/fiche-informations-conseils`;
const importParticipants = () => `/api/projets/${projet}/souscription/import-participants`;
const pdf = (nom: string, taille = 2000): PartieMultipart => ({ champ: 'file', nom, type: 'application/pdf', taille });
const auth = async (compte: Compte = 'alice') => `Bearer ${await app.jeton(compte)}`;
const poster = async (chemin: string, parties: PartieMultipart[], compte: Compte = 'alice') => posterMultipart(app.url, chemin, await auth(compte), corpsMultipart(parties));
const listePieces = async () => (await (await app.api('alice')).get(pieces())).body.pieces as { id: number; code: string; nom_fichier: string; url: string }[];
/** The upload folders left in the application's temporary folder. */
const restes = () => readdirSync(temporaires).filter((n) => n.startsWith('televersement-'));

beforeAll(async () => {
  // The application runs in this process: its os.tmpdir() is this folder, watched below.
  temporaires = mkdtempSync(join(tmpdir(), 'e2e-televersements-'));
  process.env.TMPDIR = temporaires;
  app = await demarrerApp();
  const client = await app.nouveauClient('alice');
  projet = await app.creerProjet('alice', santePayload(client.id));
  const a = await app.api('alice');
  expect((await a.get(`/api/documents/etudes-personnalisees?projets_ids=${projet}`)).status).toBe(200);
  expect([200, 201]).toContain((await a.post(`/api/projets/${projet}/souscription`)).status);
});

afterAll(async () => {
  await app?.arreter();
  process.env.TMPDIR = tmpdirAvant;
  if (tmpdirAvant === undefined) delete process.env.TMPDIR;
  rmSync(temporaires, { recursive: true, force: true });
});

describe('each limit refused while reading, with its French message, the connection closed, nothing stored', () => {
  it.each<[string, () => string, PartieMultipart[], string, string]>([
    ['a file of 10,485,761 bytes', pieces, [{ champ: 'code', valeur: 'kbis' }, pdf('kbis.pdf', TAILLE_MAX + 1)], FICHIER_REFUSE, 'FICHIER_REFUSE'],
    ['more files than the piece takes (kbis: 1), the code sent first', pieces, [{ champ: 'code', valeur: 'kbis' }, pdf('a.pdf'), pdf('b.pdf')], "Impossible d'enregistrer plus de 1 fichiers.", 'TROP_DE_FICHIERS'],
    // Files before their code: held to what the most generous expected piece still takes (kbis and the like: 1 here).
    ['more files than any expected piece takes, before the code', pieces, Array.from({ length: 101 }, (_, i) => pdf(`${i}.pdf`, 10)), "Impossible d'enregistrer plus de 1 fichiers.", 'TROP_DE_FICHIERS'],
    ['a code the subscription does not expect, before its file is read', pieces, [{ champ: 'code', valeur: 'sec' }, pdf('sec.pdf', TAILLE_MAX)], "La pièce « sec » n'est pas attendue pour ce dossier de souscription.", 'PIECE_NON_ATTENDUE'],
    ['too many fields', pieces, Array.from({ length: 6 }, () => ({ champ: 'code', valeur: 'kbis' })), FICHIER_REFUSE, 'FICHIER_REFUSE'],
    ['a field the route does not take', pieces, [{ champ: 'code', valeur: 'kbis' }, { champ: 'autre', valeur: 'x' }, pdf('kbis.pdf')], FICHIER_REFUSE, 'FICHIER_REFUSE'],
    ['a field of 2,000 characters', pieces, [{ champ: 'code', valeur: 'k'.repeat(2000) }, pdf('kbis.pdf')], FICHIER_REFUSE, 'FICHIER_REFUSE'],
    ['a file in another field', pieces, [{ champ: 'code', valeur: 'kbis' }, { champ: 'fichier', nom: 'kbis.pdf', type: 'application/pdf', taille: 100 }], FICHIER_REFUSE, 'FICHIER_REFUSE'],
    ['a part header of 20 Ko', pieces, [{ champ: 'code', valeur: 'kbis' }, pdf(`${'n'.repeat(20_000)}.pdf`)], FICHIER_REFUSE, 'FICHIER_REFUSE'],
    ['FIC: two files', fic, [pdf('a.pdf'), pdf('b.pdf')], FIC_FORMAT, 'FICHIER_REFUSE'],
    ['FIC: a file of 10,485,761 bytes', fic, [pdf('fic.pdf', TAILLE_MAX + 1)], FIC_FORMAT, 'FICHIER_REFUSE'],
    ['import: two files', importParticipants, [{ champ: 'file', nom: 'a.xlsx', type: XLSX, taille: 10 }, { champ: 'file', nom: 'b.xlsx', type: XLSX, taille: 10 }], FORMAT_IMPORT, 'FICHIER_REFUSE'],
    ['import: a file of 10,485,761 bytes', importParticipants, [{ champ: 'file', nom: 'p.xlsx', type: XLSX, taille: TAILLE_MAX + 1 }], FORMAT_IMPORT, 'FICHIER_REFUSE'],
  ])('%s', async (_, chemin, parties, message, code) => {
    const avant = await listePieces();
    const r = await poster(chemin(), parties);
    expect([r.status, r.body.message, r.body.code]).toEqual([400, message, code]);
    expect(r.headers.connection).toBe('close');
    expect(await listePieces()).toEqual(avant);
    expect((await (await app.api('alice')).get(fic())).status).toBe(204);
    expect(restes()).toEqual([]);
  });

  it('a body that is not well-formed multipart (no boundary): the route message', async () => {
    const res = await request(app.url).post(pieces()).set('Authorization', await auth()).set('Content-Type', 'multipart/form-data').send('--x\r\n');
    expect([res.status, res.body.message]).toEqual([400, FICHIER_REFUSE]);
  });

  it('supertest sees the 400 of a file over 10 Mo, not a reset', async () => {
    const res = await request(app.url)
      .post(pieces())
      .set('Authorization', await auth())
      .field('code', 'kbis')
      .attach('file', Buffer.alloc(12 * MO, 0x25), { filename: 'gros.pdf', contentType: 'application/pdf' });
    expect([res.status, res.body.message, res.headers.connection]).toEqual([400, FICHIER_REFUSE, 'close']);
  });
});

describe('refused before the body is read', () => {
  it.each<[string, Compte | null, number, unknown]>([
    // The guard's answer (not this route's code) keeps Node's own handling of the connection.
    ['without a sign-in', null, 401, expect.any(String)],
    // The service's refusal closes the connection rather than let Node read the body to its end.
    ["another distributor's projet", 'carole', 404, 'close'],
  ])('%s: refused, the 300 Mo body not read', async (_, compte, statut, connexion) => {
    const corps = corpsMultipart([{ champ: 'code', valeur: 'kbis' }, pdf('kbis.pdf', 300 * MO)]);
    const r = await posterMultipart(app.url, pieces(), compte ? await auth(compte) : '', corps);
    expect(r.status).toBe(statut);
    expect(r.envoyes).toBeLessThan(100 * MO);
    expect(r.headers.connection).toEqual(connexion);
  });
});

describe('temporary files', () => {
  it('are removed when the client goes away in the middle of a file', async () => {
    const corps = corpsMultipart([{ champ: 'code', valeur: 'kbis' }, pdf('kbis.pdf', TAILLE_MAX)]);
    const jeton = await auth();
    await new Promise<void>((resolve) => {
      const cible = new URL(pieces(), app.url);
      const req = requeteHttp(cible, { method: 'POST', headers: { Authorization: jeton, 'Content-Type': corps.contentType, 'Content-Length': String(corps.longueur) } });
      req.on('error', () => resolve());
      let envoyes = 0;
      const flux = corps.flux();
      const suite = async () => {
        for (let m = await flux.next(); !m.done; m = await flux.next()) {
          envoyes += m.value.length;
          if (!req.write(m.value)) await new Promise((ok) => req.once('drain', ok));
          // Half the file sent, and it is on the server's disk: the client goes.
          if (envoyes > 5 * MO && restes().length > 0) break;
        }
        req.destroy();
        resolve();
      };
      void suite();
    });
    // The server notices the closed connection on its own schedule: wait for the folder to go.
    for (let i = 0; i < 100 && restes().length > 0; i++) await new Promise((ok) => setTimeout(ok, 50));
    expect(restes()).toEqual([]);
    expect(await listePieces()).toEqual([]);
  });
});

describe('valid uploads and safe names', () => {
  it('the page’s order (code, then files) stores a PDF of exactly 10 Mo; the temporary file is gone', async () => {
    const r = await poster(pieces(), [{ champ: 'code', valeur: 'kbis' }, pdf('Kbis société.pdf', TAILLE_MAX)]);
    expect(r.status).toBe(200);
    expect(r.body.pieces).toEqual([expect.objectContaining({ code: 'kbis', nom_fichier: 'Kbis société.pdf', taille: TAILLE_MAX })]);
    expect(restes()).toEqual([]);
  });

  it('a file before the code is accepted when the step takes it', async () => {
    const r = await poster(pieces(), [{ champ: 'file', nom: 'kbis.png', type: 'image/png', octets: PNG_1PX }, { champ: 'code', valeur: 'kbis' }]);
    expect(r.status).toBe(200);
    expect(r.body.pieces).toEqual([expect.objectContaining({ code: 'kbis', nom_fichier: 'kbis.png' })]);
  });

  it.each([
    ['a right-to-left override (U+202E) and other bidirectional characters', 'facture\u202Efdp.pdf', 'facturefdp.pdf'],
    // A control character in a part header is a malformed header (refused); the unit table covers them in names.
    ['a path and a left-to-right mark', '..\\..\\dossier/kbis\u200e.pdf', 'kbis.pdf'],
    ['300 characters', `${'k'.repeat(296)}.pdf`, `${'k'.repeat(251)}.pdf`],
    ['256 accented characters (512 bytes)', `${'é'.repeat(252)}.pdf`, `${'é'.repeat(125)}.pdf`],
  ])('%s: stored clean, downloaded with its clean name', async (_, nom, propre) => {
    const res = await request(app.url)
      .post(pieces())
      .set('Authorization', await auth())
      .field('code', 'kbis')
      .attach('file', PNG_1PX, { filename: nom.replace('.pdf', '.png'), contentType: 'image/png' });
    expect(res.status).toBe(200);
    const attendu = propre.replace('.pdf', '.png');
    expect(res.body.pieces.find((p: { code: string }) => p.code === 'kbis').nom_fichier).toBe(attendu);
    const piece = (await listePieces()).find((p) => p.code === 'kbis')!;
    const telecharge = await request(app.url).get(piece.url).set('Authorization', await auth());
    expect(telecharge.status).toBe(200);
    expect(telecharge.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(attendu)}`);
  });

  it('the FIC is stored under a clean name', async () => {
    const r = await poster(fic(), [pdf(`\u202E${'f'.repeat(300)}.pdf`), { champ: 'modele_fournisseur', valeur: 'true' }]);
    expect([r.status, r.body.nomFichier, r.body.modeleFournisseur]).toEqual([200, `${'f'.repeat(251)}.pdf`, true]);
  });
});
