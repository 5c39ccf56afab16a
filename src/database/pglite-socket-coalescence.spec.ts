import { cadrerMessages } from './pglite-socket-coalescence';

const type = (t: string, corps: number) => {
  const b = Buffer.alloc(1 + 4 + corps);
  b.write(t, 0);
  b.writeInt32BE(4 + corps, 1);
  return b;
};
const sansType = (code: number, longueur: number) => {
  const b = Buffer.alloc(longueur);
  b.writeInt32BE(longueur, 0);
  b.writeInt32BE(code, 4);
  return b;
};
const STARTUP = sansType(196608, 40);
const SSL = sansType(80877103, 8);
const SYNC = type('S', 0);
const BIND = type('B', 100);

describe('cadrerMessages (frontend messages framed as pglite-socket does)', () => {
  it.each([
    ['nothing', Buffer.alloc(0), 0, 0],
    ['a lone type byte', Buffer.from('B'), 0, 0],
    ['a whole Sync', SYNC, 5, 0],
    ['SSL request then startup', Buffer.concat([SSL, STARTUP]), 48, 0],
    ['startup then a Bind cut in its body', Buffer.concat([STARTUP, BIND.subarray(0, 50)]), 40, 105],
    ['Bind, Sync, then half a header', Buffer.concat([BIND, SYNC, BIND.subarray(0, 3)]), 110, 0],
    ['a Bind header announcing 10 Mo', type('B', 10 * 1024 * 1024).subarray(0, 64), 0, 10 * 1024 * 1024 + 5],
    ['a malformed length', Buffer.from([0x42, 0, 0, 0, 1]), 0, -1],
  ])('%s', (_nom, octets, complets, prochain) => {
    expect(cadrerMessages(octets)).toEqual({ complets, prochain });
  });

  it('never answers more than it was given, whatever the cut (property)', () => {
    const flux = Buffer.concat([STARTUP, BIND, SYNC, BIND, type('Q', 3), SYNC]);
    const bornes = [0, 40, 145, 150, 255, 263, 268];
    for (let coupe = 0; coupe <= flux.length; coupe++) {
      const { complets } = cadrerMessages(flux.subarray(0, coupe));
      // The complete part always ends on a message boundary at or before the cut.
      expect(complets).toBe(Math.max(...bornes.filter((b) => b <= coupe)));
    }
  });
});
