import { crc32, deflateSync } from 'node:zlib';
import { inspecterContenu } from '.';
import { jpegLisible, PIXELS_MAX, pngLisible } from './images';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function morceau(type: string, donnees: Buffer = Buffer.alloc(0), crc?: number): Buffer {
  const tete = Buffer.alloc(8);
  tete.writeUInt32BE(donnees.length, 0);
  tete.write(type, 4, 'latin1');
  const fin = Buffer.alloc(4);
  fin.writeUInt32BE(crc ?? crc32(Buffer.concat([tete.subarray(4), donnees])), 0);
  return Buffer.concat([tete, donnees, fin]);
}

function ihdr(largeur: number, hauteur: number, profondeur = 8, typeCouleur = 0): Buffer {
  const d = Buffer.alloc(13);
  d.writeUInt32BE(largeur, 0);
  d.writeUInt32BE(hauteur, 4);
  d[8] = profondeur;
  d[9] = typeCouleur;
  return morceau('IHDR', d);
}

/** A grey PNG of these dimensions (its rows really deflated when small; a token IDAT otherwise). */
function png(largeur: number, hauteur: number, morceaux?: Buffer[]): Buffer {
  const lignes = largeur * hauteur <= 1_000_000 ? Buffer.alloc((largeur + 1) * hauteur, 0x80) : Buffer.alloc(16);
  return Buffer.concat([SIGNATURE, ...(morceaux ?? [ihdr(largeur, hauteur), morceau('IDAT', deflateSync(lignes)), morceau('IEND')])]);
}

/** A 16×16 baseline JPEG (CPython's test image: JFIF, two DQT, SOF0, four DHT, one scan). */
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEAAQABAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/2wBDAQMDAwQDBAgEBAgQCwkLEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBD/wAARCAAQABADASIAAhEBAxEB/8QAFgABAQEAAAAAAAAAAAAAAAAABwQF/8QAJBAAAQQBBAICAwAAAAAAAAAAAQIDBAYFBwgSExEiABQJMTL/xAAVAQEBAAAAAAAAAAAAAAAAAAAABv/EACMRAAECBQMFAAAAAAAAAAAAAAECEQMEBQYhABIxFRZhgeH/2gAMAwEAAhEDEQA/ABSm0mobc8HmExLUlRzzEWPkJWW+ulrsaUVAseUgslSlH9LKuPryIKuWPZdskzXmm3fX5m2nF4GlVxx/HOpx4ks51+MiU/Iaad7UcUo4tILoS4kqcWkezS0hO/HvuRp0rO6hWnWO1UisZVuFi4GFeyEpmGepa5S5SWVPuciFKRFLgSrwetnyPIB+Vb4N9mKhQMzo5po9XLdDs9d6ZVix2VEhiL9kuNPxw2gEKcDQ/rs8AuA8VAe0vdl7VOYn+27flGAUgmITjbhSmCg3BYlyeWDkMolvw4KOp1KM6iCNvngZHwetf//Z',
  'base64',
);
/** Offset of the SOF0 segment's length in JPEG (after SOI 2, APP0 2+16, DQT 2+67, DQT 2+67, its marker 2). */
const SOF0 = 2 + 18 + 69 + 69 + 2;

/** The JPEG with its SOF0 dimensions replaced. */
function jpegDe(largeur: number, hauteur: number): Buffer {
  const b = Buffer.from(JPEG);
  b.writeUInt16BE(hauteur, SOF0 + 3);
  b.writeUInt16BE(largeur, SOF0 + 5);
  return b;
}

const avec = (b: Buffer, changer: (c: Buffer) => void) => {
  const c = Buffer.from(b);
  changer(c);
  return c;
};

describe('pngLisible', () => {
  it.each<[string, Buffer, boolean]>([
    ['a 1×1 PNG', png(1, 1), true],
    ['a 600 dpi A4 scan size (4960×7016)', png(4960, 7016), true],
    ['exactly the pixel budget', png(10_000, PIXELS_MAX / 10_000), true],
    ['a palette PNG with its PLTE', png(2, 2, [ihdr(2, 2, 8, 3), morceau('PLTE', Buffer.alloc(3)), morceau('IDAT', deflateSync(Buffer.alloc(6))), morceau('IEND')]), true],
    ['bytes after IEND (ignored by decoders)', Buffer.concat([png(1, 1), Buffer.from('trailing')]), true],
    ['an ancillary chunk with a wrong CRC (decoders skip it)', png(1, 1, [ihdr(1, 1), morceau('tEXt', Buffer.from('a\0b'), 1), morceau('IDAT', deflateSync(Buffer.alloc(2))), morceau('IEND')]), true],
    ['100,000 × 100,000 (a decompression bomb)', png(100_000, 100_000), false],
    ['one pixel over the budget', png(PIXELS_MAX + 1, 1), false],
    ['a width of zero', png(0, 10), false],
    ['a width of 2^31 (beyond the format)', png(2 ** 31, 1), false],
    ['truncated: IEND missing', png(1, 1).subarray(0, -12), false],
    ['truncated in the middle of IDAT', png(64, 64).subarray(0, 60), false],
    ['the signature only', SIGNATURE, false],
    ['a broken signature', avec(png(1, 1), (c) => (c[1] = 0x51)), false],
    ['IDAT before IHDR', png(1, 1, [morceau('IDAT', deflateSync(Buffer.alloc(2))), ihdr(1, 1), morceau('IEND')]), false],
    ['no IDAT', png(1, 1, [ihdr(1, 1), morceau('IEND')]), false],
    ['two IHDR', png(1, 1, [ihdr(1, 1), ihdr(1, 1), morceau('IDAT', deflateSync(Buffer.alloc(2))), morceau('IEND')]), false],
    ['a palette image without PLTE', png(2, 2, [ihdr(2, 2, 8, 3), morceau('IDAT', deflateSync(Buffer.alloc(6))), morceau('IEND')]), false],
    ['an impossible depth (RGB in 4 bits)', png(1, 1, [ihdr(1, 1, 4, 2), morceau('IDAT', deflateSync(Buffer.alloc(2))), morceau('IEND')]), false],
    ['a corrupt IDAT (its CRC wrong)', avec(png(8, 8), (c) => (c[8 + 25 + 10] ^= 0xff)), false],
    ['a chunk length past the end of the file', avec(png(1, 1), (c) => c.writeUInt32BE(0x7ffffff0, 8 + 25)), false],
    ['a chunk type that is not letters', avec(png(1, 1), (c) => (c[8 + 25 + 4] = 0x31)), false],
    ['an HTML page after a PNG signature', Buffer.concat([SIGNATURE, Buffer.from('<html><script>alert(1)</script></html>')]), false],
  ])('%s → %s', async (_nom, octets, lisible) => {
    expect(pngLisible(octets)).toBe(lisible);
    expect(await inspecterContenu('png', octets)).toBe(lisible ? null : 'ILLISIBLE');
  });
});

describe('jpegLisible', () => {
  it('reads the test image as laid out: SOF0 where SOF0 says, 16×16, 3 components', () => {
    expect([JPEG[SOF0 - 2], JPEG[SOF0 - 1], JPEG.readUInt16BE(SOF0 + 3), JPEG.readUInt16BE(SOF0 + 5), JPEG[SOF0 + 7]]).toEqual([0xff, 0xc0, 16, 16, 3]);
  });

  it.each<[string, Buffer, boolean]>([
    ['a 16×16 baseline JPEG', JPEG, true],
    ['bytes after EOI (some phones append their data)', Buffer.concat([JPEG, Buffer.from('SEFT trailer')]), true],
    ['fill bytes before a marker', Buffer.concat([JPEG.subarray(0, 2), Buffer.from([0xff, 0xff]), JPEG.subarray(2)]), true],
    ['a 600 dpi A4 scan size (4960×7016)', jpegDe(4960, 7016), true],
    ['65,535 × 65,535 (a decompression bomb, 4.3 Gpx)', jpegDe(65_535, 65_535), false],
    ['a height of zero (deferred to a DNL marker)', jpegDe(16, 0), false],
    ['truncated: EOI missing', JPEG.subarray(0, -2), false],
    ['truncated in the middle of a segment', JPEG.subarray(0, 100), false],
    ['truncated before the scan (no SOS)', JPEG.subarray(0, SOF0 + 19), false],
    ['SOI only', Buffer.from([0xff, 0xd8, 0xff, 0xd9]), false],
    ['a segment length past the end of the file', avec(JPEG, (c) => c.writeUInt16BE(0xfff0, 4)), false],
    ['a segment length under 2', avec(JPEG, (c) => c.writeUInt16BE(1, 4)), false],
    ['garbage where a marker should be', avec(JPEG, (c) => (c[2 + 18] = 0x41)), false],
    ['a scan before the frame header', Buffer.concat([JPEG.subarray(0, SOF0 - 2), Buffer.from([0xff, 0xda, 0x00, 0x02, 0x00, 0xff, 0xd9])]), false],
    ['a SOF segment whose length disagrees with its components', avec(JPEG, (c) => (c[SOF0 + 7] = 2)), false],
    ['an HTML page after SOI', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('<html><script>alert(1)</script></html>')]), false],
  ])('%s → %s', async (_nom, octets, lisible) => {
    expect(jpegLisible(octets)).toBe(lisible);
    expect(await inspecterContenu('jpeg', octets)).toBe(lisible ? null : 'ILLISIBLE');
  });
});
