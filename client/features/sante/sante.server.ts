import type { AppLoadContext } from 'react-router';
import { data } from 'react-router';
import { ProjetsService } from '../../../src/projets/projets.service';
import { Horloge } from '../../../src/common/horloge';
import { estProjetSante } from '../../../src/domain/projets/contrat';
import { estOffreSante } from '../../../src/domain/pricing/sante/catalogue';
import { minimaSante } from '../../../src/domain/pricing/sante/minima';
import { codePostalFormatValide, departementDuCodePostal } from '../../../src/domain/referentiels/code-postal';
import { EligibiliteService } from '../../../src/eligibilite/eligibilite.service';
import { ReferentielsService } from '../../../src/referentiels/referentiels.service';
import { cleCatalogueDuProjet, etatInitialSante, type CatalogueDuProjet } from './ecran-initial';
import { entrepriseCourante } from './entreprise';
import {
  cleRequeteColleges,
  cleVerificationCodePostal,
  requeteColleges,
  verdictCodePostal,
  type ReponsesInitialesInformations,
  type VerificationInitiale,
} from './informations';
import { ENTREPRISE_VIDE } from '../../state';
import { lireIdProjet } from './projet';
import type { ProjetSanteApi, UtilisateurPage } from './types';
import { withHttpStatus } from '../../routing/nest-errors';

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

/**
 * The guarantees catalogue of a saved projet, sent with the page so that the server renders the
 * sliders and the browser asks for nothing more (ADR 0046): its agreement's minima for its college,
 * the level headers and postes coming with the page's script (ADR 0088). Pure domain data, the same
 * objects for every request; null for an offer without postes (the screen then asks the API, which
 * says why).
 */
export function catalogueDuProjet(projet: ProjetSanteApi | null): CatalogueDuProjet | null {
  if (!projet || !estOffreSante(projet.produit.id)) return null;
  return { cle: cleCatalogueDuProjet(projet), minima: minimaSante(projet.ccn?.id ?? null, projet.type_college.value) };
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

/**
 * The informations screen of a saved projet asks two things as soon as it shows: its offer's
 * colleges and the check of its postcode. The server answers both with the page, under the keys the
 * screen asks them with (ADR 0046). A failure is left to the screen, which asks and says why.
 */
export async function reponsesInitialesInformations(context: AppLoadContext, utilisateur: Utilisateur, projet: ProjetSanteApi | null): Promise<ReponsesInitialesInformations> {
  const etat = etatInitialSante(projet?.id ?? undefined, projet);
  if (!etat) return { colleges: null, codePostal: null };
  // What the server render sees: the projet's company, no session state (entreprise.ts).
  const requete = requeteColleges(etat, entrepriseCourante(ENTREPRISE_VIDE, etat), utilisateur.codeDistributeur);
  const [colleges, codePostal] = await Promise.all([
    requete
      ? context.nest
          .get(EligibiliteService)
          .collegesProduit(utilisateur, requete.idProduit, { id_ccn: requete.id_ccn, effectif: requete.effectif, code_distributeur: requete.code_distributeur })
          .then((colleges) => ({ cle: cleRequeteColleges(requete)!, colleges }))
          .catch(() => null)
      : null,
    codePostalFormatValide(etat.codePostal) ? verificationDuCodePostal(context, etat.codePostal, etat.idProjet).catch(() => null) : null,
  ]);
  return { colleges, codePostal };
}

/** GET /code-postal/valider with the projet + GET /communes, as the screen asks them: the projet's own postcode lies in its department. */
async function verificationDuCodePostal(context: AppLoadContext, codePostal: string, idProjet: number | null): Promise<VerificationInitiale> {
  const referentiels = context.nest.get(ReferentielsService);
  const communes = await referentiels.communes(codePostal);
  const validation = await referentiels.validerCodePostal(codePostal, departementDuCodePostal(codePostal, communes));
  return { cle: cleVerificationCodePostal(codePostal, idProjet), verification: verdictCodePostal(codePostal, validation, communes) };
}
