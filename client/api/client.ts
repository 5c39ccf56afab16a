/**
 * The pages' typed calls to the API (ADR 0057): openapi-fetch on the types generated from the
 * server's OpenAPI document (client/api/schema.d.ts, `npm run api:types`), so a path, its parameters,
 * its body and its answer are checked by the compiler against what the server declares.
 * Session rules of spec 01 §7: HTTP 403 signs the user out, 401 (session gone) leads to the
 * authentication error page; every refusal is thrown as ApiError with the server's French message.
 *
 *   const projet = await donnees(api.GET('/api/projets/{id}', { params: { path: { id } } }));
 */
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { COMMON } from '../../src/domain/messages';
import { PATHS } from '../routing/paths';
import { seDeconnecter } from '../session/deconnexion';
import { ApiError } from './erreur';
import type { paths } from './schema';

export { ApiError } from './erreur';

export interface ApiDeps {
  fetch: (request: Request) => Promise<Response>;
  /** Full document navigation (the authentication error page is outside the React app). */
  navigate: (url: string) => void;
  /** Sign-out: a form POST to /auth/logout (session/deconnexion.ts). */
  seDeconnecter: () => void;
  /** Origin of the calls: the page's own in a browser (the paths already start with /api). */
  baseUrl?: string;
}

export type Api = Client<paths>;

/** The answer's body: JSON when it says so, else its text; undefined when empty. */
async function lireCorps(response: Response): Promise<unknown> {
  const texte = await response.text();
  if (!texte) return undefined;
  if (!response.headers.get('Content-Type')?.includes('json')) return texte;
  try {
    return JSON.parse(texte) as unknown;
  } catch {
    return texte;
  }
}

function messageDe(corps: unknown): string {
  return typeof corps === 'object' && corps !== null && 'message' in corps && typeof corps.message === 'string' ? corps.message : COMMON.erreurInterne;
}

/** Any answer that is not a success leaves the call as an ApiError (after the session rules). */
function refus(deps: ApiDeps): Middleware {
  return {
    async onResponse({ response }) {
      if (response.ok) return undefined;
      if (response.status === 403) deps.seDeconnecter();
      else if (response.status === 401) deps.navigate(PATHS.authError);
      const corps = await lireCorps(response);
      throw new ApiError(response.status, messageDe(corps), corps);
    },
  };
}

export function creerApi(deps: ApiDeps): Api {
  const client = createClient<paths>({
    baseUrl: deps.baseUrl ?? '',
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    fetch: (request) => deps.fetch(request),
  });
  client.use(refus(deps));
  return client;
}

type Resultat = { data?: unknown; error?: unknown; response: Response };
/** The success member of openapi-fetch's answer union (its `error` is never). */
type Succes<R> = Extract<R, { error?: never }>;

/** openapi-fetch gives `error` for a refusal only; ours are thrown before (refus() above). */
function reussi<R extends Resultat>(resultat: R): resultat is Succes<R> {
  return resultat.error === undefined && resultat.response.ok;
}

/**
 * The data of a call, typed by the operation's success answer. A refusal never reaches here (the
 * client throws it as ApiError); an answer without a body (204) gives undefined, as its type says.
 */
export async function donnees<R extends Resultat>(appel: Promise<R>): Promise<Succes<R>['data']> {
  const resultat = await appel;
  if (!reussi(resultat)) throw new ApiError(resultat.response.status, messageDe(resultat.error), resultat.error);
  return resultat.data;
}

/** The browser's client: same origin, the session cookie. */
export const api = creerApi({
  fetch: (request) => fetch(request),
  navigate: (url) => window.location.assign(url),
  seDeconnecter: () => seDeconnecter(),
});

/** An upload: the multipart body the browser sends as is (the boundary is its own). */
export function enFormData(champs: Record<string, Blob | string | readonly (Blob | string)[] | undefined>): FormData {
  const form = new FormData();
  for (const [nom, valeur] of Object.entries(champs)) {
    if (valeur === undefined) continue;
    for (const v of Array.isArray(valeur) ? valeur : [valeur]) form.append(nom, v);
  }
  return form;
}
