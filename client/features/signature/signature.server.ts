import { data } from 'react-router';
import { lireRetour, type RetourSignature } from './retour';

/**
 * The public signature pages' loaders (spec 02 §2, §4; no sign-in, spec 03 §1): what each reads of
 * its address. A missing or malformed value is the 404 page.
 */
export function chargerRetour(request: Request): { retour: RetourSignature } {
  const retour = lireRetour(new URL(request.url).searchParams);
  if (!retour) throw data(null, { status: 404 });
  return { retour };
}

/** /signature/acces?tid= : the access e-mail's link; without a transaction id of the provider's form, the 404 page. */
export function chargerAcces(request: Request): { tid: string } {
  const tid = new URL(request.url).searchParams.get('tid')?.trim();
  if (!tid || !/^[a-f0-9]{32}$/.test(tid)) throw data(null, { status: 404 });
  return { tid };
}

/** An outcome page: the transaction, the cause of an error, and whether the broker signed face to face (userType=COURTIER). */
export function chargerIssue(request: Request): { tid: string | null; cause: string | null; courtier: boolean } {
  const q = new URL(request.url).searchParams;
  return { tid: q.get('tid'), cause: q.get('cause'), courtier: q.get('userType') === 'COURTIER' };
}
