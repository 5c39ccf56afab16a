import { lireDonneesTransmises } from './entry.server';

const flux = (parts: string[]) =>
  new ReadableStream<Uint8Array>({
    start(c) {
      for (const p of parts) c.enqueue(new TextEncoder().encode(p));
      c.close();
    },
  });

describe('lireDonneesTransmises: the loaders’ serialised data, read whole before the render (ADR 0090)', () => {
  it.each([
    ['one part', ['[{"_1":2},"a"]\n']],
    ['several parts', ['[{"_1":2}', ',"b"]\n', 'P3:[]\n']],
    ['no part', []],
  ])('%s: one settled entry per part, then the end, in order', async (_cas, parts) => {
    const s = flux(parts);
    const lu = await lireDonneesTransmises(s);
    expect(Object.keys(lu)).toEqual([...parts.keys(), parts.length].map(String));
    expect(Object.values(lu).map((p) => p.result)).toEqual([...parts.map((value) => ({ done: false, value })), { done: true, value: '' }]);
    // Released: React Router's ServerRouter takes its own reader of the same stream.
    expect(s.locked).toBe(false);
    expect(() => s.getReader()).not.toThrow();
  });

  it('joins a character cut between two parts, as StreamTransfer’s own decoder would', async () => {
    const octets = new TextEncoder().encode('"é"');
    const s = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(octets.subarray(0, 2));
        c.enqueue(octets.subarray(2));
        c.close();
      },
    });
    const lu = await lireDonneesTransmises(s);
    expect(Object.values(lu).map((p) => p.result?.value).join('')).toBe('"é"');
  });
});
