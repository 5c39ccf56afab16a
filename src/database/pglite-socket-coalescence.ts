import { PGLiteSocketHandler } from '@electric-sql/pglite-socket';

/** Untyped messages of the PostgreSQL protocol (no type byte: length first, then a code). */
const CODE_STARTUP_V3 = 196608;
const CODE_SSL = 80877103;
const CODE_ANNULATION = 80877102;
const CODES_SANS_TYPE = new Set([CODE_STARTUP_V3, CODE_SSL, CODE_ANNULATION]);

/**
 * Frames frontend messages the way pglite-socket does: an untyped message (startup, SSL request,
 * cancel request) is its 4-byte length then its code; any other is a type byte then its length.
 * Answers the bytes of the complete messages at the head of `b`, and the total length the next
 * message needs (0 while its header is incomplete; -1 when the header is malformed).
 */
export function cadrerMessages(b: Uint8Array): { complets: number; prochain: number } {
  const vue = new DataView(b.buffer, b.byteOffset, b.byteLength);
  let pos = 0;
  for (;;) {
    const reste = b.byteLength - pos;
    let longueur: number;
    if (reste >= 8 && CODES_SANS_TYPE.has(vue.getInt32(pos + 4))) longueur = vue.getInt32(pos);
    else if (reste >= 5) longueur = 1 + vue.getInt32(pos + 1);
    else return { complets: pos, prochain: 0 };
    if (longueur < 5) return { complets: pos, prochain: -1 };
    if (reste < longueur) return { complets: pos, prochain: longueur };
    pos += longueur;
  }
}

interface Attente {
  morceaux: Buffer[];
  taille: number;
  /** Total the first pending message needs; 0 while unknown. */
  prochain: number;
}

type HandleData = (this: PGLiteSocketHandler, data: Buffer) => Promise<number>;

const INSTALLE = Symbol.for('collectif.pglite-socket.coalescence');

/**
 * pglite-socket 0.2 appends every TCP chunk to its message buffer with `Buffer.concat`: a 10 Mo
 * bytea (an uploaded piece) arrives in ~160 chunks and was copied ~800 Mo over, half a second of
 * CPU per upload (issue 12 item 9). This wraps the handler's chunk entry point so chunks are kept
 * aside until whole messages are present, then handed over in one buffer: the library's own
 * framing then runs once per message. Only the embedded database (development, tests, the bench)
 * uses pglite-socket; PostgreSQL in production never goes through it. The handler's method is
 * private in the library's types, so it is reached through the prototype and checked at start:
 * an upgrade that renames it fails loudly instead of silently losing the fix (ADR 0047).
 */
export function installerCoalescence(): void {
  const proto = PGLiteSocketHandler.prototype as unknown as { handleData?: HandleData; [INSTALLE]?: true };
  if (proto[INSTALLE]) return;
  const origine = proto.handleData;
  if (typeof origine !== 'function') throw new Error('pglite-socket : PGLiteSocketHandler.handleData introuvable (version non prise en charge)');
  const attentes = new WeakMap<PGLiteSocketHandler, Attente>();
  proto.handleData = function (this: PGLiteSocketHandler, data: Buffer): Promise<number> {
    let a = attentes.get(this);
    if (!a) {
      a = { morceaux: [], taille: 0, prochain: 0 };
      attentes.set(this, a);
    }
    a.morceaux.push(data);
    a.taille += data.length;
    // The pending message is still incomplete: nothing to copy yet.
    if (a.prochain > 0 && a.taille < a.prochain) return Promise.resolve(0);
    const tout = a.morceaux.length === 1 ? a.morceaux[0] : Buffer.concat(a.morceaux, a.taille);
    const { complets, prochain } = cadrerMessages(tout);
    // A malformed header: let the library answer it as it always did.
    const rendus = prochain < 0 ? tout.length : complets;
    const reste = tout.subarray(rendus);
    a.morceaux = reste.length ? [reste] : [];
    a.taille = reste.length;
    a.prochain = prochain < 0 ? 0 : prochain;
    return rendus ? origine.call(this, tout.subarray(0, rendus)) : Promise.resolve(0);
  };
  proto[INSTALLE] = true;
}
