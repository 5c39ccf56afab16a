import { I18nProvider } from 'react-aria-components';
import { useLocation } from 'react-router';
import { PAGES } from '../../src/domain/messages';
import { projectSteps, Timeline } from '../components';
import { EcranGaranties } from '../features/sante/components/EcranGaranties';
import { ChargementProjet, EnteteProjet } from '../features/sante/components/EnteteProjet';
import { EtatSanteProvider } from '../features/sante/hooks/useEtatSante';
import { usePreparation } from '../features/sante/hooks/usePreparation';
import { informationsRenseignees } from '../features/sante/preparation';
import { lireIdProjet } from '../features/sante/projet';
import type { RouteHandle } from '../routing/handle';
import { useSessionModule } from '../state';
import { sante } from '../state/sante';
import { requireUser } from '../routing/guards';
import santeCss from '../styles/sante.css?url';
import { catalogueDuProjet, chargerEcranSante } from './ssc.projet.server';
import type { Route } from './+types/ssc.garanties';

/** Spec 01 §2 'Health guarantees' (route garanties-sante): /ssc/garanties/:idProjet? */
export const handle: RouteHandle = { titre: PAGES.titreGaranties, codeProduit: 'ssc' };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: santeCss }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ecran = await chargerEcranSante(context, requireUser(request, context), params.idProjet);
  return { ...ecran, catalogue: catalogueDuProjet(ecran.projet) };
}

export default function GarantiesSante({ loaderData, params }: Route.ComponentProps) {
  const location = useLocation();
  const idProjet = lireIdProjet(params.idProjet) ?? undefined;
  // A saved projet is shown from the server render on, from the loader's projet (ADR 0046).
  const { pret, etat, enregistre } = usePreparation('garanties', idProjet, loaderData.projet);
  const session = useSessionModule(sante);
  // While leaving after a save the state may already be the next projet's: nothing to price then.
  const complet = informationsRenseignees(etat ?? session);
  return (
    <I18nProvider locale="fr-FR">
      <EtatSanteProvider value={etat}>
      <Timeline steps={projectSteps('ssc', idProjet)} current={1} />
      <EnteteProjet titre={PAGES.titreGaranties} pret={pret} />
      {pret && complet ? (
        <EcranGaranties
          key={location.pathname}
          utilisateur={loaderData.utilisateur}
          idProjet={idProjet}
          tarifEnregistre={loaderData.projet?.tarifs ?? null}
          catalogue={loaderData.catalogue}
          etatEnregistre={enregistre}
        />
      ) : (
        <ChargementProjet />
      )}
      </EtatSanteProvider>
    </I18nProvider>
  );
}
