import { Logger } from '@nestjs/common';
import type { AppLoadContext } from 'react-router';
import { EspaceService } from '../../../src/espace/espace.service';
import { lireAdresse, vueEspace, type FiltresEspace, type VueEspace } from './vue';

const logger = new Logger('Espace');

type Utilisateur = NonNullable<AppLoadContext['user']>;

export type DonneesEspace = { vue: VueEspace; erreur: false } | { vue: null; erreur: true; filtres: FiltresEspace };

/**
 * The page /espace?recherche=&etape=&produit=&aRelancer=&tri=&page=, read in process from
 * EspaceService with the page (SSR with its data). The address is the broker's (lireAdresse keeps
 * what is a value). A failure shows the page with 'Une erreur est survenue lors de la récupération
 * de vos clients.'.
 */
export async function chargerEspace(context: AppLoadContext, utilisateur: Utilisateur, url: URL): Promise<DonneesEspace> {
  const { filtres, page } = lireAdresse(url.searchParams);
  try {
    const reponse = await context.nest.get(EspaceService).clients(utilisateur, {
      recherche: filtres.recherche,
      etape: filtres.etape ?? undefined,
      produit: filtres.produit ?? undefined,
      aRelancer: filtres.aRelancer,
      tri: filtres.tri,
      page,
    });
    return { vue: vueEspace(reponse, filtres), erreur: false };
  } catch (err) {
    logger.error({ err }, 'Lecture des dossiers impossible');
    return { vue: null, erreur: true, filtres };
  }
}
