import { PAGES } from '../../src/domain/messages';
import { EcranProjets } from '../features/projets/screens/EcranProjets';
import { chargerListeProjets } from '../features/projets/projets.server';
import type { RouteHandle } from '../routing/handle';
import { requireUser } from '../routing/guards';
import stylesheet from '../styles/projets.css?url';
import type { Route } from './+types/spc.projets';

/** Spec 01 §2: 'projets-prevoyance', timeline step 3; title 'SPC - Projets'. */
export const handle: RouteHandle = { titre: PAGES.titreProjets, codeProduit: 'spc' };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }];

/** The company's provident projets, read on the server with the page (?siret= / ?raison_sociale=). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const utilisateur = requireUser(request, context);
  return chargerListeProjets(context, utilisateur, 'SPC', new URL(request.url));
}

export default function ProjetsPrevoyance({ loaderData }: Route.ComponentProps) {
  return <EcranProjets donnees={loaderData} />;
}
