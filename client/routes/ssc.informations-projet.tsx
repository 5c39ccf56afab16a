import { PAGES } from '../../src/domain/messages';
import { chargerEcranSante, reponsesInitialesInformations } from '../features/sante/sante.server';
import { EcranInformationsSante } from '../features/sante/screens/EcranInformations';
import type { RouteHandle } from '../routing/handle';
import { requireUser } from '../routing/guards';
import santeCss from '../styles/sante.css?url';
import type { Route } from './+types/ssc.informations-projet';

/** Spec 01 §2 'Health pricing information' (route informations-projet-sante): /ssc/informations-projet/:idProjet? */
export const handle: RouteHandle = { titre: PAGES.titreInformationsProjet, codeProduit: 'ssc' };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: santeCss }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const utilisateur = requireUser(request, context);
  const ecran = await chargerEcranSante(context, utilisateur, params.idProjet);
  return { ...ecran, reponsesInitiales: await reponsesInitialesInformations(context, utilisateur, ecran.projet) };
}

export default function InformationsProjetSante({ loaderData, params }: Route.ComponentProps) {
  return <EcranInformationsSante donnees={loaderData} idProjetRoute={params.idProjet} />;
}
