import type { components } from '../../api/schema';

type TypeUtilisateur = components['schemas']['RetourSignatureDto']['code_type_utilisateur'];
/** The signer types the server takes (others are refused with a 400: no call is made for them). */
const TYPES_UTILISATEUR = ['COURTIER', 'CLIENT'] as const satisfies readonly TypeUtilisateur[];
export const estTypeUtilisateur = (v: string): v is TypeUtilisateur => TYPES_UTILISATEUR.some((t) => t === v);

/** The public signature pages (spec 02 §2 '/signature': retour, accepted, suspended, rejected, error). */
export const CHEMINS_SIGNATURE = {
  retour: '/signature/retour',
  acceptee: '/signature/accepted',
  refusee: '/signature/rejected',
  suspendue: '/signature/suspended',
  erreur: '/signature/error',
} as const;

export interface RetourSignature {
  tid: string;
  status: string;
  userType: string;
}

/** 02 §2: the return route needs tid, status and userType; any of them missing is the 404 page. */
export function lireRetour(search: URLSearchParams): RetourSignature | null {
  const tid = search.get('tid')?.trim();
  const status = search.get('status')?.trim();
  const userType = search.get('userType')?.trim();
  return tid && status && userType ? { tid, status, userType } : null;
}

const avecTid = (chemin: string, tid: string, extra: Record<string, string> = {}) =>
  `${chemin}?${new URLSearchParams({ tid, ...extra }).toString()}`;

/**
 * 02 §4 'Signature return': OK → accepted, CANCEL → rejected, SUSPEND → suspended, anything else →
 * error with the status as cause. A cause from the server (409: the browser's status contradicts the
 * provider's callbacks) wins over the browser's status.
 */
export function destinationRetour(retour: RetourSignature, causeServeur?: string | null): string {
  if (causeServeur) return avecTid(CHEMINS_SIGNATURE.erreur, retour.tid, { cause: causeServeur });
  // The broker signing face to face gets his version of the outcome (a link back to the file).
  const courtier: Record<string, string> = retour.userType === 'COURTIER' ? { userType: 'COURTIER' } : {};
  switch (retour.status) {
    case 'OK':
      return avecTid(CHEMINS_SIGNATURE.acceptee, retour.tid, courtier);
    case 'CANCEL':
      return avecTid(CHEMINS_SIGNATURE.refusee, retour.tid, courtier);
    case 'SUSPEND':
      return avecTid(CHEMINS_SIGNATURE.suspendue, retour.tid);
    default:
      return avecTid(CHEMINS_SIGNATURE.erreur, retour.tid, { cause: retour.status });
  }
}

/** Where the broker launched a face-to-face signature from, by transaction (this tab's session storage). */
const CLE_RETOUR_DOSSIER = (tid: string) => `signature.retour-dossier.${tid}`;

/** Step 4 keeps its address before leaving for the provider's page (same tab, so the same session storage). */
export function retenirRetourDossier(tid: string, chemin: string, stockage: Pick<Storage, 'setItem'> | null = stockageSession()): void {
  try {
    stockage?.setItem(CLE_RETOUR_DOSSIER(tid), chemin);
  } catch {
    // Storage refused (private mode): the outcome page links to the workspace instead.
  }
}

/** The file to go back to after a face-to-face signature: the step 4 it was launched from, only a path of this site. */
export function retourDossier(tid: string | null, stockage: Pick<Storage, 'getItem'> | null = stockageSession()): string | null {
  if (!tid) return null;
  try {
    const chemin = stockage?.getItem(CLE_RETOUR_DOSSIER(tid)) ?? null;
    return chemin && /^\/souscription\/[^/]+\/\d+(\/[a-z-]+)?$/.test(chemin) ? chemin : null;
  } catch {
    return null;
  }
}

function stockageSession(): Storage | null {
  return typeof window === 'undefined' ? null : window.sessionStorage;
}
