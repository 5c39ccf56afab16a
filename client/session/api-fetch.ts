import { COMMON } from '../../src/domain/messages';
import { ApiError } from '../api/erreur';
import { PATHS } from '../routing/paths';
import { seDeconnecter } from './deconnexion';

/** Base address of the REST API (the public configuration's apiBaseUrl). */
export const API_BASE = '/api';

// Pages still on apiFetch import ApiError from here; it lives with the typed client (client/api).
export { ApiError };

export interface ApiFetchInit extends Omit<RequestInit, 'body'> {
  /** Sent as JSON, unless it is FormData (uploads) or a string. */
  body?: unknown;
  /** Appended as a query string; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined>;
}

export interface ApiFetchDeps {
  fetch: typeof fetch;
  /** Full document navigation (the authentication error page is outside the React app). */
  navigate: (url: string) => void;
  /** Sign-out: a form POST to /auth/logout (session/deconnexion.ts). */
  seDeconnecter: () => void;
}

function buildUrl(path: string, query: ApiFetchInit['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) search.append(key, String(value));
  const qs = search.toString();
  return `${API_BASE}${path.startsWith('/') ? path : `/${path}`}${qs ? `?${qs}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  if (response.headers.get('Content-Type')?.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * Calls `/api{path}` with the session cookie and JSON. Spec 01 §7: HTTP 403 from the back end
 * signs the user out; 401 (session gone) leads to the authentication error page.
 */
export function createApiFetch(deps: ApiFetchDeps) {
  return async function apiFetch<T = unknown>(path: string, init: ApiFetchInit = {}): Promise<T> {
    const { body, query, headers, ...rest } = init;
    const sendsJson = body !== undefined && !(body instanceof FormData) && typeof body !== 'string';
    const response = await deps.fetch(buildUrl(path, query), {
      ...rest,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...(sendsJson ? { 'Content-Type': 'application/json' } : {}), ...headers },
      body: sendsJson ? JSON.stringify(body) : (body as BodyInit | undefined),
    });
    const payload = await readBody(response);
    if (response.ok) return payload as T;
    if (response.status === 403) deps.seDeconnecter();
    else if (response.status === 401) deps.navigate(PATHS.authError);
    const message = (payload as { message?: unknown } | undefined)?.message;
    throw new ApiError(response.status, typeof message === 'string' ? message : COMMON.erreurInterne, payload);
  };
}

/** The browser's apiFetch. */
export const apiFetch = createApiFetch({
  fetch: (input, init) => fetch(input, init),
  navigate: (url) => window.location.assign(url),
  seDeconnecter: () => seDeconnecter(),
});
