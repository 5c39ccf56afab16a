import { useSyncExternalStore } from 'react';

/**
 * Spec 01 §3 'Session state': the journey's state is kept in the browser's session storage, one
 * module per area (company information, eligible products, health, provident, common). It
 * survives a reload of the tab and dies with it.
 *
 * A module is a tiny external store: `get()` returns the same object until `set()` replaces it, so
 * React reads it with useSyncExternalStore. On the server (and during hydration) every module reads
 * as its defaults: the stored values appear on the first client render after hydration, without a
 * hydration mismatch. A module is never written on the server: it is shared by all requests there.
 */

/** The part of the Storage API a module needs (sessionStorage, or a fake in tests). */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SessionModule<T extends object> {
  /** Session-storage key ('collectif:<name>'). */
  readonly key: string;
  readonly defaults: T;
  /** The current state (the same object until it changes). */
  get(): T;
  /** Shallow merge of a patch, or a full replacement computed from the current state. */
  set(update: Partial<T> | ((current: T) => T)): void;
  /** Back to the defaults, and the stored copy removed. */
  reset(): void;
  subscribe(listener: () => void): () => void;
}

export interface SessionModuleOptions<T> {
  /**
   * Bumped when the shape changes incompatibly: a copy stored by an older version is dropped
   * rather than read half-right.
   */
  version?: number;
  /** Where to keep it; defaults to window.sessionStorage (none on the server). */
  storage?: () => StorageLike | null;
  /** Checks a stored copy (already merged over the defaults); false drops it. */
  isValid?: (value: T) => boolean;
}

const PREFIX = 'collectif:';

function browserSessionStorage(): StorageLike | null {
  if (typeof window === 'undefined') return null;
  try {
    return window.sessionStorage;
  } catch {
    // Storage disabled by the browser's privacy settings: the state lives in memory only.
    return null;
  }
}

interface Envelope {
  v: number;
  data: unknown;
}

export function createSessionModule<T extends object>(name: string, defaults: T, options: SessionModuleOptions<T> = {}): SessionModule<T> {
  const key = `${PREFIX}${name}`;
  const version = options.version ?? 1;
  const storage = options.storage ?? browserSessionStorage;
  const listeners = new Set<() => void>();
  let current: T | undefined;

  function read(): T {
    const store = storage();
    if (!store) return defaults;
    try {
      const raw = store.getItem(key);
      if (!raw) return defaults;
      const envelope = JSON.parse(raw) as Envelope;
      if (!envelope || envelope.v !== version || typeof envelope.data !== 'object' || envelope.data === null) return defaults;
      // Fields added since the copy was stored take their defaults.
      const value = { ...defaults, ...(envelope.data as Partial<T>) };
      return options.isValid && !options.isValid(value) ? defaults : value;
    } catch {
      return defaults;
    }
  }

  function write(value: T): void {
    const store = storage();
    if (!store) return;
    try {
      store.setItem(key, JSON.stringify({ v: version, data: value } satisfies Envelope));
    } catch {
      // Quota or privacy mode: keep the in-memory value.
    }
  }

  const notify = () => listeners.forEach((listener) => listener());

  function get(): T {
    // Never cached on the server: the module object is shared by every request there.
    if (!storage()) return defaults;
    if (current === undefined) current = read();
    return current;
  }

  return {
    key,
    defaults,
    get,
    set(update) {
      if (!storage()) return;
      const base = get();
      const next = typeof update === 'function' ? update(base) : { ...base, ...update };
      if (next === base) return;
      current = next;
      write(next);
      notify();
    },
    reset() {
      if (!storage()) return;
      current = defaults;
      try {
        storage()?.removeItem(key);
      } catch {
        /* nothing stored */
      }
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/**
 * The state of a module in a component. Server render and hydration see the defaults; the stored
 * state follows right after hydration (React re-renders with the client snapshot).
 */
export function useSessionModule<T extends object>(module: SessionModule<T>): T {
  return useSyncExternalStore(module.subscribe, module.get, () => module.defaults);
}

