import { I18nProvider } from 'react-aria-components';
import { useLocation } from 'react-router';
import { PAGES } from '../../src/domain/messages';
import { projectSteps, Timeline } from '../components';
import { EcranGaranties } from '../features/sante/components/EcranGaranties';
import { ChargementProjet, EnteteProjet } from '../features/sante/components/EnteteProjet';
import { usePreparation } from '../features/sante/hooks/usePreparation';
import { informationsRenseignees } from '../features/sante/preparation';
import { lireIdProjet } from '../features/sante/projet';
import type { RouteHandle } from '../routing/handle';
import { useSessionModule } from '../state';
import { sante } from '../state/sante';
import { requireUser } from '../routing/guards';
import santeCss from '../styles/sante.css?url';
import { chargerEcranSante } from './ssc.projet.server';
import type { Route } from './+types/ssc.garanties';

/** Spec 01 §2 'Health guarantees' (route garanties-sante): /ssc/garanties/:idProjet? */
export const handle: RouteHandle = { titre: PAGES.titreGaranties, codeProduit: 'ssc' };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: santeCss }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return chargerEcranSante(context, requireUser(request, context), params.idProjet);
}

export default function GarantiesSante({ loaderData, params }: Route.ComponentProps) {
  const location = useLocation();
  const idProjet = lireIdProjet(params.idProjet) ?? undefined;
  const pret = usePreparation('garanties', idProjet, loaderData.projet);
  // While leaving after a save the state may already be the next projet's: nothing to price then.
  const complet = informationsRenseignees(useSessionModule(sante));
  return (
    <I18nProvider locale="fr-FR">
      <Timeline steps={projectSteps('ssc', idProjet)} current={1} />
      <EnteteProjet titre={PAGES.titreGaranties} pret={pret} />
      {pret && complet ? (
        <EcranGaranties
          key={location.pathname}
          utilisateur={loaderData.utilisateur}
          idProjet={idProjet}
          tarifEnregistre={loaderData.projet?.tarifs ?? null}
        />
      ) : (
        <ChargementProjet />
      )}
    </I18nProvider>
  );
}
