import { PAGES } from '../../src/domain/messages';
import { chargerEcranPrevoyance, reponsesInitialesInformationsPrevoyance } from '../features/prevoyance/prevoyance.server';
import { EcranInformationsPrevoyance } from '../features/prevoyance/screens/EcranInformations';
import type { RouteHandle } from '../routing/handle';
import { requireUser } from '../routing/guards';
import stylesheet from '../styles/prevoyance.css?url';
import type { Route } from './+types/spc.informations-projet';

/** Spec 01 §2: 'informations-projet-prevoyance', timeline step 1; title 'SPC - Informations projet'. */
export const handle: RouteHandle = { titre: PAGES.titreInformationsProjet, codeProduit: 'spc' };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const utilisateur = requireUser(request, context);
  const ecran = await chargerEcranPrevoyance(context, utilisateur, params.idProjet);
  return { ...ecran, reponsesInitiales: await reponsesInitialesInformationsPrevoyance(context, utilisateur, ecran.projet) };
}

export default function InformationsProjetPrevoyance({ loaderData }: Route.ComponentProps) {
  return <EcranInformationsPrevoyance donnees={loaderData} />;
}
