/**
 * Which company a project list is for (spec 01 §7 GET /projets: siret, raison_sociale). The company
 * lives in the tab's session state, which the server cannot read: the list's address carries it
 * (`/ssc/projets?siret=…&raison_sociale=…`) so the loader renders the rows with the page; the page
 * adds it after hydration when it came without (e.g. after a save).
 */
import type { InformationsEntrepriseState } from '../../state/entreprise';
import type { SanteState } from '../../state/sante';
import type { EntrepriseListe } from './types';

export const PARAM_SIRET = 'siret';
export const PARAM_RAISON_SOCIALE = 'raison_sociale';

const SIRET = /^\d{14}$/;

/** The company named by the list's address; null when it names none. */
export function entrepriseDepuisAdresse(search: URLSearchParams): EntrepriseListe | null {
  const siret = (search.get(PARAM_SIRET) ?? '').replace(/\s/g, '');
  const raisonSociale = (search.get(PARAM_RAISON_SOCIALE) ?? '').trim().slice(0, 131);
  if (SIRET.test(siret)) return { siret, raisonSociale: raisonSociale || null };
  if (raisonSociale) return { siret: null, raisonSociale };
  return null;
}

/**
 * The list's filter: the SIRET when known (the company name may have been corrected since), else
 * the company name.
 */
export function filtreEntreprise(e: EntrepriseListe): { siret?: string; raison_sociale?: string } {
  if (e.siret) return { siret: e.siret };
  return e.raisonSociale ? { raison_sociale: e.raisonSociale } : {};
}

/**
 * The company being worked on, from the session state: the company step's, else (health) the
 * company of the projet loaded by id. null: none (route guard → informations-entreprise).
 */
export function entrepriseCourante(
  entreprise: Pick<InformationsEntrepriseState, 'siretConnu' | 'siret' | 'raisonSociale'>,
  sante: Pick<SanteState, 'client'> | null,
): EntrepriseListe | null {
  const raisonSociale = entreprise.raisonSociale.trim();
  const siret = entreprise.siretConnu && entreprise.siret && SIRET.test(entreprise.siret) ? entreprise.siret : null;
  if (raisonSociale || siret) return { siret, raisonSociale: raisonSociale || null };
  const client = sante?.client;
  if (client && client.raisonSociale.trim()) {
    return { siret: client.siret && SIRET.test(client.siret) ? client.siret : null, raisonSociale: client.raisonSociale.trim() };
  }
  return null;
}

/** '?siret=…&raison_sociale=…' for a company. */
export function rechercheEntreprise(e: EntrepriseListe): string {
  const search = new URLSearchParams();
  if (e.siret) search.set(PARAM_SIRET, e.siret);
  if (e.raisonSociale) search.set(PARAM_RAISON_SOCIALE, e.raisonSociale);
  return `?${search.toString()}`;
}
