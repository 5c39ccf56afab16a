import { nomsUniques, zipEnFlux, type ArchiveZip, type EntreeArchive } from './kit-zip';

/** Names and stored bytes of a zip, read from its central directory (entries are stored, not deflated). */
function lireZip(zip: Buffer): Array<{ nom: string; bytes: Buffer }> {
  const fin = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const total = zip.readUInt16LE(fin + 10);
  let p = zip.readUInt32LE(fin + 16);
  const entrees: Array<{ nom: string; bytes: Buffer }> = [];
  for (let i = 0; i < total; i++) {
    expect(zip.readUInt32LE(p)).toBe(0x02014b50);
    expect(zip.readUInt16LE(p + 10)).toBe(0); // stored
    const taille = zip.readUInt32LE(p + 20);
    const [lnom, lextra, lcomm] = [zip.readUInt16LE(p + 28), zip.readUInt16LE(p + 30), zip.readUInt16LE(p + 32)];
    const local = zip.readUInt32LE(p + 42);
    const nom = zip.subarray(p + 46, p + 46 + lnom).toString('utf8');
    const debut = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    entrees.push({ nom, bytes: zip.subarray(debut, debut + taille) });
    p += 46 + lnom + lextra + lcomm;
  }
  return entrees;
}

describe('nomsUniques', () => {
  it.each([
    [['Étude.pdf', 'Étude.pdf', 'étude.pdf'], ['Étude.pdf', 'Étude (2).pdf', 'étude (3).pdf']],
    [['a/b.pdf', 'c:d', ''], ['a_b.pdf', 'c_d', 'document']],
    [['DUE', 'DUE'], ['DUE', 'DUE (2)']],
  ])('%j → %j', (noms, attendus) => {
    expect(nomsUniques(noms)).toEqual(attendus);
  });
});

/** The whole stream, or what came before it failed. */
async function enMemoire(archive: ArchiveZip): Promise<{ zip: Buffer; erreur?: Error }> {
  const morceaux: Buffer[] = [];
  try {
    for await (const m of archive.flux) morceaux.push(m as Buffer);
    return { zip: Buffer.concat(morceaux) };
  } catch (err) {
    return { zip: Buffer.concat(morceaux), erreur: err as Error };
  }
}

const entree = (nom: string, bytes: Buffer): EntreeArchive => ({ nom, taille: bytes.length, lire: async () => bytes });

describe('zipEnFlux', () => {
  const date = new Date('2026-11-23T10:00:00Z');
  const fichiers = [
    { nom: 'Décision unilatérale.pdf', bytes: Buffer.from('%PDF-1.7 a') },
    { nom: 'Décision unilatérale.pdf', bytes: Buffer.from('%PDF-1.7 bb') },
  ];

  it('holds every document under a name of its own, with its bytes, in exactly the length announced', async () => {
    const archive = zipEnFlux(fichiers.map((f) => entree(f.nom, f.bytes)), date);
    const { zip, erreur } = await enMemoire(archive);
    expect(erreur).toBeUndefined();
    expect(zip.length).toBe(archive.taille);
    expect(zip.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(lireZip(zip)).toEqual([
      { nom: 'Décision unilatérale.pdf', bytes: fichiers[0].bytes },
      { nom: 'Décision unilatérale (2).pdf', bytes: fichiers[1].bytes },
    ]);
  });

  it('gives equal bytes for equal documents and date', async () => {
    const [a, b] = await Promise.all([enMemoire(zipEnFlux(fichiers.map((f) => entree(f.nom, f.bytes)), date)), enMemoire(zipEnFlux(fichiers.map((f) => entree(f.nom, f.bytes)), date))]);
    expect(a.zip.equals(b.zip)).toBe(true);
  });

  it('reads one document at a time, when the zip reaches it', async () => {
    let ouverts = 0;
    let auPlus = 0;
    const entrees = Array.from({ length: 30 }, (_, i): EntreeArchive => ({
      nom: `d${i}.pdf`,
      taille: 1000,
      lire: async () => {
        auPlus = Math.max(auPlus, ++ouverts);
        await new Promise((ok) => setImmediate(ok));
        ouverts--;
        return Buffer.alloc(1000, i);
      },
    }));
    const archive = zipEnFlux(entrees, date);
    const { zip } = await enMemoire(archive);
    expect(zip.length).toBe(archive.taille);
    expect(lireZip(zip)).toHaveLength(30);
    expect(auPlus).toBe(1);
  });

  it.each([
    ['a document that cannot be read', async () => Promise.reject(new Error('disparu'))],
    ['a document shorter than announced', async () => Buffer.from('%PDF')],
  ])('%s: the stream fails short of the announced length, never a zip that looks complete', async (_cas, lire) => {
    const archive = zipEnFlux([entree('a.pdf', Buffer.from('%PDF-1.7 a')), { nom: 'b.pdf', taille: 10, lire }, entree('c.pdf', Buffer.from('%PDF-1.7 c'))], date);
    const { zip, erreur } = await enMemoire(archive);
    expect(erreur).toBeInstanceOf(Error);
    expect(zip.length).toBeLessThan(archive.taille);
    expect(zip.includes(Buffer.from([0x50, 0x4b, 0x05, 0x06]))).toBe(false);
  });
});
