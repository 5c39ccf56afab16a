import { PAGES } from '../../src/domain/messages';
import { chargerInformationsEntreprise } from '../features/entreprise/entreprise.server';
import { EcranInformationsEntreprise } from '../features/entreprise/screens/EcranInformationsEntreprise';
import type { RouteHandle } from '../routing/handle';
import { requireUser } from '../routing/guards';
import stylesheet from '../styles/entreprise.css?url';
import type { Route } from './+types/informations-entreprise';

/** Spec 01 §2 'Informations entreprise': the first front step. */
export const handle: RouteHandle = { titre: PAGES.titreInformationsEntreprise };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }];

/** The agreements and the distributor's two client lists, read on the server with the page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return chargerInformationsEntreprise(context, requireUser(request, context));
}

export default function InformationsEntreprise({ loaderData }: Route.ComponentProps) {
  return <EcranInformationsEntreprise donnees={loaderData} />;
}
