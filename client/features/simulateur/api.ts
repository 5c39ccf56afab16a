/** The signature simulator page's browser calls (brief §4.6), through the typed client (ADR 0057). */
import { creerApi, donnees as donneesApi } from '../../api/client';

/** The signer has no session: a refused call here never signs anyone out. */
const api = creerApi({ fetch: (request) => fetch(request), navigate: () => undefined, seDeconnecter: () => undefined });

export type Action = 'code' | 'signer' | 'refuser' | 'interrompre' | 'erreur';

/** One action of the signing page; each answers where the browser goes next. */
export function appeler(action: Action, jeton: string, corps: { code?: string; motif?: string }) {
  const params = { path: { jeton } };
  switch (action) {
    case 'code':
      return donneesApi(api.POST('/api/simulateur-signature/{jeton}/code', { params }));
    case 'signer':
      return donneesApi(api.POST('/api/simulateur-signature/{jeton}/signer', { params, body: corps }));
    case 'refuser':
      return donneesApi(api.POST('/api/simulateur-signature/{jeton}/refuser', { params, body: corps }));
    case 'interrompre':
      return donneesApi(api.POST('/api/simulateur-signature/{jeton}/interrompre', { params }));
    case 'erreur':
      return donneesApi(api.POST('/api/simulateur-signature/{jeton}/erreur', { params }));
  }
}

