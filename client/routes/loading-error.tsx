import { redirect } from 'react-router';
import { PAGES } from '../../src/domain/messages';
import { EcranErreurChargement } from '../features/plateforme/screens/PagesPlateforme';
import type { RouteHandle } from '../routing/handle';
import { PATHS } from '../routing/paths';
import type { Route } from './+types/loading-error';

/** Spec 03 §2 /loading-error: shown when the configuration is missing; needs nothing itself. */
export const handle: RouteHandle = { titre: PAGES.titreLoadingError };

export function loader({ context }: Route.LoaderArgs) {
  const { erreurs } = context.publicConfig;
  // Nothing to report: back to the journey.
  if (erreurs.length === 0) throw redirect(PATHS.accueil);
  return { erreurs };
}

export default function LoadingError({ loaderData }: Route.ComponentProps) {
  return <EcranErreurChargement erreurs={loaderData.erreurs} />;
}
