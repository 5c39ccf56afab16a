/**
 * Suggestions of the distributor's existing clients while typing (spec 01 §2: the client lists by
 * SIRET and by company name are loaded with the screen; the filtering happens in the page).
 */
import { cleRechercheRaisonSociale } from '../../../src/domain/eligibilite/saisie-entreprise';
import { normaliserSiret } from '../../../src/domain/siret';
import type { ClientEntreprise } from './types';

export const LIMITE_SUGGESTIONS = 8;
/** Below this many digits a SIRET prefix matches too much to help. */
export const CHIFFRES_MIN_SIRET = 3;
export const LETTRES_MIN_RAISON_SOCIALE = 2;

/** Clients whose SIRET starts with the digits typed (spaces ignored), in SIRET order. */
export function suggestionsParSiret(
  clients: readonly ClientEntreprise[],
  saisie: string,
  exclureId: number | null = null,
  limite = LIMITE_SUGGESTIONS,
): ClientEntreprise[] {
  const chiffres = normaliserSiret(saisie);
  if (chiffres.length < CHIFFRES_MIN_SIRET || !/^\d+$/.test(chiffres)) return [];
  return clients
    .filter((c) => c.id !== exclureId && c.siret !== null && c.siret.startsWith(chiffres))
    .sort((a, b) => (a.siret! < b.siret! ? -1 : a.siret! > b.siret! ? 1 : 0))
    .slice(0, limite);
}

/**
 * Clients whose name contains what is typed, accents and case ignored; names starting with it
 * first, then in French alphabetical order.
 */
export function suggestionsParRaisonSociale(
  clients: readonly ClientEntreprise[],
  saisie: string,
  exclureId: number | null = null,
  limite = LIMITE_SUGGESTIONS,
): ClientEntreprise[] {
  const cle = cleRechercheRaisonSociale(saisie);
  if (cle.length < LETTRES_MIN_RAISON_SOCIALE) return [];
  return clients
    .filter((c) => c.id !== exclureId)
    .map((c) => ({ c, nom: cleRechercheRaisonSociale(c.raison_sociale) }))
    .filter(({ nom }) => nom.includes(cle))
    .sort((a, b) => Number(!a.nom.startsWith(cle)) - Number(!b.nom.startsWith(cle)) || a.c.raison_sociale.localeCompare(b.c.raison_sociale, 'fr'))
    .map(({ c }) => c)
    .slice(0, limite);
}
