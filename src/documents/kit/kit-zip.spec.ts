import { nomsUniques, zipper } from './kit-zip';

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

describe('zipper', () => {
  const date = new Date('2026-11-23T10:00:00Z');
  const fichiers = [
    { nom: 'Décision unilatérale.pdf', bytes: Buffer.from('%PDF-1.7 a') },
    { nom: 'Décision unilatérale.pdf', bytes: Buffer.from('%PDF-1.7 bb') },
  ];

  it('holds every document under a name of its own, with its bytes', async () => {
    const zip = await zipper(fichiers, date);
    expect(zip.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(lireZip(zip)).toEqual([
      { nom: 'Décision unilatérale.pdf', bytes: fichiers[0].bytes },
      { nom: 'Décision unilatérale (2).pdf', bytes: fichiers[1].bytes },
    ]);
  });

  it('gives equal bytes for equal documents and date', async () => {
    const [a, b] = await Promise.all([zipper(fichiers, date), zipper(fichiers, date)]);
    expect(a.equals(b)).toBe(true);
  });
});
