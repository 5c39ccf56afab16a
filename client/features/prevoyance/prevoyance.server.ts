import { data, type AppLoadContext } from 'react-router';
import { ProjetsService } from '../../../src/projets/projets.service';
import { Horloge } from '../../../src/common/horloge';
import { estProjetPrevoyance } from '../../../src/domain/projets/contrat';
import { EligibiliteService } from '../../../src/eligibilite/eligibilite.service';
import { etatInitialPrevoyance } from './ecran-initial';
import {
  AUCUNE_REPONSE_INITIALE,
  cleCollegesPrevoyance,
  requeteCollegesPrevoyance,
  type ReponsesInitialesInformationsPrevoyance,
} from './listes-informations';
import type { ProjetPrevoyanceDetail } from '../../../src/domain/projets/contrat';
import { withHttpStatus } from '../../routing/nest-errors';

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
  if (!estProjetPrevoyance(projet)) throw data(null, { status: 404 });
  return { today, utilisateur: utilisateurRef, projet };
}

/**
 * The informations screen of a saved projet shows its offer's colleges with their access as soon as
 * it opens: the server answers them with the page, in process, under the key the screen asks them
 * with (ADR 0046). A failure is left to the screen, which asks and says why. The NAF codes are asked
 * by the screen when its NAF field is first used (a long list; the chosen code shows its label).
 */
export async function reponsesInitialesInformationsPrevoyance(
  context: AppLoadContext,
  utilisateur: Utilisateur,
  projet: ProjetPrevoyanceDetail | null,
): Promise<ReponsesInitialesInformationsPrevoyance> {
  const etat = etatInitialPrevoyance(projet, 'informations');
  if (!projet || !etat) return AUCUNE_REPONSE_INITIALE;
  const requete = requeteCollegesPrevoyance(etat, utilisateur.codeDistributeur);
  const colleges = requete
    ? await context.nest
        .get(EligibiliteService)
        .collegesProduit(utilisateur, requete.idProduit, { id_ccn: requete.id_ccn, effectif: requete.effectif, code_distributeur: requete.code_distributeur })
        .then((liste) => ({ cle: cleCollegesPrevoyance(requete)!, colleges: liste }))
        .catch(() => null)
    : null;
  return { colleges };
}
