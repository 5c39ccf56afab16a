import { PAGES } from '../../src/domain/messages';
import { catalogueDuProjet, chargerEcranSante } from '../features/sante/sante.server';
import { EcranGarantiesSante } from '../features/sante/screens/EcranGaranties';
import type { RouteHandle } from '../routing/handle';
import { requireUser } from '../routing/guards';
import santeCss from '../styles/sante.css?url';
import type { Route } from './+types/ssc.garanties';

/** Spec 01 §2 'Health guarantees' (route garanties-sante): /ssc/garanties/:idProjet? */
export const handle: RouteHandle = { titre: PAGES.titreGaranties, codeProduit: 'ssc' };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: santeCss }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ecran = await chargerEcranSante(context, requireUser(request, context), params.idProjet);
  return { ...ecran, catalogue: catalogueDuProjet(ecran.projet) };
}

export default function GarantiesSante({ loaderData, params }: Route.ComponentProps) {
  return <EcranGarantiesSante donnees={loaderData} idProjetRoute={params.idProjet} />;
}
