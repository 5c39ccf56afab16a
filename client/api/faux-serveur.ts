/**
 * For specs: a typed client whose calls are answered in turn from a list (a status and a JSON
 * body, or a thrown network error), and the requests it made. The same client code as the pages'
 * (client.ts), only the network is replaced.
 */
import { creerApi, type Api } from './client';

export type ReponseFausse = { status: number; corps?: unknown } | Error;

export function fauxServeur(reponses: ReponseFausse[]): { api: Api; requetes: Request[]; navigations: string[] } {
  const requetes: Request[] = [];
  const navigations: string[] = [];
  const api = creerApi({
    baseUrl: 'http://courtage.test',
    fetch: async (request) => {
      requetes.push(request);
      const suivante = reponses.shift();
      if (!suivante) throw new Error('appel inattendu');
      if (suivante instanceof Error) throw suivante;
      const corps = suivante.corps === undefined ? null : JSON.stringify(suivante.corps);
      return new Response(suivante.status === 204 ? null : corps, { status: suivante.status, headers: { 'Content-Type': 'application/json' } });
    },
    navigate: (url) => navigations.push(url),
    seDeconnecter: () => navigations.push('POST /auth/logout'),
  });
  return { api, requetes, navigations };
}

/** `METHOD /path?query` of a request, the origin left out. */
export const appel = (r: Request): string => {
  const url = new URL(r.url);
  return `${r.method} ${url.pathname}${url.search}`;
};
