import { data, type AppLoadContext } from 'react-router';
import { Horloge } from '../../../src/common/horloge';
import { DueService, type TunnelDue } from '../../../src/due/due.service';
import { KitDueService } from '../../../src/due/kit/kit-due.service';
import { STATUTS_EN_SOUSCRIPTION } from '../../../src/domain/espace/espace';
import { ProjetsService } from '../../../src/projets/projets.service';
import { ouvertureGaranties } from '../projets/parcours';
import { withHttpStatus } from '../../routing/nest-errors';

type Utilisateur = NonNullable<AppLoadContext['user']>;

export interface DonneesDue extends TunnelDue {
  etape: number;
  today: string;
  /** The way back to the file (issue 27): its subscription once started, else the projet's guarantees. */
  retourDossier: { vers: string; souscription: boolean };
}

/**
 * A DUE step with its data, read in process (spec 03 §2): etape1 reached from within the application
 * starts the tunnel (its state is reset, 03 §4) unless `loadProjet=false` (coming back from etape2); the other steps read the saved
 * state. An unknown step, a projet of another distributor or a provident projet is the 404 page.
 */
export async function chargerEtapeDue(context: AppLoadContext, utilisateur: Utilisateur, request: Request, idProjet: string | undefined, etape: string | undefined): Promise<DonneesDue> {
  const n = /^etape([1-9]|10)$/.exec(etape ?? '')?.[1];
  if (!n || !idProjet || !/^\d{1,9}$/.test(idProjet)) throw data(null, { status: 404 });
  const service = context.nest.get(DueService);
  // The reset changes state: only for a navigation from the application itself (never from a link
  // on another site, nor an address typed again, which show the saved answers).
  const memeOrigine = request.headers.get('sec-fetch-site') === 'same-origin';
  const recharger = memeOrigine && new URL(request.url).searchParams.get('loadProjet') !== 'false';
  const tunnel = await withHttpStatus(() => (n === '1' && recharger ? service.demarrer(utilisateur, Number(idProjet)) : service.charger(utilisateur, Number(idProjet))), context);
  // The tunnel was read for this distributor (another one's projet is a 404 above).
  const { statut } = await context.nest.get(ProjetsService, { strict: false }).charger(utilisateur, Number(idProjet));
  const souscription = STATUTS_EN_SOUSCRIPTION.includes(statut);
  const retourDossier = souscription ? { vers: `/souscription/ssc/${idProjet}`, souscription: true } : { vers: ouvertureGaranties('SSC', Number(idProjet)).vers, souscription: false };
  return { ...tunnel, etape: Number(n), today: context.nest.get(Horloge).aujourdhui(), retourDossier };
}

export type DonneesKitDue = Awaited<ReturnType<KitDueService['page']>>;

/** The kit page (03 §2 kit-due): its documents listed on the server from the saved answers. */
export async function chargerKitDue(context: AppLoadContext, utilisateur: Utilisateur, idProjet: string | undefined): Promise<DonneesKitDue> {
  if (!idProjet || !/^\d{1,9}$/.test(idProjet)) throw data(null, { status: 404 });
  return withHttpStatus(() => context.nest.get(KitDueService).page(utilisateur, Number(idProjet)), context);
}
