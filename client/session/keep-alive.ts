import { useEffect } from 'react';
import { PATHS } from '../routing/paths';

/** Spec 01 §9: token lifespan 60 s, updated every 10 s. */
export const DEFAULT_REFRESH_INTERVAL_MS = 10_000;

export interface KeepAliveOptions {
  refreshUrl?: string;
  intervalMs?: number;
  fetch?: typeof fetch;
  /** Called once when the session is gone (HTTP 401). */
  onSessionLost?: () => void;
  setInterval?: (fn: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}

/**
 * Refreshes the session every `intervalMs` with POST /auth/refresh. A 401 means the session is
 * gone: stop and hand over to onSessionLost (the authentication error page). Network errors are
 * ignored: the next tick tries again. Returns the stop function.
 */
export function startKeepAlive(options: KeepAliveOptions = {}): () => void {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const onSessionLost = options.onSessionLost ?? (() => window.location.assign(PATHS.authError));
  const schedule = options.setInterval ?? ((fn, ms) => setInterval(fn, ms));
  const cancel = options.clearInterval ?? ((handle) => clearInterval(handle as ReturnType<typeof setInterval>));
  let stopped = false;
  let inFlight = false;

  const stop = () => {
    stopped = true;
    cancel(handle);
  };
  const tick = async () => {
    if (stopped || inFlight) return;
    inFlight = true;
    try {
      const response = await doFetch(options.refreshUrl ?? PATHS.refresh, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { Accept: 'application/json' },
      });
      if (response.status === 401 && !stopped) {
        stop();
        onSessionLost();
      }
    } catch {
      // Offline or server restarting: the next tick tries again.
    } finally {
      inFlight = false;
    }
  };
  const handle = schedule(() => void tick(), options.intervalMs ?? DEFAULT_REFRESH_INTERVAL_MS);
  return stop;
}

/** Keeps the session alive while the component is mounted and `enabled` is true. */
export function useKeepAlive(enabled: boolean, intervalMs = DEFAULT_REFRESH_INTERVAL_MS, refreshUrl: string = PATHS.refresh): void {
  useEffect(() => {
    if (!enabled) return undefined;
    return startKeepAlive({ intervalMs, refreshUrl });
  }, [enabled, intervalMs, refreshUrl]);
}
