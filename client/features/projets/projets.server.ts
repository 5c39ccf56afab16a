import { Logger } from '@nestjs/common';
import type { AppLoadContext } from 'react-router';
import type { CodeProduit } from '../../../src/domain/projets/projet.types';
import { Horloge } from '../../../src/common/horloge';
import { ProjetsService } from '../../../src/projets/projets.service';
import { entrepriseDepuisAdresse, filtreEntreprise } from './entreprise';
import { construireGroupes, entetes } from './liste';
import type { DonneesListe } from './types';

const logger = new Logger('ListeProjets');

type Utilisateur = NonNullable<AppLoadContext['user']>;

/**
 * The project list of a product for the company named by the address (spec 01 §2 'Project lists',
 * §7 GET /projets), read in process from ProjetsService with the page. A failure does not break the
 * page: it shows 'Une erreur est survenue lors de la récupération des projets'.
 */
export async function chargerListeProjets(context: AppLoadContext, utilisateur: Utilisateur, codeProduit: CodeProduit, url: URL): Promise<DonneesListe> {
  const today = context.nest.get(Horloge).aujourdhui();
  const entreprise = entrepriseDepuisAdresse(url.searchParams);
  const base = { codeProduit, today, entreprise, entetes: entetes(codeProduit), colonnesIcones: codeProduit === 'SPC' };
  if (!entreprise) return { ...base, groupes: null, erreur: false };
  try {
    const lignes = await context.nest.get(ProjetsService).lister(utilisateur, { code_produit: codeProduit, ...filtreEntreprise(entreprise) });
    const groupes = construireGroupes(codeProduit, lignes, today);
    // The company's current name, for the page header (the address may carry only the SIRET).
    const nom = lignes[0]?.client.raison_sociale ?? entreprise.raisonSociale;
    return { ...base, entreprise: { ...entreprise, raisonSociale: nom }, groupes, erreur: false };
  } catch (err) {
    logger.error({ err }, 'Lecture de la liste des projets impossible');
    return { ...base, groupes: null, erreur: true };
  }
}
