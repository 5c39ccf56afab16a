import { data, type AppLoadContext } from 'react-router';
import { ProjetsService } from '../../src/projets/projets.service';
import { Horloge } from '../../src/common/horloge';
import { withHttpStatus } from '../routing/nest-errors';

type Utilisateur = NonNullable<AppLoadContext['user']>;

/**
 * What both provident project screens load on the server (spec 01 §2): the business 'today', the
 * broker as the payloads carry it, and the projet of the route when there is one. 'The optional
 * idProjet is converted to a number'; a projet that cannot be loaded is the 404 page.
 */
export async function chargerEcranPrevoyance(context: AppLoadContext, utilisateur: Utilisateur, idProjet: string | undefined) {
  const today = context.nest.get(Horloge).aujourdhui();
  const utilisateurRef = { id: String(utilisateur.id), code_distributeur: utilisateur.codeDistributeur, username: utilisateur.username };
  if (idProjet === undefined) return { today, utilisateur: utilisateurRef, projet: null };
  if (!/^\d{1,9}$/.test(idProjet)) throw data(null, { status: 404 });
  const projet = await withHttpStatus(() => context.nest.get(ProjetsService).detail(utilisateur, Number(idProjet)), context);
  if (projet.produit.code !== 'SPC') throw data(null, { status: 404 });
  return { today, utilisateur: utilisateurRef, projet };
}
