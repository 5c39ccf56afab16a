import type { ShouldRevalidateFunction } from 'react-router';
import { PROJETS } from '../../src/domain/messages';
import { CadreSouscription } from '../features/souscription/screens/Cadre';
import { chargerDossier } from '../features/souscription/souscription.server';
import type { RouteHandle } from '../routing/handle';
import { requireUser } from '../routing/guards';
import stylesheet from '../styles/souscription.css?url';
import projetStylesheet from '../styles/projet.css?url';
import type { Route } from './+types/souscription';

/** /souscription/:codeProduit(ssc|spc)/:idProjet (spec 02 §2): the frame, rendered with the file; its children are the four steps. */
export const handle: RouteHandle = { titre: PROJETS.boutons.souscription };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: projetStylesheet }, { rel: 'stylesheet', href: stylesheet }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return chargerDossier(context, requireUser(request, context), params.codeProduit, params.idProjet);
}

// The file changes only through the page's own calls (it keeps the saved view): no reload on tab change.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentParams, nextParams }) =>
  currentParams.idProjet !== nextParams.idProjet || currentParams.codeProduit !== nextParams.codeProduit;

export default function Souscription({ loaderData }: Route.ComponentProps) {
  return <CadreSouscription donnees={loaderData} />;
}
