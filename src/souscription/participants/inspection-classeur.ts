import * as yauzl from 'yauzl';
import { ZipFile as ZipEcrit } from 'yazl';
import { LIMITES_CLASSEUR, motifRefusClasseur, partiesLues, type CauseRefusClasseur, type EntreeClasseur, type LimitesClasseur } from '../../domain/souscription/inspection-classeur';

/**
 * An uploaded workbook inspected before exceljs sees it (issue 25 item 2): the zip's central
 * directory read first (yauzl, nothing inflated) and judged by the pure rule
 * (src/domain/souscription/inspection-classeur); then only the parts the import reads are
 * inflated, their real bytes counted as they come (a header that lies about a size is caught
 * there, the stream destroyed at once), and rebuilt into a small stored zip: exceljs never inflates
 * anything else.
 */

export type ResultatInspection = { ok: true; octets: Buffer } | { ok: false; cause: CauseRefusClasseur };

interface EntreeLue extends EntreeClasseur {
  entree: yauzl.Entry;
}

class Refus extends Error {
  constructor(readonly cause: CauseRefusClasseur) {
    super(cause);
  }
}

/** The central directory, stopped as soon as it has more entries than a workbook has. */
function repertoire(zip: yauzl.ZipFile, limites: LimitesClasseur): Promise<EntreeLue[]> {
  return new Promise((ok, ko) => {
    const entrees: EntreeLue[] = [];
    zip.on('error', () => ko(new Refus('ILLISIBLE')));
    zip.on('end', () => ok(entrees));
    zip.on('entry', (entree: yauzl.Entry) => {
      // An encrypted entry cannot be read; a real .xlsx with a password is not a zip at all.
      if (entree.isEncrypted()) return ko(new Refus('ILLISIBLE'));
      entrees.push({ nom: entree.fileName, compresse: entree.compressedSize, decompresse: entree.uncompressedSize, entree });
      if (entrees.length > limites.entrees) return ko(new Refus('TROP_D_ELEMENTS'));
      zip.readEntry();
    });
    zip.readEntry();
  });
}

/**
 * One part inflated, at most `permis` bytes and never more than its header declares: past either,
 * the stream is destroyed (no more is inflated) and the workbook refused.
 */
async function gonfler(zip: yauzl.ZipFile, e: EntreeLue, permis: number): Promise<Buffer> {
  const flux = await zip.openReadStreamPromise(e.entree);
  const morceaux: Buffer[] = [];
  let total = 0;
  return new Promise((ok, ko) => {
    const arreter = (cause: CauseRefusClasseur) => {
      flux.removeAllListeners('data');
      flux.destroy();
      ko(new Refus(cause));
    };
    flux.on('data', (m: Buffer) => {
      total += m.length;
      if (total > e.decompresse) return arreter('ENDOMMAGE');
      if (total > permis) return arreter('FEUILLES_TROP_VOLUMINEUSES');
      morceaux.push(m);
    });
    // yauzl's own size check (validateEntrySizes) and a corrupt deflate stream both end here.
    flux.on('error', () => arreter('ENDOMMAGE'));
    flux.on('end', () => (total === e.decompresse ? ok(Buffer.concat(morceaux, total)) : ko(new Refus('ENDOMMAGE'))));
  });
}

/** The parts read, stored without compression: exceljs's zip reader only copies them. */
async function reconstruire(parties: { nom: string; octets: Buffer }[]): Promise<Buffer> {
  const zip = new ZipEcrit();
  for (const p of parties) zip.addBuffer(p.octets, p.nom, { compress: false, mtime: new Date(Date.UTC(2020, 0, 1)) });
  zip.end();
  const morceaux: Buffer[] = [];
  for await (const m of zip.outputStream) morceaux.push(m as Buffer);
  return Buffer.concat(morceaux);
}

/** The workbook's readable parts as a fresh small zip, or the reason to refuse it. */
export async function inspecterClasseur(octets: Buffer, limites: LimitesClasseur = LIMITES_CLASSEUR): Promise<ResultatInspection> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(octets, { lazyEntries: true, validateEntrySizes: true, strictFileNames: true, decodeStrings: true });
  } catch {
    return { ok: false, cause: 'ILLISIBLE' };
  }
  try {
    // The end record's count, before a single entry is listed.
    if (zip.entryCount > limites.entrees) return { ok: false, cause: 'TROP_D_ELEMENTS' };
    const entrees = await repertoire(zip, limites);
    const cause = motifRefusClasseur(entrees, limites);
    if (cause) return { ok: false, cause };
    const parties: { nom: string; octets: Buffer }[] = [];
    let reste = limites.budgetLu;
    for (const e of partiesLues(entrees)) {
      const lu = await gonfler(zip, e, reste);
      reste -= lu.length;
      parties.push({ nom: e.nom, octets: lu });
    }
    return { ok: true, octets: await reconstruire(parties) };
  } catch (err) {
    if (err instanceof Refus) return { ok: false, cause: err.cause };
    return { ok: false, cause: 'ILLISIBLE' };
  } finally {
    zip.close();
  }
}
