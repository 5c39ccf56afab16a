import { I18nProvider } from 'react-aria-components';
import { useLocation } from 'react-router';
import { PAGES } from '../../src/domain/messages';
import { projectSteps, Timeline } from '../components';
import { FormulaireInformations } from '../features/sante/components/FormulaireInformations';
import { ChargementProjet, EnteteProjet } from '../features/sante/components/EnteteProjet';
import { EtatSanteProvider } from '../features/sante/hooks/useEtatSante';
import { usePreparation } from '../features/sante/hooks/usePreparation';
import { drapeau, lireIdProjet, PARAM_SANS_PREFILL } from '../features/sante/projet';
import type { RouteHandle } from '../routing/handle';
import { requireUser } from '../routing/guards';
import santeCss from '../styles/sante.css?url';
import { chargerEcranSante, reponsesInitialesInformations } from './ssc.projet.server';
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
  const location = useLocation();
  const idProjet = lireIdProjet(params.idProjet) ?? undefined;
  // A saved projet is shown from the server render on, from the loader's projet (ADR 0046).
  const { pret, etat } = usePreparation('informations', idProjet, loaderData.projet);
  const sansPrefill = drapeau(new URLSearchParams(location.search), PARAM_SANS_PREFILL);
  return (
    <I18nProvider locale="fr-FR">
      <EtatSanteProvider value={etat}>
      <Timeline steps={projectSteps('ssc', idProjet)} current={0} />
      <EnteteProjet titre={PAGES.titreInformationsProjet} pret={pret} />
      {pret ? (
        <FormulaireInformations
          key={location.pathname}
          today={loaderData.aujourdhui}
          utilisateur={loaderData.utilisateur}
          idProjet={idProjet}
          sansPrefill={sansPrefill}
          reponsesInitiales={loaderData.reponsesInitiales}
        />
      ) : (
        <ChargementProjet />
      )}
      </EtatSanteProvider>
    </I18nProvider>
  );
}
