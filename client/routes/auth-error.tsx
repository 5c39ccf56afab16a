import { PAGES } from '../../src/domain/messages';
import { EcranErreurAuthentification } from '../features/plateforme/screens/PagesPlateforme';
import type { RouteHandle } from '../routing/handle';

/**
 * Spec 01 auth-error / 03 /authentication-error (both addresses show this page): sign-in failed
 * or the session is gone. Needs neither configuration nor sign-in.
 */
export const handle: RouteHandle = { titre: PAGES.authentificationImpossible };

export default function AuthError() {
  return <EcranErreurAuthentification />;
}
