import { Logger } from '@nestjs/common';
import type { AppLoadContext } from 'react-router';
import { PAGE_MAX, RECHERCHE_LONGUEUR_MAX } from '../../../src/domain/espace/espace';
import { EspaceService } from '../../../src/espace/espace.service';
import { PARAM_PAGE, PARAM_RECHERCHE, vueEspace, type VueEspace } from './vue';

const logger = new Logger('Espace');

type Utilisateur = NonNullable<AppLoadContext['user']>;

export type DonneesEspace = { vue: VueEspace; erreur: false } | { vue: null; erreur: true; recherche: string };

/**
 * The page /espace?recherche=&page=, read in process from EspaceService with the page (SSR with its
 * data). The address is the broker's: a page number that is not one shows the first page, a search
 * longer than a company name is cut (the API itself refuses both). A failure shows the page with
 * 'Une erreur est survenue lors de la récupération de vos clients.'.
 */
export async function chargerEspace(context: AppLoadContext, utilisateur: Utilisateur, url: URL): Promise<DonneesEspace> {
  const recherche = (url.searchParams.get(PARAM_RECHERCHE) ?? '').slice(0, RECHERCHE_LONGUEUR_MAX);
  const texte = url.searchParams.get(PARAM_PAGE) ?? '';
  const page = /^\d{1,5}$/.test(texte) && Number(texte) >= 1 && Number(texte) <= PAGE_MAX ? Number(texte) : 1;
  try {
    const reponse = await context.nest.get(EspaceService).clients(utilisateur, { recherche, page });
    return { vue: vueEspace(reponse, recherche), erreur: false };
  } catch (err) {
    logger.error({ err }, 'Lecture des clients impossible');
    return { vue: null, erreur: true, recherche };
  }
}
