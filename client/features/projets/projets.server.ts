import { Logger } from '@nestjs/common';
import { data, type AppLoadContext } from 'react-router';
import type { CodeProduit, StatutProjet } from '../../../src/domain/projets/projet.types';
import { Horloge } from '../../../src/common/horloge';
import { ProjetsService } from '../../../src/projets/projets.service';
import { withHttpStatus } from '../../routing/nest-errors';
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

/** Statuts of a projet whose subscription has been started (spec 01 §4: EN_SOUSCRIPTION follows the start). */
const STATUTS_SOUSCRIPTION_OUVERTE: readonly StatutProjet[] = ['EN_SOUSCRIPTION', 'SIGNATURE_EN_ATTENTE', 'ETUDE_GESTION', 'ACCEPTE'];

/** What the subscription landing page shows (spec 02 §2 'Subscription screen frame'). */
export interface DonneesSouscription {
  idProjet: number;
  codeProduit: CodeProduit;
  raisonSociale: string;
  /** The hand-over was made (POST /projets/{id}/souscription moves the statut to EN_SOUSCRIPTION, then on). */
  ouverte: boolean;
}

/**
 * /souscription/:codeProduit(ssc|spc)/:idProjet(digits): another product code, a non-numeric id,
 * an unknown projet or one of another product is the 404 page.
 */
export async function chargerSouscription(
  context: AppLoadContext,
  utilisateur: Utilisateur,
  segment: string | undefined,
  idProjet: string | undefined,
): Promise<DonneesSouscription> {
  const codeProduit: CodeProduit | null = segment === 'ssc' ? 'SSC' : segment === 'spc' ? 'SPC' : null;
  if (!codeProduit || !idProjet || !/^\d{1,9}$/.test(idProjet)) throw data(null, { status: 404 });
  const projet = await withHttpStatus(() => context.nest.get(ProjetsService).detail(utilisateur, Number(idProjet)), context);
  if (projet.produit.code !== codeProduit || projet.id === null) throw data(null, { status: 404 });
  const ouverte = projet.statut !== null && STATUTS_SOUSCRIPTION_OUVERTE.includes(projet.statut);
  return { idProjet: projet.id, codeProduit, raisonSociale: projet.raison_sociale, ouverte };
}
