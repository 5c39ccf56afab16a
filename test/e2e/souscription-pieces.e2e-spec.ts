/**
 * Subscription steps 2–3 and the FIC through HTTP with real files (issue 12 items 3–5, 7, 8): the
 * participant template and import, the supporting documents checked by their bytes, the FIC and
 * the provider's model, another distributor refused for every verb, a read-only subscription
 * refusing every change. An application started by this suite (test/support/app.ts) so the suite
 * can lock a subscription in the database (no route does it before step 4).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import request from 'supertest';
import { chargerNatif, demarrerApp, type AppDeTest } from '../support/app';
import { classeur, classeurVide, PNG_1PX, pdfDeTaille, TAILLE_MAX, XLSX, zipSansClasseur } from '../support/fichiers';
import { prevoyancePayload, santePayload, type Compte } from '../support/projets';

jest.setTimeout(180_000);

let app: AppDeTest;
let sante: number;
let prevoyance: number;
let pdfReel: Buffer;

const FICHIER_REFUSE = 'Ce fichier ne peut pas être chargé. Veuillez vérifier sa taille et son format.';
const FORMAT_IMPORT = 'Le fichier doit être un classeur Excel (.xlsx) et ne doit pas dépasser 10 Mo.';
const FIC_FORMAT = 'Le fichier doit être au format pdf et ne doit pas dépasser 10Mo';

async function auth(compte: Compte = 'alice') {
  return `Bearer ${await app.jeton(compte)}`;
}
async function televerser(path: string, fichiers: { nom: string; octets: Buffer; type: string }[], champs: Record<string, string> = {}, compte: Compte = 'alice') {
  let r = request(app.url).post(path).set('Authorization', await auth(compte));
  for (const [k, v] of Object.entries(champs)) r = r.field(k, v);
  for (const f of fichiers) r = r.attach('file', f.octets, { filename: f.nom, contentType: f.type });
  return r;
}
const binaire = (res: request.Response, cb: (err: Error | null, body: Buffer) => void) => {
  const morceaux: Buffer[] = [];
  res.on('data', (m: Buffer) => morceaux.push(m));
  res.on('end', () => cb(null, Buffer.concat(morceaux)));
};
async function telecharger(path: string, compte: Compte = 'alice') {
  return request(app.url).get(path).set('Authorization', await auth(compte)).buffer(true).parse(binaire);
}
async function souscrire(id: number) {
  const a = await app.api('alice');
  expect((await a.get(`/api/documents/etudes-personnalisees?projets_ids=${id}`)).status).toBe(200);
  expect([200, 201]).toContain((await a.post(`/api/projets/${id}/souscription`)).status);
}

beforeAll(async () => {
  app = await demarrerApp();
  const client = await app.nouveauClient('alice');
  sante = await app.creerProjet('alice', santePayload(client.id));
  prevoyance = await app.creerProjet('alice', prevoyancePayload(client.id));
  await souscrire(sante);
  await souscrire(prevoyance);
  const modele = await telecharger(`/api/projets/${sante}/souscription/fiche-informations-conseils/modele`);
  expect(modele.status).toBe(200);
  pdfReel = modele.body as Buffer;
});

afterAll(async () => {
  await app?.arreter();
});

describe('the participant template', () => {
  it.each([
    ['SSC', '', ['Nom*', 'Prénom*', 'Date de naissance* (JJ/MM/AAAA)']],
    ['SPC', '&type_masse_salariale=T12', ['Nom*', 'Prénom*', 'Date de naissance* (JJ/MM/AAAA)', 'Salaire de référence > 4 PASS (Oui/Non)', "En arrêt de travail à la date de la demande d'adhésion (Oui/Non)"]],
  ])('%s: an xlsx with the Participants and Instructions sheets', async (produit, masse, entetes) => {
    const res = await telecharger(`/api/fichiers/infos-participants-a-affilier-template?code_produit=${produit}${masse}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain(XLSX);
    expect(res.headers['content-disposition']).toContain('.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.body as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Participants', 'Instructions']);
    expect((wb.getWorksheet('Participants')!.getRow(1).values as unknown[]).slice(1)).toEqual(entetes);
  });

  it('a bad variant is a French 400', async () => {
    const res = await (await app.api('alice')).get('/api/fichiers/infos-participants-a-affilier-template?code_produit=XYZ');
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('code_produit');
  });
});

describe('participants: save and import', () => {
  const url = () => `/api/projets/${sante}/souscription`;

  it('opens with the defaults of §4 (health: IMPORTER, espace_entreprise), nothing saved', async () => {
    const res = await (await app.api('alice')).get(`${url()}/affiliation-participants`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ methode_affiliation: 'IMPORTER', mode_affiliation: 'espace_entreprise', effectif_college: 12, participants: [], valide: false, lecture_seule: false });
  });

  it('saves the list; field errors are refused and keep what was saved', async () => {
    const a = await app.api('alice');
    const ok = await a.post(`${url()}/affiliation-participants`, {
      methode_affiliation: 'AUTRES_MODES',
      mode_affiliation: 'dsn',
      participants: [{ nom: 'dupont', prenom: 'Marie', date_naissance: '1985-07-14' }],
    });
    expect(ok.status).toBe(200);
    expect(ok.body.participants).toEqual([{ id: expect.any(String), nom: 'DUPONT', prenom: 'Marie', date_naissance: '1985-07-14' }]);
    // Other modes: the employees join by that mode, the step counts the choice (02 §2, compteurParticipants).
    expect(ok.body.progression).toEqual({ nb_completed: 1, nb_total: 1 });
    const ko = await a.post(`${url()}/affiliation-participants`, {
      methode_affiliation: 'AUTRES_MODES',
      mode_affiliation: 'dsn',
      participants: [{ nom: '', prenom: 'Paul', date_naissance: '2999-01-01' }],
    });
    expect(ko.status).toBe(400);
    expect(ko.body.erreurs).toEqual([
      { champ: 'participants.0.nom', message: 'Le nom est obligatoire.' },
      { champ: 'participants.0.date_naissance', message: "La date de naissance ne peut pas être postérieure à aujourd'hui." },
    ]);
    expect((await a.get(`${url()}/affiliation-participants`)).body.participants).toHaveLength(1);
    const mode = await a.post(`${url()}/affiliation-participants`, { methode_affiliation: 'AUTRES_MODES', mode_affiliation: 'pigeon', participants: [] });
    expect(mode.status).toBe(400);
    expect(mode.body.message).toBe("Le mode d'affiliation doit être espace_entreprise, dsn ou dia_papier.");
  });

  it('a workbook with five bad rows: 400, one French message per cell naming row and column, nothing imported', async () => {
    const octets = await classeur([
      ['DUPONT', 'Marie', '14/07/1985'],
      ['MARTIN', '', '01/01/1980'],
      ['=1+1', 'Paul', '01/01/1980'],
      ['DURAND', 'Luc', '31/02/1985'],
      ['PETIT', 'Anne', '01/01/2999'],
      ['ROUX', 'Léa', 'hier'],
    ]);
    const res = await televerser(`${url()}/import-participants`, [{ nom: 'participants.xlsx', octets, type: XLSX }]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Le fichier contient 5 erreurs : aucun participant n'a été importé.");
    expect(res.body.erreurs.map((e: { message: string }) => e.message)).toEqual([
      'Ligne 3 – Prénom : champ obligatoire.',
      "Ligne 4 – Nom : « '=1+1 » ne doit contenir que des lettres, des espaces, des tirets et des apostrophes.",
      "Ligne 5 – Date de naissance : « 31/02/1985 » n'est pas une date valide (JJ/MM/AAAA).",
      "Ligne 6 – Date de naissance : « 01/01/2999 » est postérieure à aujourd'hui.",
      "Ligne 7 – Date de naissance : « hier » n'est pas une date valide (JJ/MM/AAAA).",
    ]);
    expect(res.body.data.erreurs[1]).toEqual({ ligne: 4, colonne: 'A', champ: 'nom', valeur: "'=1+1", code: 'NOM_INVALIDE' });
    const apres = await (await app.api('alice')).get(`${url()}/affiliation-participants`);
    expect(apres.body.participants.map((p: { nom: string }) => p.nom)).toEqual(['DUPONT']);
  });

  it.each([
    ['an empty workbook', async () => ({ nom: 'vide.xlsx', octets: await classeurVide(), type: XLSX }), 'Le fichier ne contient aucun participant.'],
    ['a zip that is not a workbook', async () => ({ nom: 'faux.xlsx', octets: await zipSansClasseur(), type: XLSX }), FORMAT_IMPORT],
    ['a PDF', async () => ({ nom: 'p.pdf', octets: pdfReel, type: 'application/pdf' }), FORMAT_IMPORT],
    ['a file of 10,485,761 bytes', async () => ({ nom: 'p.xlsx', octets: Buffer.alloc(TAILLE_MAX + 1, 0x50), type: XLSX }), FORMAT_IMPORT],
  ])('%s: 400 with one French message', async (_, fichier, message) => {
    const res = await televerser(`${url()}/import-participants`, [await fichier()]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('no file: 400', async () => {
    const res = await request(app.url).post(`${url()}/import-participants`).set('Authorization', await auth());
    expect(res.status).toBe(400);
  });

  it('a good workbook replaces the list, sets IMPORTER and is kept as the import_participants piece', async () => {
    const lignes = Array.from({ length: 12 }, (_, i) => [`NOM${String.fromCharCode(65 + i)}`, 'Marie', new Date(Date.UTC(1980, 0, i + 1))]);
    const res = await televerser(`${url()}/import-participants`, [{ nom: 'Salariés.xlsx', octets: await classeur(lignes), type: XLSX }]);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ methode_affiliation: 'IMPORTER', importes: 12, valide: true, progression: { nb_completed: 12, nb_total: 12 } });
    expect(res.body.participants[0]).toMatchObject({ nom: 'NOMA', date_naissance: '1980-01-01' });
    const pieces = await (await app.api('alice')).get(`${url()}/pieces-justificatives`);
    expect(pieces.body.pieces).toEqual([expect.objectContaining({ code: 'import_participants', nom_fichier: 'Salariés.xlsx', status: 'success' })]);
  });
});

describe('participants: an import over a saved list asks ajouter or remplacer (issue 27)', () => {
  const url = () => `/api/projets/${sante}/souscription`;
  const fichier = async (lignes: unknown[][]) => ({ nom: 'Ajout.xlsx', octets: await classeur(lignes), type: XLSX });
  const noms = async () => ((await (await app.api('alice')).get(`${url()}/affiliation-participants`)).body.participants as { nom: string }[]).map((p) => p.nom);

  beforeAll(async () => {
    const a = await app.api('alice');
    const ok = await a.post(`${url()}/affiliation-participants`, {
      methode_affiliation: 'IMPORTER',
      mode_affiliation: 'espace_entreprise',
      participants: [
        { nom: 'SAISI', prenom: 'Anne', date_naissance: '1981-02-03' },
        { nom: 'AUTRE', prenom: 'Luc', date_naissance: '1979-04-05' },
      ],
    });
    expect(ok.status).toBe(200);
  });

  it('mode=ajouter: the file’s rows follow the saved ones; a saved participant is not added twice', async () => {
    const res = await televerser(`${url()}/import-participants?mode=ajouter`, [await fichier([['Saisi', 'anne', '03/02/1981'], ['NOUVEAU', 'Paul', '01/01/1990'], ['NEUF', 'Léa', '02/02/1992']])]);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ methode_affiliation: 'IMPORTER', importes: 2, doublons_ignores: 1 });
    expect(res.body.participants.map((p: { nom: string }) => p.nom)).toEqual(['SAISI', 'AUTRE', 'NOUVEAU', 'NEUF']);
    // The saved ones keep their ids (the page's rows and the frozen paths follow them).
    expect(await noms()).toEqual(['SAISI', 'AUTRE', 'NOUVEAU', 'NEUF']);
  });

  it('mode=ajouter beyond the college (12): 400 in French, nothing changes', async () => {
    const lignes = Array.from({ length: 9 }, (_, i) => [`TROP${String.fromCharCode(65 + i)}`, 'Marc', '01/01/1985']);
    const res = await televerser(`${url()}/import-participants?mode=ajouter`, [await fichier(lignes)]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Le fichier ajoute 9 participants aux 4 déjà saisis : plus que l'effectif du collège (12). Choisissez « Remplacer » ou retirez des lignes.");
    expect(await noms()).toEqual(['SAISI', 'AUTRE', 'NOUVEAU', 'NEUF']);
  });

  it('another mode is a French 400, before the file is read; the list stays', async () => {
    const res = await televerser(`${url()}/import-participants?mode=fusionner`, [await fichier([['X', 'Y', '01/01/1980']])]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Le mode d'import doit être ajouter ou remplacer.");
    expect(await noms()).toEqual(['SAISI', 'AUTRE', 'NOUVEAU', 'NEUF']);
  });

  it('mode=remplacer: the list becomes the file’s (the college, as the read-only case below expects)', async () => {
    const lignes = Array.from({ length: 12 }, (_, i) => [`NOM${String.fromCharCode(65 + i)}`, 'Marie', new Date(Date.UTC(1980, 0, i + 1))]);
    const res = await televerser(`${url()}/import-participants?mode=remplacer`, [await fichier(lignes)]);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ importes: 12 });
    expect(res.body.doublons_ignores).toBeUndefined();
    expect((await noms())[0]).toBe('NOMA');
    expect(await noms()).toHaveLength(12);
  });
});

describe('supporting documents', () => {
  const url = () => `/api/projets/${sante}/souscription/pieces-justificatives`;

  it('lists the expected pieces (kbis by default, optional DSN mandate) with the progress', async () => {
    const res = await (await app.api('alice')).get(url());
    expect(res.status).toBe(200);
    expect(res.body.attendues.map((p: { code: string; obligatoire: boolean }) => [p.code, p.obligatoire])).toEqual([
      ['kbis', true],
      ['dsn', false],
      ['import_participants', false],
    ]);
    expect(res.body.progression).toEqual({ nb_completed: 0, nb_total: 1 });
  });

  it('a real PDF is stored, streamed back byte for byte, and replaced by the next file of its code', async () => {
    const premier = await televerser(url(), [{ nom: 'Kbis société.pdf', octets: pdfReel, type: 'application/pdf' }], { code: 'kbis' });
    expect(premier.status).toBe(200);
    const kbis = premier.body.pieces.find((p: { code: string }) => p.code === 'kbis');
    expect(kbis).toMatchObject({ nom_fichier: 'Kbis société.pdf', status: 'success', libelle: 'Extrait Kbis de moins de trois mois' });
    expect(premier.body.progression).toEqual({ nb_completed: 1, nb_total: 1 });
    const fichier = await telecharger(kbis.url);
    expect(fichier.status).toBe(200);
    expect(Buffer.compare(fichier.body as Buffer, pdfReel)).toBe(0);
    expect(fichier.headers['content-type']).toBe('application/pdf');

    const second = await televerser(url(), [{ nom: 'kbis.png', octets: PNG_1PX, type: 'image/png' }], { code: 'kbis' });
    expect(second.status).toBe(200);
    expect(second.body.pieces.filter((p: { code: string }) => p.code === 'kbis').map((p: { nom_fichier: string }) => p.nom_fichier)).toEqual(['kbis.png']);
    expect((await telecharger(kbis.url)).status).toBe(404);
  });

  it.each([
    ['a PNG renamed .pdf', { nom: 'kbis.pdf', octets: PNG_1PX, type: 'application/pdf' }],
    ['a file of 10,485,761 bytes', { nom: 'kbis.pdf', octets: pdfDeTaille(TAILLE_MAX + 1), type: 'application/pdf' }],
    ['a zip', { nom: 'kbis.zip', octets: Buffer.from('PK\u0003\u0004'), type: 'application/zip' }],
    ['an empty file', { nom: 'kbis.pdf', octets: Buffer.alloc(0), type: 'application/pdf' }],
  ])('%s: 400 with the spec message, never 413 or 500, nothing changed', async (_, fichier) => {
    const avant = (await (await app.api('alice')).get(url())).body.pieces;
    const res = await televerser(url(), [fichier], { code: 'kbis' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(FICHIER_REFUSE);
    expect((await (await app.api('alice')).get(url())).body.pieces).toEqual(avant);
  });

  it('a file of exactly 10,485,760 bytes is accepted', async () => {
    const res = await televerser(url(), [{ nom: 'mandat.pdf', octets: pdfDeTaille(TAILLE_MAX), type: 'application/pdf' }], { code: 'dsn' });
    expect(res.status).toBe(200);
    // The DSN mandate brings the RIB (02 §5).
    expect(res.body.attendues.map((p: { code: string }) => p.code)).toContain('rib');
    expect(res.body.progression).toEqual({ nb_completed: 1, nb_total: 2 });
  });

  it('an unexpected code, the import code and a missing file are French 400s', async () => {
    expect((await televerser(url(), [{ nom: 'a.pdf', octets: pdfReel, type: 'application/pdf' }], { code: 'sec' })).body.message).toBe("La pièce « sec » n'est pas attendue pour ce dossier de souscription.");
    expect((await televerser(url(), [{ nom: 'a.xlsx', octets: await classeurVide(), type: XLSX }], { code: 'import_participants' })).status).toBe(400);
    const sans = await televerser(url(), [], { code: 'kbis' });
    expect([sans.status, sans.body.message]).toEqual([400, 'Aucun fichier sélectionné']);
  });

  it('provident on paper forms: exactly the college headcount of DIA, never more', async () => {
    const a = await app.api('alice');
    expect((await a.post(`/api/projets/${prevoyance}/souscription/affiliation-participants`, { methode_affiliation: 'AUTRES_MODES', mode_affiliation: 'dia_papier', participants: [] })).status).toBe(200);
    const dia = `/api/projets/${prevoyance}/souscription/pieces-justificatives`;
    const png = (i: number) => ({ nom: `dia-${i}.png`, octets: PNG_1PX, type: 'image/png' });
    const unMauvais = await televerser(dia, [png(0), { nom: 'dia-x.pdf', octets: PNG_1PX, type: 'application/pdf' }], { code: 'dia' });
    expect([unMauvais.status, unMauvais.body.message]).toEqual([400, 'Un ou plusieurs fichiers ne peuvent pas être chargés. Veuillez vérifier leur taille et format.']);
    expect((await a.get(dia)).body.pieces).toEqual([]);
    const dix = await televerser(dia, Array.from({ length: 10 }, (_, i) => png(i)), { code: 'dia' });
    expect(dix.status).toBe(200);
    const etat = dix.body.attendues.find((p: { code: string }) => p.code === 'dia');
    expect(etat).toMatchObject({ min: 12, max: 12, nombre: 10, compteur: 'Fichier(s) 10 / 12', message: 'Des fichiers sont manquants. Veuillez charger 2 fichiers valides.' });
    const trop = await televerser(dia, [png(10), png(11), png(12)], { code: 'dia' });
    expect([trop.status, trop.body.message]).toEqual([400, "Impossible d'enregistrer plus de 12 fichiers."]);
    const fin = await televerser(dia, [png(10), png(11)], { code: 'dia' });
    expect(fin.body.attendues.find((p: { code: string }) => p.code === 'dia')).toMatchObject({ nombre: 12, complete: true, message: null });
    expect(fin.body.pieces.filter((p: { code: string }) => p.code === 'dia').map((p: { indice_repetition: number }) => p.indice_repetition)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const un = fin.body.pieces.find((p: { code: string }) => p.code === 'dia');
    expect((await a.delete(`/api/pieces-justificatives/${un.id}`)).status).toBe(204);
    expect((await a.get(dia)).body.attendues.find((p: { code: string }) => p.code === 'dia').nombre).toBe(11);
  });
});

describe('FIC', () => {
  const url = () => `/api/projets/${sante}/souscription/fiche-informations-conseils`;

  it("the provider's model is a real French PDF, listed under 'Information et Conseil' with 'FIC' in its name", async () => {
    const dossier = mkdtempSync(join(tmpdir(), 'fic-'));
    writeFileSync(join(dossier, 'fic.pdf'), pdfReel);
    const texte = execFileSync('pdftotext', ['-layout', join(dossier, 'fic.pdf'), '-'], { encoding: 'utf8' });
    expect(texte).toContain("Fiche d'informations et de conseils");
    expect(texte).toContain('L521-2');
    expect(texte).toContain('Médiation de l');
    expect(texte).toContain('Signature du représentant');
    const docs = await (await app.api('alice')).post('/api/projets/documents-souscription', { projet_ids: [sante] });
    expect(docs.status).toBe(200);
    const groupe = docs.body.find((g: { nom: string }) => g.nom === 'Information et Conseil');
    expect(groupe.documents[0].nom).toContain('FIC');
    expect((await telecharger(groupe.documents[0].url)).status).toBe(200);
  });

  it('none yet: GET 204, DELETE 404', async () => {
    const a = await app.api('alice');
    expect((await a.get(url())).status).toBe(204);
    expect((await a.delete(url())).status).toBe(404);
  });

  it.each([
    ['no file', [], 'Aucun fichier sélectionné'],
    ['a PNG', [{ nom: 'fic.png', octets: PNG_1PX, type: 'image/png' }], FIC_FORMAT],
    ['a PNG renamed .pdf', [{ nom: 'fic.pdf', octets: PNG_1PX, type: 'application/pdf' }], FIC_FORMAT],
    ['a file of 10,485,761 bytes', [{ nom: 'fic.pdf', octets: pdfDeTaille(TAILLE_MAX + 1), type: 'application/pdf' }], FIC_FORMAT],
  ])('%s: 400 with the spec message', async (_, fichiers, message) => {
    const res = await televerser(url(), fichiers, { modele_fournisseur: 'false' });
    expect([res.status, res.body.message]).toEqual([400, message]);
  });

  it('a PDF is stored (provider model flag kept), replaced, downloaded, deleted', async () => {
    const a = await app.api('alice');
    const depot = await televerser(url(), [{ nom: 'FIC signée.pdf', octets: pdfReel, type: 'application/pdf' }], { modele_fournisseur: 'true' });
    expect(depot.status).toBe(200);
    expect(depot.body).toEqual({ nomFichier: 'FIC signée.pdf', mimeType: 'application/pdf', modeleFournisseur: true });
    const autre = await televerser(url(), [{ nom: 'Ma FIC.pdf', octets: pdfDeTaille(2000), type: 'application/pdf' }]);
    expect(autre.body).toEqual({ nomFichier: 'Ma FIC.pdf', mimeType: 'application/pdf', modeleFournisseur: false });
    expect((await a.get(url())).body.nomFichier).toBe('Ma FIC.pdf');
    expect(((await telecharger(`${url()}/fichier`)).body as Buffer).length).toBe(2000);
    expect((await a.delete(url())).status).toBe(204);
    expect((await a.get(url())).status).toBe(204);
  });
});

describe('isolation: another distributor never reads, lists, uploads to or deletes', () => {
  it('every verb answers 404 to carole (DIST-B)', async () => {
    const a = await app.api('alice');
    const piece = (await televerser(`/api/projets/${sante}/souscription/pieces-justificatives`, [{ nom: 'k.pdf', octets: pdfReel, type: 'application/pdf' }], { code: 'kbis' })).body.pieces[0];
    await televerser(`/api/projets/${sante}/souscription/fiche-informations-conseils`, [{ nom: 'f.pdf', octets: pdfReel, type: 'application/pdf' }]);
    const c = await app.api('carole');
    const s = `/api/projets/${sante}/souscription`;
    const statuts = [
      (await c.get(`${s}/affiliation-participants`)).status,
      (await c.post(`${s}/affiliation-participants`, { methode_affiliation: 'IMPORTER', mode_affiliation: 'dsn', participants: [] })).status,
      (await televerser(`${s}/import-participants`, [{ nom: 'p.xlsx', octets: await classeur([['A', 'B', '01/01/1980']]), type: XLSX }], {}, 'carole')).status,
      (await c.get(`${s}/pieces-justificatives`)).status,
      (await televerser(`${s}/pieces-justificatives`, [{ nom: 'k.pdf', octets: pdfReel, type: 'application/pdf' }], { code: 'kbis' }, 'carole')).status,
      (await c.get(`/api/pieces-justificatives/${piece.id}`)).status,
      (await c.delete(`/api/pieces-justificatives/${piece.id}`)).status,
      (await c.get(`${s}/fiche-informations-conseils`)).status,
      (await televerser(`${s}/fiche-informations-conseils`, [{ nom: 'f.pdf', octets: pdfReel, type: 'application/pdf' }], {}, 'carole')).status,
      (await c.get(`${s}/fiche-informations-conseils/fichier`)).status,
      (await c.get(`${s}/fiche-informations-conseils/modele`)).status,
      (await c.delete(`${s}/fiche-informations-conseils`)).status,
      (await c.post('/api/projets/documents-souscription', { projet_ids: [sante] })).status,
      (await telecharger(`/api/fichiers/infos-participants-a-affilier-template?code_produit=SSC`, 'carole')).status,
    ];
    expect(statuts).toEqual([404, 404, 404, 404, 404, 404, 404, 404, 404, 404, 404, 404, 404, 200]);
    // Still there for alice.
    expect((await a.get(`/api/pieces-justificatives/${piece.id}`)).status).toBe(200);
    expect((await a.get(`${s}/fiche-informations-conseils`)).status).toBe(200);
  });
});

describe('read-only subscription', () => {
  it('refuses uploads, participant changes and deletions (409), reads still work', async () => {
    const a = await app.api('alice');
    const s = `/api/projets/${sante}/souscription`;
    const piece = (await a.get(`${s}/pieces-justificatives`)).body.pieces[0];
    const { DataSource } = chargerNatif('typeorm') as typeof import('typeorm');
    await app.nest.get(DataSource).query(`UPDATE projet SET statut = 'SIGNATURE_EN_ATTENTE' WHERE id = $1`, [sante]);
    const statuts = [
      (await a.post(`${s}/affiliation-participants`, { methode_affiliation: 'IMPORTER', mode_affiliation: 'dsn', participants: [] })).status,
      (await televerser(`${s}/import-participants`, [{ nom: 'p.xlsx', octets: await classeur([['A', 'B', '01/01/1980']]), type: XLSX }])).status,
      (await televerser(`${s}/pieces-justificatives`, [{ nom: 'k.pdf', octets: pdfReel, type: 'application/pdf' }], { code: 'kbis' })).status,
      (await a.delete(`/api/pieces-justificatives/${piece.id}`)).status,
      (await televerser(`${s}/fiche-informations-conseils`, [{ nom: 'f.pdf', octets: pdfReel, type: 'application/pdf' }])).status,
      (await a.delete(`${s}/fiche-informations-conseils`)).status,
    ];
    expect(statuts).toEqual([409, 409, 409, 409, 409, 409]);
    const lu = await a.get(`${s}/affiliation-participants`);
    expect([lu.status, lu.body.lecture_seule, lu.body.participants.length]).toEqual([200, true, 12]);
    expect((await a.get(`${s}/pieces-justificatives`)).body.pieces).toContainEqual(expect.objectContaining({ id: piece.id }));
  });
});
