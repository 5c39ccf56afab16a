import { deflateSync } from 'node:zlib';
import { PDFDocument as PdfLib, PDFDict, PDFName, PDFString, PDFHexString } from 'pdf-lib';
import PDFKit from 'pdfkit';
import { THEMES } from '../../domain/theme/themes';
import { PdfLayout } from '../../documents/pdf/pdf-layout';
import { inspecterContenu } from '.';
import { BUDGET_INFLATION, inspecterPdf, PLAFOND_FLUX_OBJETS } from './pdf';

/** A PDF as pdfkit writes it (what a broker's software or this application produces). */
async function pdfkit(options: PDFKit.PDFDocumentOptions = {}): Promise<Buffer> {
  const doc = new PDFKit({ ...options, info: { Title: 'Kbis', ...options.info } });
  const morceaux: Buffer[] = [];
  doc.on('data', (m: Buffer) => morceaux.push(m));
  const fin = new Promise<Buffer>((ok) => doc.on('end', () => ok(Buffer.concat(morceaux))));
  doc.text('Extrait Kbis — ACME SAS, 12 rue de la Paix, Paris');
  doc.link(72, 200, 100, 20, 'https://www.infogreffe.fr');
  doc.end();
  return fin;
}

/** The pdfkit PDF changed with pdf-lib, saved with or without object streams. */
async function modifie(changer: (doc: PdfLib) => void | Promise<void>, useObjectStreams = false): Promise<Buffer> {
  const doc = await PdfLib.load(await pdfkit(), { updateMetadata: false });
  await changer(doc);
  return Buffer.from(await doc.save({ useObjectStreams }));
}

/** An action dictionary registered as an indirect object. */
const action = (doc: PdfLib, entrees: Record<string, unknown>) =>
  doc.context.register(doc.context.obj({ Type: 'Action', ...entrees } as Parameters<typeof doc.context.obj>[0]));

/**
 * A PDF written by hand, byte for byte (names spelt as given, objects where given), with a right
 * cross-reference table: object 1 is the catalogue, 2 the pages, 3 the page.
 */
function brut(objets: (string | Buffer)[], trailer = '', version = '1.7'): Buffer {
  const parties: Buffer[] = [Buffer.from(`%PDF-${version}\n%\xe2\xe3\xcf\xd3\n`, 'latin1')];
  let taille = parties[0].length;
  const decalages: number[] = [];
  objets.forEach((corps, i) => {
    decalages.push(taille);
    const b = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, 'latin1'), Buffer.isBuffer(corps) ? corps : Buffer.from(corps, 'latin1'), Buffer.from('\nendobj\n')]);
    parties.push(b);
    taille += b.length;
  });
  const xref = [`xref\n0 ${objets.length + 1}\n0000000000 65535 f \n`, ...decalages.map((d) => `${String(d).padStart(10, '0')} 00000 n \n`)].join('');
  parties.push(Buffer.from(`${xref}trailer\n<< /Size ${objets.length + 1} ${trailer.includes('/Root') ? '' : '/Root 1 0 R '}${trailer}>>\nstartxref\n${taille}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parties);
}

const PAGES = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';
const PAGE = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>';
const catalogue = (extra = '') => `<< /Type /Catalog /Pages 2 0 R ${extra}>>`;
const flux = (dict: string, donnees: Buffer) =>
  Buffer.concat([Buffer.from(`<< ${dict} /Length ${donnees.length} >>\nstream\n`, 'latin1'), donnees, Buffer.from('\nendstream')]);

/** An object stream holding these objects (numbered from `premier`), deflated. */
function fluxObjets(objets: string[], premier: number, deflate = true): Buffer {
  let decalage = 0;
  const entete: string[] = [];
  for (const [i, o] of objets.entries()) {
    entete.push(`${premier + i} ${decalage}`);
    decalage += o.length + 1;
  }
  const tete = entete.join(' ') + '\n';
  const corps = Buffer.from(tete + objets.join('\n') + '\n', 'latin1');
  const donnees = deflate ? deflateSync(corps) : corps;
  return flux(`/Type /ObjStm /N ${objets.length} /First ${tete.length}${deflate ? ' /Filter /FlateDecode' : ''}`, donnees);
}

/**
 * The data of a valid object stream (object 9, an empty dictionary) padded with spaces to `taille`
 * bytes: only its size can get it refused.
 */
function remplissage(taille: number): Buffer {
  const b = Buffer.alloc(taille, 0x20);
  b.write('9 0\n<< >>');
  return b;
}

describe('inspecterPdf: active content is refused', () => {
  const cas: [string, () => Promise<Buffer> | Buffer][] = [
    [
      'an /OpenAction running JavaScript (pdf-lib on a pdfkit PDF)',
      () => modifie((d) => d.catalog.set(PDFName.of('OpenAction'), action(d, { S: 'JavaScript', JS: PDFString.of('app.alert(1)') }))),
    ],
    [
      'document-level JavaScript in /Names /JavaScript',
      () =>
        modifie((d) => {
          const script = action(d, { S: 'JavaScript', JS: PDFHexString.fromText('app.launchURL("https://evil.example")') });
          d.catalog.set(PDFName.of('Names'), d.context.obj({ JavaScript: { Names: [PDFString.of('a'), script] } }));
        }),
    ],
    ['an /OpenAction launching a program', () => modifie((d) => d.catalog.set(PDFName.of('OpenAction'), action(d, { S: 'Launch', F: PDFString.of('cmd.exe') })))],
    [
      'an additional action (/AA) of the page running JavaScript',
      () => modifie((d) => d.getPage(0).node.set(PDFName.of('AA'), d.context.obj({ O: action(d, { S: 'JavaScript', JS: PDFString.of('x()') }) }))),
    ],
    ['an embedded file (pdf-lib attach)', () => modifie((d) => d.attach(Buffer.from('MZ…'), 'facture.exe', { mimeType: 'application/octet-stream' }))],
    [
      'an XFA form in the AcroForm',
      () => modifie((d) => d.catalog.set(PDFName.of('AcroForm'), d.context.obj({ Fields: [], XFA: d.context.register(d.context.flateStream('<xdp:xdp/>')) }))),
    ],
    ['a /SubmitForm action', () => modifie((d) => d.catalog.set(PDFName.of('OpenAction'), action(d, { S: 'SubmitForm', F: PDFString.of('https://evil.example') })))],
    ['a /GoToR action (another, possibly remote, file)', () => modifie((d) => d.catalog.set(PDFName.of('OpenAction'), action(d, { S: 'GoToR', F: PDFString.of('\\\\evil\\share\\a.pdf'), D: [0, 'Fit'] })))],
    [
      'JavaScript hidden in a compressed object stream (pdf-lib useObjectStreams)',
      () => modifie((d) => d.catalog.set(PDFName.of('OpenAction'), action(d, { S: 'JavaScript', JS: PDFString.of('app.alert(1)') })), true),
    ],
    ['an obfuscated name /J#61vaScript', () => brut([catalogue('/OpenAction 4 0 R'), PAGES, PAGE, '<< /S /J#61vaScript /J#53 (app.alert(1)) >>'])],
    ['a fully escaped /#4c#61#75#6e#63#68', () => brut([catalogue('/OpenAction 4 0 R'), PAGES, PAGE, '<< /S /#4c#61#75#6e#63#68 /F (calc.exe) >>'])],
    ['a /FileAttachment annotation', () => brut([catalogue(), PAGES, '<< /Type /Page /Parent 2 0 R /Annots [4 0 R] >>', '<< /Type /Annot /Subtype /FileAttachment /FS 5 0 R >>', '<< /F (a.exe) >>'])],
    ['a /RichMedia annotation', () => brut([catalogue(), PAGES, '<< /Type /Page /Parent 2 0 R /Annots [4 0 R] >>', '<< /Type /Annot /Subtype /RichMedia >>'])],
    ['an /ImportData action on a link', () => brut([catalogue(), PAGES, '<< /Type /Page /Parent 2 0 R /Annots [4 0 R] >>', '<< /Type /Annot /Subtype /Link /A << /S /ImportData /F (x.fdf) >> >>'])],
    [
      'JavaScript in a hand-written object stream',
      () => brut([catalogue('/OpenAction 5 0 R'), PAGES, PAGE, fluxObjets(['<< /S /JavaScript /JS (app.alert(1)) >>'], 5)]),
    ],
    [
      'JavaScript in an object stream with no /Type, only /N and /First',
      () => brut([catalogue('/OpenAction 5 0 R'), PAGES, PAGE, fluxObjets(['<< /S /JavaScript /JS (x) >>'], 5).toString('latin1').replace('/Type /ObjStm ', '')]),
    ],
    [
      // A reader finds the object by its xref offset, which may point inside an image's data.
      'an action object hidden inside the data of an image stream',
      () =>
        brut([
          catalogue('/OpenAction 5 0 R'),
          PAGES,
          PAGE,
          flux('/Type /XObject /Subtype /Image /Width 1 /Height 1 /BitsPerComponent 8 /ColorSpace /DeviceGray', Buffer.from('\x00\n5 0 obj << /S /JavaScript /JS (x) >> endobj\n', 'latin1')),
        ]),
    ],
    [
      // An incremental update appends objects and a new trailer after the first %%EOF.
      'JavaScript added by an incremental update of a pdfkit PDF',
      async () => {
        const pdf = await pdfkit();
        const ajout = Buffer.from('\n99 0 obj\n<< /S /JavaScript /JS (app.alert(1)) >>\nendobj\n', 'latin1');
        const xref = pdf.length + ajout.length;
        const precedent = /startxref\s+(\d+)/.exec(pdf.toString('latin1').slice(-64))![1];
        const racine = /\/Root (\d+ \d+ R)/.exec(pdf.toString('latin1'))![1];
        const fin = `xref\n99 1\n${String(pdf.length + 1).padStart(10, '0')} 00000 n \ntrailer\n<< /Size 100 /Root ${racine} /Prev ${precedent} >>\nstartxref\n${xref}\n%%EOF\n`;
        return Buffer.concat([pdf, ajout, Buffer.from(fin, 'latin1')]);
      },
    ],
    ['a /GoToE action (an embedded PDF)', () => brut([catalogue('/OpenAction << /S /GoToE /T << /R /C /N (a.pdf) >> >>'), PAGES, PAGE])],
    ['a /Rendition action (a media player)', () => brut([catalogue('/OpenAction << /S /Rendition /OP 0 >>'), PAGES, PAGE])],
    [
      'JavaScript in an object whose `obj` is preceded by a comment',
      () => Buffer.from(brut([catalogue('/OpenAction 4 0 R'), PAGES, PAGE, '<< /S /GoTo /D [3 0 R /Fit] >>']).toString('latin1').replace('4 0 obj\n<< /S /GoTo /D [3 0 R /Fit] >>', '4 %x\n0 obj << /S /JavaScript /JS (x) >>'), 'latin1'),
    ],
  ];

  it.each(cas)('%s', async (_nom, fabriquer) => {
    const pdf = await fabriquer();
    expect(await inspecterPdf(pdf)).toBe('CONTENU_ACTIF');
    expect(await inspecterContenu('pdf', pdf)).toBe('CONTENU_ACTIF');
  });

  it('reads an object stream: the JavaScript pdf-lib hid there is not in the raw bytes', async () => {
    const pdf = await modifie((d) => d.catalog.set(PDFName.of('OpenAction'), action(d, { S: 'JavaScript', JS: PDFString.of('app.alert(1)') })), true);
    expect(pdf.toString('latin1')).toContain('/ObjStm');
    expect(pdf.toString('latin1')).not.toContain('JavaScript');
    expect(await inspecterPdf(pdf)).toBe('CONTENU_ACTIF');
  });
});

describe('inspecterPdf: files that are not PDFs, or cannot be inspected, are ILLISIBLE', () => {
  const cas: [string, () => Promise<Buffer> | Buffer][] = [
    ['a PDF/HTML polyglot (a %PDF- header, then a page)', () => Buffer.from('%PDF-1.4\n<html><body><script>alert(document.cookie)</script></body></html>\n')],
    ['a polyglot with a forged tail (startxref 0)', () => Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>\nstartxref\n0\n%%EOF\n')],
    ['a polyglot whose startxref points to no cross-reference section', () => Buffer.from('%PDF-1.4\n<html>1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj</html>\nstartxref\n12\n%%EOF\n')],
    ['only a header', () => Buffer.from('%PDF-1.7\n')],
    ['a header with no version', () => Buffer.from(brut([catalogue(), PAGES, PAGE]).toString('latin1').replace('%PDF-1.7', '%PDF-xx'), 'latin1')],
    ['a truncated pdfkit PDF (its first half)', async () => (await pdfkit()).subarray(0, 1500)],
    ['a truncated PDF (its last 10 bytes cut, %%EOF gone)', async () => (await pdfkit()).subarray(0, -10)],
    ['a trailer whose /Root is no catalogue', () => brut([PAGE, PAGES, PAGE])],
    ['a trailer with no /Root', () => Buffer.from(brut([catalogue(), PAGES, PAGE]).toString('latin1').replace('/Root 1 0 R', ''), 'latin1')],
    [
      'an object stream that inflates beyond its cap (a bomb)',
      () => brut([catalogue(), PAGES, PAGE, flux('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', deflateSync(remplissage(PLAFOND_FLUX_OBJETS + 1)))]),
    ],
    [
      'object streams that together inflate beyond the budget',
      () => {
        const un = flux('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', deflateSync(remplissage(PLAFOND_FLUX_OBJETS - 16)));
        const n = Math.ceil(BUDGET_INFLATION / PLAFOND_FLUX_OBJETS) + 1;
        return brut([catalogue(), PAGES, PAGE, ...Array.from({ length: n }, () => un)]);
      },
    ],
    ['an object stream with a filter this scanner does not read', () => brut([catalogue(), PAGES, PAGE, flux('/Type /ObjStm /N 1 /First 4 /Filter /LZWDecode', remplissage(100))])],
    ['an object stream whose data is not deflate', () => brut([catalogue(), PAGES, PAGE, flux('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', Buffer.from('pas du deflate'))])],
    [
      'an encrypted PDF with an object stream (its objects cannot be read)',
      () => brut([catalogue(), PAGES, PAGE, fluxObjets(['<< /S /GoTo /D [3 0 R /Fit] >>'], 6), '<< /Filter /Standard /V 2 /R 3 /O <00> /U <00> /P -4 >>'], '/Encrypt 5 0 R '),
    ],
    ['nesting a thousand arrays deep', () => brut([catalogue(`/X ${'['.repeat(1000)}${']'.repeat(1000)}`), PAGES, PAGE])],
  ];

  it.each(cas)('%s', async (_nom, fabriquer) => {
    const pdf = await fabriquer();
    expect(await inspecterPdf(pdf)).toBe('ILLISIBLE');
  });

  it('refuses a bomb of 64 Mo of zeros in an object stream without inflating it', async () => {
    const bombe = deflateSync(remplissage(64 * 1024 * 1024));
    const pdf = brut([catalogue(), PAGES, PAGE, flux('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', bombe)]);
    expect(pdf.length).toBeLessThan(100_000);
    expect(await inspecterPdf(pdf)).toBe('ILLISIBLE');
  });
});

describe('inspecterPdf: ordinary PDFs are accepted', () => {
  const cas: [string, () => Promise<Buffer> | Buffer][] = [
    ['a pdfkit PDF (text and a URI link)', () => pdfkit()],
    ['a pdfkit PDF encrypted (no object streams: every dictionary is in clear)', () => pdfkit({ userPassword: '', ownerPassword: 'proprietaire', pdfVersion: '1.7', permissions: { printing: 'highResolution' } })],
    ['the pdfkit PDF re-saved by pdf-lib with object streams', () => modifie(() => undefined, true)],
    ['an /OpenAction that only sets the view: [page /Fit]', () => modifie((d) => d.catalog.set(PDFName.of('OpenAction'), d.context.obj([d.getPage(0).ref, PDFName.of('Fit')])))],
    ['an /OpenAction that is a /GoTo', () => modifie((d) => d.catalog.set(PDFName.of('OpenAction'), action(d, { S: 'GoTo', D: [d.getPage(0).ref, 'XYZ', 0, 842, 1] })), true)],
    ['an AcroForm without XFA (a filled form)', () => modifie((d) => d.getForm().createTextField('nom').addToPage(d.getPage(0)))],
    [
      'names of active content inside strings and page contents (text, not syntax)',
      () =>
        brut([
          catalogue(),
          PAGES,
          '<< /Type /Page /Parent 2 0 R /Contents 4 0 R >>',
          flux('', Buffer.from('BT /F1 12 Tf (/JavaScript /Launch) Tj ET /JS gs')),
          '<< /Title (A guide to /JavaScript and 9 0 obj) /Subject <2F4A53> >>',
        ], '/Info 5 0 R '),
    ],
    [
      'random binary image data (never read as syntax)',
      () => {
        const octets = Buffer.alloc(200_000);
        for (let i = 0, x = 7; i < octets.length; i++) octets[i] = (x = (x * 1103515245 + 12345) >>> 0) >>> 24;
        return brut([catalogue(), PAGES, PAGE, flux('/Type /XObject /Subtype /Image /Width 400 /Height 500 /BitsPerComponent 8 /ColorSpace /DeviceGray', octets)]);
      },
    ],
    ['a hand-written object stream holding the catalogue', () => brut([PAGES, PAGES, PAGE, fluxObjets([catalogue()], 5)], '/Root 5 0 R ')],
    ['an object stream with no filter', () => brut([catalogue(), PAGES, PAGE, fluxObjets(['<< /S /GoTo /D [3 0 R /Fit] >>'], 5, false)])],
    ['an uncompressed PDF 2.0', () => brut([catalogue(), PAGES, PAGE], '', '2.0')],
  ];

  it.each(cas)('%s', async (_nom, fabriquer) => {
    const pdf = await fabriquer();
    expect(await inspecterPdf(pdf)).toBeNull();
    expect(await inspecterContenu('pdf', pdf)).toBeNull();
  });

  it('accepts a PDF this application produces (PdfLayout, its fonts and its logo)', async () => {
    const l = new PdfLayout({ theme: THEMES.atlantique, title: 'Étude santé', subtitle: 'Projet P-0042', footerNote: 'Projet P-0042', createdAt: new Date('2025-11-21T13:05:00Z') });
    l.heading('Garanties');
    l.paragraph('Hospitalisation, soins courants, optique, dentaire.');
    const pdf = await l.toBuffer();
    expect(await inspecterPdf(pdf)).toBeNull();
  });

  it('accepts an object stream just under its cap (the bombs above are refused for their size only)', async () => {
    const pdf = brut([catalogue(), PAGES, PAGE, flux('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', deflateSync(remplissage(PLAFOND_FLUX_OBJETS)))]);
    expect(await inspecterPdf(pdf)).toBeNull();
  });

  it('reads a truncated object stream as far as it goes, as readers do (and finds what it holds)', async () => {
    const tronque = (objet: string) => {
      const f = fluxObjets([objet, '<< /Type /Annot /Subtype /Link /Rect [0 0 1 1] >>'.padEnd(3000, ' ')], 5).toString('latin1');
      const donnees = /stream\n([^]*)\nendstream/.exec(f)![1];
      return brut([catalogue(), PAGES, PAGE, Buffer.from(f.replace(donnees, donnees.slice(0, -8)).replace(/\/Length \d+/, `/Length ${donnees.length - 8}`), 'latin1')]);
    };
    expect(await inspecterPdf(tronque('<< /S /GoTo /D [3 0 R /Fit] >>'))).toBeNull();
    expect(await inspecterPdf(tronque('<< /S /JavaScript /JS (x) >>'))).toBe('CONTENU_ACTIF');
  });

  it('reads an object stream holding the catalogue (a catalogue only found there is still found)', async () => {
    const pdf = await modifie(() => undefined, true);
    expect(pdf.toString('latin1')).not.toMatch(/\/Type \/Catalog/);
    expect(await inspecterPdf(pdf)).toBeNull();
  });

  it('does not depend on a copy: a view into a larger buffer is read where it sits', async () => {
    const pdf = await pdfkit();
    const grand = Buffer.concat([Buffer.from('xxxx'), pdf, Buffer.from('yyyy')]);
    expect(await inspecterPdf(new Uint8Array(grand.buffer, grand.byteOffset + 4, pdf.length))).toBeNull();
  });
});

describe('inspecterContenu', () => {
  it('leaves workbooks to the import inspection', async () => {
    expect(await inspecterContenu('xlsx', Buffer.from('PK\x03\x04 anything'))).toBeNull();
  });

  it('is the PDF scanner for PDFs (a dictionary pdf-lib writes is read)', async () => {
    const pdf = await modifie((d) => d.catalog.set(PDFName.of('Names'), d.context.obj({ EmbeddedFiles: d.context.obj({ Names: [] }) as PDFDict })));
    expect(await inspecterContenu('pdf', pdf)).toBe('CONTENU_ACTIF');
  });
});

describe('inspecterPdf on damaged files', () => {
  it('answers without throwing for 300 randomly damaged PDFs (syntax bytes, keywords, truncations)', async () => {
    const base = await modifie((d) => d.catalog.set(PDFName.of('OpenAction'), d.context.obj([d.getPage(0).ref, PDFName.of('Fit')])), true);
    let x = 12345;
    const hasard = () => (x = (x * 1103515245 + 12345) >>> 0) / 2 ** 32;
    const motifs = new Set<unknown>();
    for (let k = 0; k < 300; k++) {
      let b = Buffer.from(base);
      for (let i = 0; i < 1 + Math.floor(hasard() * 10); i++) {
        const p = Math.floor(hasard() * b.length);
        const t = hasard();
        if (t < 0.4) b[p] = Math.floor(hasard() * 256);
        else if (t < 0.8) b.write(['(', ')', '<<', '>>', '[', ']', '/', '%', 'obj', 'endobj', 'stream', 'endstream', ' 1 0 R', '/N 999999999', '/First 0'][Math.floor(hasard() * 15)], p, 'latin1');
        else if (t < 0.9) b = b.subarray(0, p);
      }
      motifs.add(await inspecterPdf(b));
    }
    expect([...motifs].every((m) => m === null || m === 'ILLISIBLE')).toBe(true);
    expect(motifs).toContain('ILLISIBLE');
  });
});

describe('inspecterPdf shares the event loop', () => {
  /** Many small objects in object streams: the work of a large scan, cut between objects. */
  const beaucoupDObjets = () =>
    brut([catalogue(), PAGES, PAGE, ...Array.from({ length: 20 }, (_, k) => fluxObjets(Array.from({ length: 200 }, (_, i) => `<< /K ${k} /I ${i} /R [1 2 3] >>`), 10 + k * 200))]);

  it('lets a waiting callback run while it scans (given a slice of 0 ms), and still finds what the file holds', async () => {
    let fini = false;
    let vuPendant = false;
    setImmediate(() => (vuPendant = !fini));
    const motif = await inspecterPdf(beaucoupDObjets(), { trancheMs: 0 }).finally(() => (fini = true));
    expect(motif).toBeNull();
    expect(vuPendant).toBe(true);
  });

  it('holds the event loop for the whole scan when its slice is never reached (what the slice prevents)', async () => {
    let fini = false;
    let vuPendant = false;
    setImmediate(() => (vuPendant = !fini));
    await inspecterPdf(beaucoupDObjets(), { trancheMs: 1e9 }).finally(() => (fini = true));
    expect(vuPendant).toBe(false);
  });

  it('gives the same answer whatever the slice: yielding changes when, not what', async () => {
    const actif = brut([catalogue(), PAGES, PAGE, fluxObjets(['<< /S /JavaScript /JS (x) >>'], 4)]);
    for (const fichier of [beaucoupDObjets(), actif]) {
      expect(await inspecterPdf(fichier, { trancheMs: 0 })).toBe(await inspecterPdf(fichier, { trancheMs: 1e9 }));
    }
  });
});
