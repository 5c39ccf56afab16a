import { Link } from 'react-router';
import { ECRAN_SOUSCRIPTION, PROJETS } from '../../src/domain/messages';
import { Actions, Banner, Card, PageHeader } from '../components';
import { ouvertureGaranties } from '../features/projets/parcours';
import { chargerSouscription } from '../features/projets/projets.server';
import type { RouteHandle } from '../routing/handle';
import { requireUser } from '../routing/guards';
import { prevoyance } from '../state/prevoyance';
import stylesheet from '../styles/projets.css?url';
import type { Route } from './+types/souscription';

/**
 * /souscription/:codeProduit(ssc|spc)/:idProjet (spec 02 §2): where the list's subscribe action
 * lands. The subscription steps are another part of the product; this page shows the frame: the
 * company name, 'Souscription du projet N°{id}' and the way back 'Voir les garanties'.
 * Title prefixed by the product code of the address ('SSC - Souscription').
 */
export const handle: RouteHandle = { titre: PROJETS.boutons.souscription };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const utilisateur = requireUser(request, context);
  return chargerSouscription(context, utilisateur, params.codeProduit, params.idProjet);
}

export default function Souscription({ loaderData }: Route.ComponentProps) {
  const { idProjet, codeProduit, raisonSociale, ouverte } = loaderData;
  const garanties = ouvertureGaranties(codeProduit, idProjet);
  return (
    <div className="souscription-ecran" data-projet={idProjet}>
      <PageHeader title={raisonSociale} subtitle={ECRAN_SOUSCRIPTION.titre(idProjet)} />
      <Card title={ECRAN_SOUSCRIPTION.produit[codeProduit]}>
        {ouverte ? (
          <Banner tone="success" title={ECRAN_SOUSCRIPTION.ouverte}>
            <p>{ECRAN_SOUSCRIPTION.etapesAVenir}</p>
          </Banner>
        ) : (
          <Banner tone="info" title={ECRAN_SOUSCRIPTION.pasEncoreOuverte} />
        )}
      </Card>
      <Actions
        back={
          <Link className="btn btn-secondary" to={garanties.vers} onClick={() => garanties.oublierPrevoyance && prevoyance.reset()}>
            {ECRAN_SOUSCRIPTION.voirGaranties}
          </Link>
        }
      />
    </div>
  );
}
