import zlib from 'node:zlib';
import * as yauzl from 'yauzl';
import ExcelJS from 'exceljs';
import { BOMBES, classeurAvec, LIGNE_XML, MO, modeleRempli, partie, partieRepetee, partiesClasseurMinimal, zipBrut } from '../../../test/support/classeurs-hostiles';
import { varianteModele } from '../../domain/souscription/import-participants';
import type { CauseRefusClasseur } from '../../domain/souscription/inspection-classeur';
import { lireClasseur, modeleParticipants } from './classeur-participants';
import { inspecterClasseur } from './inspection-classeur';

const TODAY = '2026-11-23';

async function noms(zip: Buffer): Promise<string[]> {
  const z = await yauzl.fromBufferPromise(zip, { lazyEntries: true });
  const out: string[] = [];
  await new Promise<void>((ok, ko) => {
    z.on('entry', (e: yauzl.Entry) => (out.push(e.fileName), z.readEntry()));
    z.on('end', ok);
    z.on('error', ko);
    z.readEntry();
  });
  return out;
}

/** Bytes every raw inflater (yauzl's) gives out during `travail`: proof that a refusal stopped inflating. */
async function octetsGonfles<T>(travail: () => Promise<T>): Promise<{ resultat: T; gonfles: number }> {
  let gonfles = 0;
  const pousser = zlib.InflateRaw.prototype.push;
  const espion = jest.spyOn(zlib.InflateRaw.prototype, 'push').mockImplementation(function (this: zlib.InflateRaw, morceau: unknown, encodage?: BufferEncoding) {
    if (Buffer.isBuffer(morceau)) gonfles += morceau.length;
    return pousser.call(this, morceau, encodage);
  });
  try {
    return { resultat: await travail(), gonfles };
  } finally {
    espion.mockRestore();
  }
}

describe('the bombs are what they claim (test/support/classeurs-hostiles.ts)', () => {
  it('a repeated part inflates to its declared size exactly', () => {
    const p = partieRepetee('xl/worksheets/sheet1.xml', 16 * MO, LIGNE_XML);
    expect(zlib.inflateRawSync(p.donnees).length).toBe(16 * MO);
    expect(p.donnees.length).toBeLessThan(16 * MO / 100);
  });

  it('the lying header’s data inflates far past the 4 kB it declares (read here up to 8 MiB)', async () => {
    const zip = BOMBES.enTeteMenteur();
    const z = await yauzl.fromBufferPromise(zip, { lazyEntries: true, validateEntrySizes: false });
    const entree = await new Promise<yauzl.Entry>((ok) => {
      z.on('entry', (e: yauzl.Entry) => (e.fileName === 'xl/worksheets/sheet1.xml' ? ok(e) : z.readEntry()));
      z.readEntry();
    });
    expect(entree.uncompressedSize).toBe(4096);
    const flux = await z.openReadStreamPromise(entree);
    let lus = 0;
    for await (const m of flux) {
      lus += (m as Buffer).length;
      if (lus > 8 * MO) break;
    }
    z.close();
    expect(lus).toBeGreaterThan(8 * MO);
  });
});

describe('inspecterClasseur: a workbook’s zip judged before exceljs', () => {
  it('the 100-row template filled by a broker: accepted, exceljs given the read parts only, the rows unchanged', async () => {
    const rempli = await modeleRempli(await modeleParticipants(varianteModele('SSC'), TODAY, 100), 100);
    const r = await inspecterClasseur(rempli);
    if (!r.ok) throw new Error(r.cause);
    expect((await noms(r.octets)).sort()).toEqual(
      ['[Content_Types].xml', '_rels/.rels', 'xl/_rels/workbook.xml.rels', 'xl/sharedStrings.xml', 'xl/styles.xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml', 'xl/worksheets/sheet2.xml'].sort(),
    );
    const lu = await lireClasseur(rempli);
    if (!lu.ok) throw new Error(lu.cause);
    expect(lu.classeur.version).toBe('SSC-2026.1');
    const participants = lu.classeur.feuilles.find((f) => f.nom === 'Participants')!;
    expect(participants.lignes).toHaveLength(101);
    expect(participants.lignes[100].valeurs.slice(0, 3)).toEqual(['NOMVD', 'Marie', new Date(Date.UTC(1980, 0, 100))]);
  });

  it('a workbook with notes, a table, a hyperlink and a page setup (Excel’s extra parts) reads', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Participants');
    ws.addRow(['Nom*', 'Prénom*', 'Date de naissance* (JJ/MM/AAAA)']);
    ws.addRow(['DUPONT', 'Marie', '14/07/1985']);
    ws.getCell('A2').note = 'vérifié';
    ws.getCell('B2').value = { text: 'Marie', hyperlink: 'https://exemple.fr' };
    ws.pageSetup.orientation = 'landscape';
    ws.addTable({ name: 'T', ref: 'E1', columns: [{ name: 'x' }], rows: [[1]] });
    const octets = Buffer.from(await wb.xlsx.writeBuffer());
    const lu = await lireClasseur(octets);
    if (!lu.ok) throw new Error(lu.cause);
    expect(lu.classeur.feuilles[0].lignes[1].valeurs[0]).toBe('DUPONT');
  });

  it('tolerated parts (theme, printer settings, properties) are listed but never inflated nor given to exceljs', async () => {
    const octets = classeurAvec(partie('xl/theme/theme1.xml', '<a:theme/>'), partie('xl/printerSettings/printerSettings1.bin', Buffer.alloc(4000, 1)), partie('docProps/core.xml', '<cp:coreProperties/>'));
    const { resultat, gonfles } = await octetsGonfles(() => inspecterClasseur(octets));
    if (!resultat.ok) throw new Error(resultat.cause);
    expect(await noms(resultat.octets)).toEqual(['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/worksheets/sheet1.xml']);
    expect(gonfles).toBe(partiesClasseurMinimal().reduce((s, p) => s + p.taille, 0));
  });

  it.each<[string, () => Buffer, CauseRefusClasseur]>([
    ['one huge sheet (1 GiB)', BOMBES.feuilleEnorme, 'TROP_VOLUMINEUX'],
    ['huge shared strings (1 GiB)', BOMBES.chainesPartageesEnormes, 'TROP_VOLUMINEUX'],
    ['one huge media entry (1.1 GB)', BOMBES.mediaEnorme, 'ELEMENTS_NON_AUTORISES'],
    ['400 media entries of 20 MiB', BOMBES.nombreuxMedias, 'TROP_D_ELEMENTS'],
    ['90 media entries of 20 MiB', BOMBES.quatreVingtDixMedias, 'ELEMENTS_NON_AUTORISES'],
    ['a macro', BOMBES.macro, 'ELEMENTS_NON_AUTORISES'],
    ['an external link', BOMBES.lienExterne, 'ELEMENTS_NON_AUTORISES'],
    ['a 10 MiB sheet of zeros declared honestly', () => classeurAvec(partieRepetee('xl/worksheets/sheet1.xml', 10 * MO)), 'COMPRESSION_ANORMALE'],
  ])('%s: refused from the central directory, nothing inflated', async (_, bombe, cause) => {
    const octets = bombe();
    const { resultat, gonfles } = await octetsGonfles(() => inspecterClasseur(octets));
    expect(resultat).toEqual({ ok: false, cause });
    expect(gonfles).toBe(0);
  });

  it('a 3 MiB sheet of real rows (a normal ratio): over the budget of the parts exceljs parses, nothing inflated', async () => {
    const lignes = Array.from({ length: 40_000 }, (_, i) => `<row r="${i + 1}"><c r="A${i + 1}"><v>${i * 7919}</v></c></row>`).join('');
    const feuille = partie('xl/worksheets/sheet1.xml', `<worksheet><sheetData>${lignes}</sheetData></worksheet>`);
    expect(feuille.taille).toBeGreaterThan(2 * MO);
    expect(feuille.taille / feuille.donnees.length).toBeLessThan(100);
    const { resultat, gonfles } = await octetsGonfles(() => inspecterClasseur(classeurAvec(feuille)));
    expect(resultat).toEqual({ ok: false, cause: 'FEUILLES_TROP_VOLUMINEUSES' });
    expect(gonfles).toBe(0);
  });

  it('a lying size header (4 kB declared, 1 GiB of data): caught while inflating, the inflater stopped at once', async () => {
    const { resultat, gonfles } = await octetsGonfles(() => inspecterClasseur(BOMBES.enTeteMenteur()));
    expect(resultat).toEqual({ ok: false, cause: 'ENDOMMAGE' });
    // One zlib chunk (64 kB) at most past the declared size, never the gigabyte.
    expect(gonfles).toBeLessThan(MO);
  });

  it('a header declaring more than the data holds: refused', async () => {
    const vraie = partie('xl/worksheets/sheet1.xml', LIGNE_XML);
    expect(await inspecterClasseur(classeurAvec({ ...vraie, taille: vraie.taille + 100 }))).toEqual({ ok: false, cause: 'ENDOMMAGE' });
  });

  it('an end record announcing 65,535 entries: refused before one is listed', async () => {
    const zip = classeurAvec();
    const fin = zip.length - 22;
    zip.writeUInt16LE(0xffff, fin + 8);
    zip.writeUInt16LE(0xffff, fin + 10);
    expect(await inspecterClasseur(zip)).toEqual({ ok: false, cause: 'TROP_D_ELEMENTS' });
  });

  it.each<[string, () => Buffer]>([
    ['not a zip', () => Buffer.from('PK\u0003\u0004 pas un zip')],
    ['a truncated zip', () => classeurAvec().subarray(0, 200)],
    ['a name climbing out (../)', () => zipBrut([...partiesClasseurMinimal(), partie('../evil.xml', 'x')])],
    ['corrupt deflate data', () => classeurAvec({ ...partie('xl/worksheets/sheet1.xml', LIGNE_XML), donnees: Buffer.from([0xff, 0xff, 0xff, 0xff]) })],
  ])('%s: refused', async (_, octets) => {
    const r = await inspecterClasseur(octets());
    expect(r.ok).toBe(false);
    expect(['ILLISIBLE', 'ENDOMMAGE']).toContain(!r.ok && r.cause);
  });

  it('an encrypted entry: unreadable', async () => {
    const zip = classeurAvec();
    // General purpose flag bit 0 of the first central directory record.
    const centrale = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    zip.writeUInt16LE(zip.readUInt16LE(centrale + 8) | 1, centrale + 8);
    expect(await inspecterClasseur(zip)).toEqual({ ok: false, cause: 'ILLISIBLE' });
  });
});
