import { PAGES } from '../../src/domain/messages';
import { EcranProjets } from '../features/projets/screens/EcranProjets';
import { chargerListeProjets } from '../features/projets/projets.server';
import type { RouteHandle } from '../routing/handle';
import { requireUser } from '../routing/guards';
import stylesheet from '../styles/projets.css?url';
import type { Route } from './+types/ssc.projets';

/** Spec 01 §2: 'projets-sante', timeline step 3; title 'SSC - Projets'. */
export const handle: RouteHandle = { titre: PAGES.titreProjets, codeProduit: 'ssc' };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }];

/** The company's health projets, read on the server with the page (?siret= / ?raison_sociale=). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const utilisateur = requireUser(request, context);
  return chargerListeProjets(context, utilisateur, 'SSC', new URL(request.url));
}

export default function ProjetsSante({ loaderData }: Route.ComponentProps) {
  return <EcranProjets donnees={loaderData} />;
}
