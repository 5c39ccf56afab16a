import { startKeepAlive } from './keep-alive';

/** A hand-driven interval: `tick()` runs the scheduled callback and waits for it to settle. */
function harness(statuses: (number | Error)[]) {
  let callback: (() => void) | undefined;
  let cleared = false;
  const requests: { url: string; init?: RequestInit }[] = [];
  let sessionLost = 0;
  const stop = startKeepAlive({
    intervalMs: 10_000,
    fetch: async (input, init) => {
      requests.push({ url: String(input), init });
      const next = statuses.shift() ?? 204;
      if (next instanceof Error) throw next;
      return new Response(null, { status: next });
    },
    onSessionLost: () => (sessionLost += 1),
    setInterval: (fn, ms) => {
      expect(ms).toBe(10_000);
      callback = fn;
      return 1;
    },
    clearInterval: () => (cleared = true),
  });
  return {
    stop,
    requests,
    get sessionLost() {
      return sessionLost;
    },
    get cleared() {
      return cleared;
    },
    async tick() {
      if (!cleared) callback?.();
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

describe('startKeepAlive', () => {
  it('posts /auth/refresh on every tick while the session is alive', async () => {
    const h = harness([204, 200, 204]);
    await h.tick();
    await h.tick();
    await h.tick();
    expect(h.requests).toHaveLength(3);
    expect(h.requests[0]).toMatchObject({ url: '/auth/refresh', init: { method: 'POST', credentials: 'same-origin' } });
    expect(h.sessionLost).toBe(0);
  });

  it('stops and reports once when the session is gone (401)', async () => {
    const h = harness([204, 401, 204]);
    await h.tick();
    await h.tick();
    await h.tick();
    expect(h.sessionLost).toBe(1);
    expect(h.cleared).toBe(true);
    expect(h.requests).toHaveLength(2);
  });

  it('keeps going after a network error or a server error', async () => {
    const h = harness([new TypeError('offline'), 503, 204]);
    await h.tick();
    await h.tick();
    await h.tick();
    expect(h.requests).toHaveLength(3);
    expect(h.sessionLost).toBe(0);
  });

  it('stop() cancels the interval', async () => {
    const h = harness([]);
    h.stop();
    await h.tick();
    expect(h.cleared).toBe(true);
    expect(h.requests).toHaveLength(0);
  });
});
