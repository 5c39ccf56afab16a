import { crc32 } from 'node:zlib';

/**
 * PNG and JPEG structure checks on the bytes of an upload (ADR 0056): the file must parse as its
 * format all the way to its end marker, and declare dimensions a viewer can decode. Nothing is
 * decoded: one pass over the segments, no allocation beyond a few numbers.
 */

/**
 * 100 mégapixels: above it an image is refused as a decompression bomb (decoded RGBA it is 400 Mo
 * for whoever opens it). A 600 dpi A4 scan is 35 Mpx, a 50 Mpx phone photo passes.
 */
export const PIXELS_MAX = 100_000_000;

const SIGNATURE_PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Bit depths allowed for each PNG colour type (PNG spec §11.2.2). */
const PROFONDEURS_PNG: Record<number, readonly number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

/** Chunk types as their four bytes read big-endian. */
const [IHDR, PLTE, IDAT, IEND] = ['IHDR', 'PLTE', 'IDAT', 'IEND'].map((t) => Buffer.from(t, 'latin1').readUInt32BE(0));

const dimensionsRaisonnables = (largeur: number, hauteur: number) => largeur > 0 && hauteur > 0 && largeur * hauteur <= PIXELS_MAX;

const u32 = (o: Uint8Array, p: number) => ((o[p] << 24) >>> 0) + (o[p + 1] << 16) + (o[p + 2] << 8) + o[p + 3];
const u16 = (o: Uint8Array, p: number) => (o[p] << 8) + o[p + 1];
const lettre = (c: number) => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);

/**
 * True when the bytes are a PNG: signature, IHDR first with sane dimensions and a valid depth,
 * every chunk within the file with its CRC right for critical chunks, PLTE for a palette image,
 * IDAT, and IEND. Bytes after IEND are ignored, as decoders do.
 */
export function pngLisible(o: Uint8Array): boolean {
  if (o.length < 8 || SIGNATURE_PNG.some((b, i) => o[i] !== b)) return false;
  let p = 8;
  let premier = true;
  let typeCouleur = -1;
  let palette = false;
  let donnees = false;
  while (p + 12 <= o.length) {
    const longueur = u32(o, p);
    if (longueur > 0x7fffffff || p + 12 + longueur > o.length) return false;
    if (!lettre(o[p + 4]) || !lettre(o[p + 5]) || !lettre(o[p + 6]) || !lettre(o[p + 7])) return false;
    const type = u32(o, p + 4);
    // Critical chunks (upper-case first letter) must be intact; ancillary ones decoders skip anyway.
    const critique = o[p + 4] <= 0x5a;
    if (critique && crc32(o.subarray(p + 4, p + 8 + longueur)) !== u32(o, p + 8 + longueur)) return false;
    if (premier) {
      if (type !== IHDR || longueur !== 13) return false;
      const largeur = u32(o, p + 8);
      const hauteur = u32(o, p + 12);
      const profondeur = o[p + 16];
      typeCouleur = o[p + 17];
      if (!dimensionsRaisonnables(largeur, hauteur)) return false;
      if (!PROFONDEURS_PNG[typeCouleur]?.includes(profondeur)) return false;
      if (o[p + 18] !== 0 || o[p + 19] !== 0 || o[p + 20] > 1) return false; // compression, filter, interlace
      premier = false;
    } else if (type === IHDR) {
      return false;
    } else if (type === PLTE) {
      palette = true;
    } else if (type === IDAT) {
      if (typeCouleur === 3 && !palette) return false;
      donnees = true;
    } else if (type === IEND) {
      return donnees && longueur === 0;
    }
    p += 12 + longueur;
  }
  return false; // no IEND: truncated
}

/** SOFn markers (ITU T.81 table B.1): C0–CF except DHT (C4), JPG (C8) and DAC (CC). */
const estSof = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

/**
 * True when the bytes are a JPEG: SOI, segments whose lengths stay within the file, one frame
 * header (SOFn) with sane dimensions before the first scan, entropy-coded data, and EOI. Bytes
 * after EOI are ignored (some phones append their own data there).
 */
export function jpegLisible(o: Uint8Array): boolean {
  if (o.length < 4 || o[0] !== 0xff || o[1] !== 0xd8) return false;
  let p = 2;
  let trame = false;
  let balayage = false;
  while (p < o.length) {
    if (o[p] !== 0xff) return false;
    while (p < o.length && o[p] === 0xff) p++; // fill bytes
    if (p >= o.length) return false;
    const marqueur = o[p++];
    if (marqueur === 0xd9) return trame && balayage; // EOI
    if (marqueur === 0xd8 || marqueur === 0x00) return false;
    if ((marqueur >= 0xd0 && marqueur <= 0xd7) || marqueur === 0x01) continue; // RSTn, TEM: no length
    if (p + 2 > o.length) return false;
    const longueur = u16(o, p);
    if (longueur < 2 || p + longueur > o.length) return false;
    if (estSof(marqueur)) {
      const composantes = o[p + 7];
      if (trame || longueur < 8 || longueur !== 8 + 3 * composantes || composantes < 1 || composantes > 4) return false;
      if (!dimensionsRaisonnables(u16(o, p + 5), u16(o, p + 3))) return false;
      trame = true;
    }
    p += longueur;
    if (marqueur === 0xda) {
      if (!trame) return false;
      balayage = true;
      // Entropy-coded data runs to the next marker: 0xFF not followed by 0x00 (a stuffed byte) or RSTn.
      for (;;) {
        const q = o.indexOf(0xff, p);
        if (q < 0 || q + 1 >= o.length) return false;
        const suivant = o[q + 1];
        if (suivant === 0x00 || (suivant >= 0xd0 && suivant <= 0xd7) || suivant === 0xff) {
          p = q + 1 + (suivant === 0xff ? 0 : 1);
          continue;
        }
        p = q;
        break;
      }
    }
  }
  return false; // no EOI: truncated
}
