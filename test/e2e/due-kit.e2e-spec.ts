/**
 * The DUE kit through HTTP (spec 03 §2 kit-due, §7, §8; brief §1.8): the list of documents for the
 * saved answers or a sent payload, each document a PDF, the 'fige' confirmation that freezes the
 * projet, the archive with every document, the static notice; another distributor gets nothing.
 */
import type request from 'supertest';
import { fromBuffer, type Entry, type ZipFile } from 'yauzl';
import { api, creerProjet, etatDueComplet, nouveauClient, santePayload } from '../support/projets';

let sante: number;
let raisonSociale: string;
const binaire = (res: request.Response, cb: (err: Error | null, body: Buffer) => void) => {
  const morceaux: Buffer[] = [];
  res.on('data', (c: Buffer) => morceaux.push(c));
  res.on('end', () => cb(null, Buffer.concat(morceaux)));
};
const KIT = '/api/projets/due/ssc';

/** The entry names of a zip, in order, read by yauzl. */
function entreesZip(zip: Buffer): Promise<string[]> {
  return new Promise((ok, ko) => {
    fromBuffer(zip, { lazyEntries: true }, (err, fichier?: ZipFile) => {
      if (err || !fichier) return ko(err ?? new Error('zip illisible'));
      const noms: string[] = [];
      fichier.on('error', ko);
      fichier.on('end', () => ok(noms));
      fichier.on('entry', (e: Entry) => {
        noms.push(e.fileName);
        fichier.readEntry();
      });
      fichier.readEntry();
    });
  });
}
type Doc = { id: string; disponible: boolean; confirmation_fige: boolean; statique: boolean };
type Groupe = { code_categorie: string; documents: Doc[] };


beforeAll(async () => {
  // A company name with a character a file system refuses ("): each document keeps one name, alone or in the zip.
  const client = await nouveauClient('alice', 9999, `Durand & Fils "La Mie" ${Date.now()}`);
  raisonSociale = client.raisonSociale;
  sante = await creerProjet('alice', santePayload(client.id, { college: { type: 'NON_CADRE', effectif: 12, age_moyen: 40 }, commissionnement: { type: 'NCLIN', taux: 5 } }));
});

describe('the DUE kit (03 §7)', () => {
  it('an unfinished tunnel lists the documents, each unavailable with its reason', async () => {
    const a = await api('alice');
    await a.post(`/api/projets/${sante}/due/ssc/demarrer`);
    const res = await a.post(`${KIT}/documents`, { projet_ids: [sante] });
    expect(res.status).toBe(200);
    const decision = res.body.flatMap((g: Groupe) => g.documents).find((d: Doc) => d.id === 'decision');
    expect(decision).toMatchObject({ disponible: false, raison_indisponibilite: 'parcours_incomplet', message_indisponibilite: 'Terminez les étapes du parcours DUE pour générer ce document.' });
    const refus = await a.post(`${KIT}/documents/decision`, { projet_ids: [sante], confirmation_fige: true });
    expect(refus.status).toBe(409);
    expect(refus.body.code).toBe('DOCUMENT_INDISPONIBLE');
  });

  it('a finished new scheme: five groups, the decision asks the fige confirmation, then freezes the projet', async () => {
    const a = await api('alice');
    const depart = (await a.get(`/api/projets/${sante}/due/ssc`)).body.etat;
    expect((await a.put(`/api/projets/${sante}/due/ssc`, { etat: etatDueComplet(depart) })).status).toBe(200);

    const liste = await a.post(`${KIT}/documents`, { projet_ids: [sante] });
    expect(liste.body.map((g: Groupe) => g.code_categorie)).toEqual(['decision', 'salaries', 'dispenses', 'cse', 'notice']);
    const documents = liste.body.flatMap((g: Groupe) => g.documents);
    expect(documents.every((d: Doc) => d.disponible)).toBe(true);
    expect(documents.find((d: Doc) => d.id === 'decision')).toMatchObject({ confirmation_fige: true, statique: false, url: `${KIT}/documents/decision` });
    expect(documents.find((d: Doc) => d.id === 'notice')).toMatchObject({ statique: true, confirmation_fige: false });

    const sansConfirmation = await a.post(`${KIT}/documents/decision`, { projet_ids: [sante] });
    expect(sansConfirmation.status).toBe(409);
    expect(sansConfirmation.body).toMatchObject({ code: 'CONFIRMATION_FIGE_REQUISE', message: 'Ce document fige le projet : confirmez pour continuer.' });
    expect((await a.get(`/api/projets/${sante}`)).body.etat).toBeNull();

    const pdf = await a.post(`${KIT}/documents/decision`, { projet_ids: [sante], confirmation_fige: true }).buffer(true).parse(binaire);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('DUE - Decision unilaterale');
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await a.get(`/api/projets/${sante}`)).body.etat).toBe('TARIFS_FIGES');
    const apres = (await a.post(`${KIT}/documents`, { projet_ids: [sante] })).body.flatMap((g: Groupe) => g.documents);
    expect(apres.find((d: Doc) => d.id === 'decision').confirmation_fige).toBe(false);
  });

  it('each document on its own url, the static notice by GET, and the same request answers the same file', async () => {
    const a = await api('alice');
    for (const code of ['lettre-information', 'liste-emargement', 'demande-dispense', 'information-cse']) {
      const res = await a.post(`${KIT}/documents/${code}`, { projet_ids: [sante] }).buffer(true).parse(binaire);
      expect(res.status).toBe(200);
      expect((res.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    }
    const premier = await a.post(`${KIT}/documents/liste-emargement`, { projet_ids: [sante] }).buffer(true).parse(binaire);
    const second = await a.post(`${KIT}/documents/liste-emargement`, { projet_ids: [sante] }).buffer(true).parse(binaire);
    expect(second.headers['content-location']).toBe(premier.headers['content-location']);
    const notice = await a.get(`${KIT}/documents/statiques/notice`).buffer(true).parse(binaire);
    expect(notice.status).toBe(200);
    expect(notice.headers['content-type']).toBe('application/pdf');
  });

  it('"Tout télécharger": a zip holding every document of the kit, named after the company', async () => {
    const a = await api('alice');
    const res = await a.post(`${KIT}/archives/documents`, { projet_ids: [sante] }).buffer(true).parse(binaire);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain('Kit DUE');
    const zip = res.body as Buffer;
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    // Entries are stored (not deflated): each PDF's header is in the archive.
    expect(zip.toString('latin1').match(/%PDF-/g)?.length).toBe(6);
    for (const nom of ['DUE - Decision unilaterale', 'DUE - Liste d emargement', 'DUE - Notice d information']) expect(zip.toString('latin1')).toContain(nom);

    // One name per document, alone or in the zip: each entry is named as its own download.
    const noms = await entreesZip(zip);
    const documents = (await a.post(`${KIT}/documents`, { projet_ids: [sante] })).body.flatMap((g: Groupe) => g.documents) as Array<Doc & { url: string }>;
    const seuls: string[] = [];
    for (const d of documents) {
      const seul = d.statique ? await a.get(d.url).buffer(true).parse(binaire) : await a.post(d.url, { projet_ids: [sante] }).buffer(true).parse(binaire);
      expect([d.id, seul.status]).toEqual([d.id, 200]);
      seuls.push(decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(seul.headers['content-disposition'])![1]));
    }
    expect(noms).toEqual(seuls);

    const decisionSeule = await a.post(`${KIT}/archives/documents`, { projet_ids: [sante], code_categories: ['decision'] }).buffer(true).parse(binaire);
    expect((decisionSeule.body as Buffer).toString('latin1').match(/%PDF-/g)?.length).toBe(1);
  });

  it('a modification sent as payload adds the denunciation group; the saved answers are untouched', async () => {
    const a = await api('alice');
    const saved = (await a.get(`/api/projets/${sante}/due/ssc`)).body.etat;
    const payload = etatDueComplet(saved, { etape2: { etatRegime: 'MODIFICATION' }, etape3: { regimeSanteMisEnPlacePar: 'DUE' } });
    const liste = await a.post(`${KIT}/documents`, { projet_ids: [sante], payload });
    expect(liste.body.map((g: Groupe) => g.code_categorie)).toContain('denonciation');
    const lettre = await a.post(`${KIT}/documents/denonciation`, { projet_ids: [sante], payload, confirmation_fige: true }).buffer(true).parse(binaire);
    expect(lettre.status).toBe(200);
    expect((await a.get(`/api/projets/${sante}/due/ssc`)).body.etat.etape2.etatRegime).toBe('NOUVEAU');
    // Not listed for a new scheme.
    expect((await a.post(`${KIT}/documents/denonciation`, { projet_ids: [sante] })).status).toBe(404);
  });

  it('bad input: a French 4xx', async () => {
    const a = await api('alice');
    const saved = (await a.get(`/api/projets/${sante}/due/ssc`)).body.etat;
    const part = await a.post(`${KIT}/documents`, { projet_ids: [sante], payload: { ...saved, etape7: { partCotisation: 30 } } });
    expect(part.status).toBe(400);
    expect(part.body.message).toBe('La part patronale doit être un nombre entier compris entre 50 et 100 %.');
    expect((await a.post(`${KIT}/documents`, { projet_ids: [] })).body.message).toBe('Veuillez sélectionner un projet');
    expect((await a.post(`${KIT}/documents`, { projet_ids: [sante, sante + 1] })).status).toBe(400);
    expect((await a.post(`${KIT}/documents/inconnu`, { projet_ids: [sante] })).status).toBe(404);
    expect((await a.post(`${KIT}/archives/documents`, { projet_ids: [sante], code_categories: ['x'] })).status).toBe(400);
  });

  it('another distributor lists, downloads and zips nothing', async () => {
    const c = await api('carole');
    expect((await c.post(`${KIT}/documents`, { projet_ids: [sante] })).status).toBe(404);
    expect((await c.post(`${KIT}/documents/liste-emargement`, { projet_ids: [sante] })).status).toBe(404);
    expect((await c.post(`${KIT}/archives/documents`, { projet_ids: [sante], confirmation_fige: true })).status).toBe(404);
    expect(raisonSociale).toBeTruthy();
  });
});
