import type { AppLoadContext } from 'react-router';
import { data } from 'react-router';
import { ProjetsService } from '../../src/projets/projets.service';
import { Horloge } from '../../src/common/horloge';
import { estProjetSante } from '../../src/domain/projets/contrat';
import { lireIdProjet } from '../features/sante/projet';
import type { ProjetSanteApi, UtilisateurPage } from '../features/sante/types';
import { withHttpStatus } from '../routing/nest-errors';

type Utilisateur = NonNullable<AppLoadContext['user']>;

/**
 * The data of both health projet screens: the projet named by `:idProjet?` (none for a new one; a
 * malformed id is the 404 page), the business 'today' and the signed-in user.
 */
export async function chargerEcranSante(context: AppLoadContext, utilisateur: Utilisateur, idProjet: string | undefined) {
  const id = lireIdProjet(idProjet);
  if (id === null) throw data(null, { status: 404 });
  return {
    projet: id === undefined ? null : await lireProjetSante(context, utilisateur, id),
    aujourdhui: aujourdhuiSante(context),
    utilisateur: utilisateurPage(utilisateur),
  };
}

/** GET /projets/{id} in process; another distributor's, unknown or provident projet is the 404 page (01 §8). */
async function lireProjetSante(context: AppLoadContext, utilisateur: Utilisateur, id: number): Promise<ProjetSanteApi> {
  const projet = await withHttpStatus(() => context.nest.get(ProjetsService).detail(utilisateur, id), context);
  if (!estProjetSante(projet)) throw data(null, { status: 404 });
  return projet;
}

/** The business 'today' (Europe/Paris), the same for the server render and the browser. */
function aujourdhuiSante(context: AppLoadContext): string {
  return context.nest.get(Horloge).aujourdhui();
}

function utilisateurPage(u: Utilisateur): UtilisateurPage {
  return { id: u.id, username: u.username, codeDistributeur: u.codeDistributeur };
}
