/**
 * The subscription documents kit through HTTP (spec 02 step 4, §7, §8; brief §2.6): the groups of a
 * health projet (the DUE kit as a page under 'Gestion', after the DSN sheet and the employer's guide)
 * and of a provident one (no DUE kit; the beneficiary designation), one DIA pre-filled per participant, the membership
 * request refused while the file is incomplete then a PDF, the archive of a selection, the e-mail in
 * the outbox with its attachments, and another distributor refused.
 */
import { texteDuPdf } from '../support/pdf';
import request from 'supertest';
import { fromBuffer, type Entry, type ZipFile } from 'yauzl';
import { demarrerApp, requeteSql, type AppDeTest } from '../support/app';
import { dossierCompletSante } from '../support/dossier-souscription';
import { prevoyancePayload, santePayload } from '../support/projets';

jest.setTimeout(180_000);

let app: AppDeTest;
let pdf: Buffer;
let sante: number;
let prevoyance: number;

type Doc = {
  id: string;
  nom: string;
  url: string;
  methode: string;
  page: boolean;
  email: boolean;
  disponible: boolean;
  confirmation_fige: boolean;
  raison_indisponibilite: string | null;
  message_indisponibilite: string | null;
};
type Groupe = { projet_id: number; nom: string; code_categorie: string; documents: Doc[] };

const binaire = (res: request.Response, cb: (err: Error | null, body: Buffer) => void) => {
  const morceaux: Buffer[] = [];
  res.on('data', (c: Buffer) => morceaux.push(c));
  res.on('end', () => cb(null, Buffer.concat(morceaux)));
};
async function poster(chemin: string, corps: unknown = {}, compte: 'alice' | 'carole' = 'alice') {
  return request(app.url).post(chemin).set('Authorization', `Bearer ${await app.jeton(compte)}`).send(corps as object).buffer(true).parse(binaire);
}
const json = (res: request.Response) => JSON.parse((res.body as Buffer).toString('utf8'));

/** The entries of a zip, read by yauzl (names and bytes, in order); fails on a zip that is not whole. */
function lireZipYauzl(zip: Buffer): Promise<Array<{ nom: string; bytes: Buffer }>> {
  return new Promise((ok, ko) => {
    fromBuffer(zip, { lazyEntries: true }, (err, fichier?: ZipFile) => {
      if (err || !fichier) return ko(err ?? new Error('zip illisible'));
      const entrees: Array<{ nom: string; bytes: Buffer }> = [];
      fichier.on('error', ko);
      fichier.on('end', () => ok(entrees));
      fichier.on('entry', (e: Entry) =>
        fichier.openReadStream(e, (erreur, flux) => {
          if (erreur || !flux) return ko(erreur ?? new Error('entrée illisible'));
          const morceaux: Buffer[] = [];
          flux.on('data', (m: Buffer) => morceaux.push(m));
          flux.on('end', () => {
            entrees.push({ nom: e.fileName, bytes: Buffer.concat(morceaux) });
            fichier.readEntry();
          });
        }),
      );
      fichier.readEntry();
    });
  });
}

/** The name a download is saved under (RFC 6266: filename* in UTF-8). */
const nomTelecharge = (disposition: string) => decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(disposition)![1]);

const sql = <T = Record<string, unknown>>(texte: string, params: unknown[] = []) => requeteSql(app)<T>(texte, params);

async function souscrire(payload: (clientId: number) => Record<string, unknown>): Promise<number> {
  const client = await app.nouveauClient('alice');
  const id = await app.creerProjet('alice', payload(client.id));
  const a = await app.api('alice');
  await a.get(`/api/documents/etudes-personnalisees?projets_ids=${id}`);
  await a.post(`/api/projets/${id}/souscription`);
  return id;
}

const lister = async (id: number, compte: 'alice' | 'carole' = 'alice') => (await app.api(compte)).post('/api/projets/documents-souscription', { projet_ids: [id] });

beforeAll(async () => {
  app = await demarrerApp();
  sante = await souscrire((c) => santePayload(c, { resiliation_infra_annuelle: true }));
  prevoyance = await souscrire((c) => prevoyancePayload(c));
  pdf = (await request(app.url).get(`/api/projets/${sante}/souscription/fiche-informations-conseils/modele`).set('Authorization', `Bearer ${await app.jeton('alice')}`).buffer(true).parse(binaire)).body as Buffer;
});

afterAll(async () => {
  await app?.arreter();
});

describe('the groups (02 §7 documents-souscription)', () => {
  it('health: entreprise and salarie groups, the DUE kit as a page under Gestion, the request unavailable while incomplete', async () => {
    const res = await lister(sante);
    expect(res.status).toBe(200);
    const groupes = res.body as Groupe[];
    expect(groupes.map((g) => `${g.code_categorie}/${g.nom}`)).toEqual(['entreprise/Contractuels', 'entreprise/Information et Conseil', 'entreprise/Gestion', 'salarie/Affiliation', 'salarie/Information']);
    expect(groupes.every((g) => g.projet_id === sante)).toBe(true);
    const docs = groupes.flatMap((g) => g.documents);
    expect(docs.map((d) => d.id)).toEqual([
      'demande-adhesion',
      'demande-adhesion-surcomplementaire',
      'conditions-generales',
      'descriptif-socle',
      'descriptif-surcomplementaire',
      'mandat-sepa',
      'mandat-ria',
      'fic',
      'parametrage-dsn',
      'guide-employeur',
      'kit-due',
      'bulletin-affiliation',
      'dispense-affiliation',
      'notice',
      'tableau-garanties',
    ]);
    // Downloads e-mailable; a subscription in progress (TARIFS_FIGES by the hand-over) asks no confirmation.
    expect(docs.filter((d) => !d.page).every((d) => d.email && !d.confirmation_fige)).toBe(true);
    expect(docs.find((d) => d.id === 'kit-due')).toMatchObject({ methode: 'PAGE', page: true, email: false, url: `/ssc/due/${sante}/etape1` });
    expect(docs.find((d) => d.id === 'demande-adhesion')).toMatchObject({
      methode: 'POST',
      disponible: false,
      raison_indisponibilite: 'incomplet_pour_edition_da',
      message_indisponibilite: 'Téléchargement impossible. Veuillez finaliser le dossier de souscription.',
    });
  });

  it('provident: no DUE kit, no benefits description nor termination mandate; the beneficiary designation', async () => {
    const groupes = (await lister(prevoyance)).body as Groupe[];
    expect(groupes.map((g) => `${g.nom}: ${g.documents.map((d) => d.id).join(', ')}`)).toEqual([
      'Contractuels: demande-adhesion, conditions-generales, mandat-sepa',
      'Information et Conseil: fic',
      'Gestion: parametrage-dsn, guide-employeur',
      'Affiliation: bulletin-affiliation, dispense-affiliation, designation-beneficiaire',
      'Information: notice, tableau-garanties',
    ]);
  });

  it('one DIA pre-filled per participant entered at step 2, downloadable by its own code', async () => {
    const a = await app.api('alice');
    const participants = [
      { nom: 'DURAND', prenom: 'Léa', date_naissance: '1990-02-03', arret_travail_a_la_date_de_demande_adhesion: false },
      { nom: 'PETIT', prenom: 'Hugo', date_naissance: '1985-07-14', arret_travail_a_la_date_de_demande_adhesion: false },
    ];
    const enregistre = await a.post(`/api/projets/${prevoyance}/souscription/affiliation-participants`, { methode_affiliation: 'AUTRES_MODES', mode_affiliation: 'dia_papier', participants });
    expect(enregistre.status).toBe(200);
    const affiliation = ((await lister(prevoyance)).body as Groupe[]).find((g) => g.nom === 'Affiliation')!;
    expect(affiliation.documents.map((d) => [d.id, d.nom, d.email])).toEqual([
      ['bulletin-affiliation', 'Bulletin individuel d’affiliation', true],
      ['bulletin-affiliation-1', 'Bulletin individuel d’affiliation — Léa DURAND', true],
      ['bulletin-affiliation-2', 'Bulletin individuel d’affiliation — Hugo PETIT', true],
      ['dispense-affiliation', 'Formulaire de dispense d’affiliation', true],
      ['designation-beneficiaire', 'Désignation de bénéficiaire', true],
    ]);
    const res = await poster(affiliation.documents[2].url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const t = texteDuPdf(res.body as Buffer);
    if (t !== null) for (const attendu of ['Bulletin individuel d’affiliation', 'Hugo PETIT', 'PETIT', '14/07/1985', 'capital décès', `Projet n°${prevoyance}`]) expect(t).toContain(attendu);
    // Made once: the same request again is the same stored file.
    const fichiers = async () => (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM stored_file WHERE kind = 'souscription-document' AND owner_id = $1`, [String(prevoyance)]))[0].n;
    const avant = await fichiers();
    expect(avant).toBeGreaterThan(0);
    const encore = await poster(affiliation.documents[2].url);
    expect(Buffer.compare(encore.body as Buffer, res.body as Buffer)).toBe(0);
    expect(await fichiers()).toBe(avant);
    // Past the last participant, or a malformed code: unknown (404).
    expect((await poster(`/api/projets/${prevoyance}/documents/souscription/bulletin-affiliation-3`)).status).toBe(404);
    expect((await poster(`/api/projets/${prevoyance}/documents/souscription/bulletin-affiliation--1`)).status).toBe(404);
  });

  it('provident documents: the beneficiary designation, the provident conditions, dispense and guarantees', async () => {
    for (const [code, attendu] of [
      ['designation-beneficiaire', 'clause particulière'],
      ['conditions-generales', 'L932-13'],
      ['dispense-affiliation', 'seuls les cas de dispense prévus par l’acte'],
      ['tableau-garanties', 'Rente'],
      ['parametrage-dsn', 'Tranche 1'],
      ['guide-employeur', 'Arrêts de travail'],
    ]) {
      const res = await poster(`/api/projets/${prevoyance}/documents/souscription/${code}`);
      expect([code, res.status, (res.body as Buffer).subarray(0, 5).toString()]).toEqual([code, 200, '%PDF-']);
      const t = texteDuPdf(res.body as Buffer);
      if (t !== null) expect([code, t.includes(attendu)]).toEqual([code, true]);
    }
    // Health has no beneficiary designation.
    expect((await poster(`/api/projets/${sante}/documents/souscription/designation-beneficiaire`)).status).toBe(404);
  });
});

describe('downloads', () => {
  it('the membership request: 409 with the reason while incomplete, a PDF once the file is complete', async () => {
    const refus = await poster(`/api/projets/${sante}/documents/souscription/demande-adhesion`);
    expect(refus.status).toBe(409);
    expect(json(refus)).toMatchObject({ message: 'Téléchargement impossible. Veuillez finaliser le dossier de souscription.', code: 'DOCUMENT_INDISPONIBLE' });

    await dossierCompletSante(app, 'alice', sante, pdf, sante * 1000 + 7);
    const da = (await lister(sante)).body[0].documents[0] as Doc;
    expect(da.disponible).toBe(true);
    const res = await poster(da.url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('attachment');
    const t = texteDuPdf(res.body as Buffer);
    if (t !== null) expect(t).toContain('Demande d’adhésion');
    // The surcomplémentaire's own request (a health projet that offers it).
    const surco = await poster(`/api/projets/${sante}/documents/souscription/demande-adhesion-surcomplementaire`);
    expect(surco.status).toBe(200);
    expect(surco.headers['content-disposition']).toContain('surcomplementaire');
    const ts = texteDuPdf(surco.body as Buffer);
    if (ts !== null) expect(ts).toContain('Demande d’adhésion — surcomplémentaire santé');
  });

  it('once signed, the membership request served is the stored signed copy', async () => {
    const signe = Buffer.concat([pdf.subarray(0, 200), Buffer.from(`%signé ${sante}`)]);
    const [{ id: fichier }] = await sql<{ id: string }>(
      `INSERT INTO stored_file (code_distributeur, kind, owner_type, owner_id, name, content_type, size, sha256, bytes)
       VALUES ('DIST-A', 'signature-signe', 'projet', $1, 'Demande d adhesion signee.pdf', 'application/pdf', $2, encode(sha256($3), 'hex'), $3) RETURNING id`,
      [String(sante), signe.length, signe],
    );
    await sql(
      `INSERT INTO signature_transaction (id, projet_id, code_distributeur, fournisseur, fournisseur_tx_id, signataire_id, mode, etat, statut_projet_avant, cloture_le, fichier_signe_id)
       VALUES ($1, $2, 'DIST-A', 'test', $1, 'sig', 'FACE_A_FACE', 'SIGNEE', 'PROPOSITION', now(), $3)`,
      [`tx-kit-${sante}`, sante, fichier],
    );
    const da = (await lister(sante)).body[0].documents[0] as Doc & { detail: string };
    expect(da.detail).toBe('Exemplaire signé électroniquement');
    const res = await poster(da.url);
    expect(res.status).toBe(200);
    expect(Buffer.compare(res.body as Buffer, signe)).toBe(0);
    await sql('DELETE FROM signature_transaction WHERE id = $1', [`tx-kit-${sante}`]);
  });

  it('each new document is a French PDF naming the projet', async () => {
    for (const [code, attendu] of [
      ['mandat-sepa', 'Mandat de prélèvement SEPA'],
      ['mandat-ria', 'L113-15-2'],
      ['bulletin-affiliation', 'NOEMIE'],
      ['notice', 'Notice'],
      ['descriptif-socle', ''],
      ['conditions-generales', 'Conditions générales'],
      ['parametrage-dsn', 'S21.G00.70'],
      ['guide-employeur', 'Portabilité des droits'],
      ['dispense-affiliation', 'D911-2'],
      ['tableau-garanties', 'Tableau de garanties'],
    ]) {
      const res = await poster(`/api/projets/${sante}/documents/souscription/${code}`);
      expect([code, res.status]).toEqual([code, 200]);
      const t = texteDuPdf(res.body as Buffer);
      if (t !== null && attendu) {
        expect(t).toContain(attendu);
        expect(t).toContain(`Projet n°${sante}`);
      }
    }
  });

  it('the DUE page and an unknown code are no download (404)', async () => {
    expect((await poster(`/api/projets/${sante}/documents/souscription/kit-due`)).status).toBe(404);
    expect((await poster(`/api/projets/${sante}/documents/souscription/inconnu`)).status).toBe(404);
  });
});

describe('archive and e-mail (02 §7)', () => {
  it('the archive is a zip holding the selected PDFs only', async () => {
    const res = await poster(`/api/projet/${sante}/documents/souscription/archive`, { documents_code: ['demande-adhesion', 'mandat-sepa', 'notice'] });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const zip = res.body as Buffer;
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    expect(zip.toString('latin1').match(/%PDF-/g)?.length).toBe(3);
    expect(zip.toString('latin1')).toContain('Mandat SEPA DSN');
    expect(zip.toString('latin1')).not.toContain('Bulletin individuel');
  });

  it('the archive holds the new documents, each pre-filled DIA under its own name', async () => {
    const codes = ['conditions-generales', 'parametrage-dsn', 'guide-employeur'];
    const entreprise = await poster(`/api/projet/${prevoyance}/documents/souscription/archive`, { documents_code: codes, code_categorie: 'entreprise' });
    expect(entreprise.status).toBe(200);
    const z1 = (entreprise.body as Buffer).toString('latin1');
    expect(z1.match(/%PDF-/g)?.length).toBe(3);
    for (const nom of ['Conditions generales', 'Fiche de parametrage DSN', 'Guide employeur']) expect(z1).toContain(nom);
    const salarie = await poster(`/api/projet/${prevoyance}/documents/souscription/archive`, {
      documents_code: ['bulletin-affiliation-1', 'bulletin-affiliation-2', 'dispense-affiliation', 'designation-beneficiaire', 'tableau-garanties'],
      code_categorie: 'salarie',
    });
    expect(salarie.status).toBe(200);
    const z2 = (salarie.body as Buffer).toString('latin1');
    expect(z2.match(/%PDF-/g)?.length).toBe(5);
    for (const nom of ['Bulletin individuel d affiliation 1', 'Bulletin individuel d affiliation 2', 'Formulaire de dispense d affiliation', 'Designation de beneficiaire', 'Tableau de garanties']) expect(z2).toContain(nom);
  });

  it('a whole 12-participant kit in one request: every document in the zip, each under the name it is downloaded with', async () => {
    // A company name with a character a file system refuses ("): the same name alone and in the zip.
    const client = await app.nouveauClient('alice', 9999, `Durand & Fils "La Mie" ${Date.now()}`);
    const douze = await app.creerProjet('alice', santePayload(client.id, { resiliation_infra_annuelle: true }));
    // A complete file (the membership request available too), then its 12 participants, one DIA each.
    await dossierCompletSante(app, 'alice', douze, pdf, douze * 1000 + 12);
    const a = await app.api('alice');
    const prenoms = ['Léa', 'Hugo', 'Emma', 'Louis', 'Jade', 'Gabriel', 'Alice', 'Arthur', 'Chloé', 'Jules', 'Inès', 'Adam'];
    const participants = prenoms.map((prenom, i) => ({ nom: `MARTIN-${String.fromCharCode(65 + i)}`, prenom, date_naissance: `19${70 + i}-0${(i % 9) + 1}-1${i % 9}`, arret_travail_a_la_date_de_demande_adhesion: false }));
    const enregistre = await a.post(`/api/projets/${douze}/souscription/affiliation-participants`, { methode_affiliation: 'AUTRES_MODES', mode_affiliation: 'dia_papier', participants });
    expect([enregistre.status, enregistre.body]).toEqual([200, expect.anything()]);
    const tous = ((await lister(douze)).body as Groupe[]).flatMap((g) => g.documents).filter((d) => !d.page);
    expect(tous.filter((d) => !d.disponible).map((d) => d.id)).toEqual([]);
    const documents = tous.filter((d) => d.disponible);
    const codes = documents.map((d) => d.id);
    expect(codes.length).toBeGreaterThanOrEqual(25);
    expect(codes.filter((c) => /^bulletin-affiliation-\d+$/.test(c))).toHaveLength(12);

    const res = await poster(`/api/projet/${douze}/documents/souscription/archive`, { documents_code: codes });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const zip = res.body as Buffer;
    expect(Number(res.headers['content-length'])).toBe(zip.length);
    const entrees = await lireZipYauzl(zip);
    expect(entrees).toHaveLength(codes.length);
    // Each entry is the document downloaded alone: the same name, and the same stored bytes (one file per key).
    for (const [i, d] of documents.entries()) {
      const seul = d.methode === 'GET' ? await request(app.url).get(d.url).set('Authorization', `Bearer ${await app.jeton('alice')}`).buffer(true).parse(binaire) : await poster(d.url);
      expect([d.id, seul.status]).toEqual([d.id, 200]);
      expect(entrees[i].nom).toBe(nomTelecharge(seul.headers['content-disposition']));
      // A kit document's own url (POST) answers the file of the archive's key; a GET one (the FIC) is another route's copy.
      if (d.methode === 'POST') expect([d.id, entrees[i].bytes.equals(seul.body as Buffer)]).toEqual([d.id, true]);
      else expect(entrees[i].bytes.subarray(0, 5).toString()).toBe('%PDF-');
    }
    // The same request again: the same documents, not made twice.
    const fichiers = async () => (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM stored_file WHERE owner_id = $1`, [String(douze)]))[0].n;
    const avant = await fichiers();
    const encore = await poster(`/api/projet/${douze}/documents/souscription/archive`, { documents_code: codes });
    expect(encore.status).toBe(200);
    expect(await fichiers()).toBe(avant);
  });

  it('a list of codes is bounded by the kit, not by 20: repeats count once, past 500 codes is a 400', async () => {
    const codes = Array.from({ length: 60 }, () => 'notice');
    const res = await poster(`/api/projet/${sante}/documents/souscription/archive`, { documents_code: codes });
    expect(res.status).toBe(200);
    expect(await lireZipYauzl(res.body as Buffer)).toHaveLength(1);
    expect((await poster(`/api/projet/${sante}/documents/souscription/archive`, { documents_code: Array.from({ length: 501 }, () => 'notice') })).status).toBe(400);
  });

  it('a selection with the DUE page, or of another category, is refused', async () => {
    expect((await poster(`/api/projet/${sante}/documents/souscription/archive`, { documents_code: ['kit-due'] })).status).toBe(404);
    expect((await poster(`/api/projet/${sante}/documents/souscription/archive`, { documents_code: ['notice'], code_categorie: 'entreprise' })).status).toBe(400);
    expect((await poster(`/api/projet/${sante}/documents/souscription/archive`, { documents_code: [] })).status).toBe(400);
  });

  it('the e-mail goes to the outbox with the selected documents attached', async () => {
    const res = await poster(`/api/projet/${sante}/documents/souscription/email`, { documents_code: ['mandat-sepa', 'bulletin-affiliation', 'conditions-generales', 'tableau-garanties'], email: 'client.kit@example.fr' });
    expect([200, 202]).toContain(res.status);
    const corps = json(res);
    if (res.status === 200) expect(corps).toEqual({ envoye: true, message: 'L’email a été envoyé au client.' });
    else expect(corps.envoye).toBe(false);
    const [mail] = await sql<{ subject: string; attachments: unknown[] }>('SELECT subject, attachments FROM mail_message WHERE to_address = $1', ['client.kit@example.fr']);
    expect(mail.subject).toContain('documents de souscription');
    expect(mail.attachments).toHaveLength(4);
  });

  it('an invalid e-mail address is refused (400)', async () => {
    expect((await poster(`/api/projet/${sante}/documents/souscription/email`, { documents_code: ['notice'], email: 'pas-une-adresse' })).status).toBe(400);
  });
});

describe('isolation', () => {
  it('another distributor lists, downloads, zips and e-mails nothing (404)', async () => {
    const statuts = [
      (await lister(sante, 'carole')).status,
      (await poster(`/api/projets/${sante}/documents/souscription/notice`, {}, 'carole')).status,
      (await poster(`/api/projets/${prevoyance}/documents/souscription/bulletin-affiliation-1`, {}, 'carole')).status,
      (await poster(`/api/projets/${prevoyance}/documents/souscription/tableau-garanties`, {}, 'carole')).status,
      (await poster(`/api/projet/${prevoyance}/documents/souscription/archive`, { documents_code: ['conditions-generales', 'designation-beneficiaire'] }, 'carole')).status,
      (await poster(`/api/projet/${sante}/documents/souscription/archive`, { documents_code: ['notice'] }, 'carole')).status,
      (await poster(`/api/projet/${sante}/documents/souscription/email`, { documents_code: ['notice'], email: 'x@example.fr' }, 'carole')).status,
    ];
    expect(statuts).toEqual([404, 404, 404, 404, 404, 404, 404]);
  });
});
