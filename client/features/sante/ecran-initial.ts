/**
 * The first state of a saved health projet's screens (issue 11 item 1, ADR 0046), without React:
 * the server renders the screen from the loader's projet, and the browser's first render (the
 * hydration) must be the same. Both compute it here from the projet alone — the very state that
 * loading the projet into the session state produces (01 §4 'Loading an existing projet') — so
 * the HTML arrives with its data and without a hydration mismatch. The session state (01 §3)
 * takes over once hydrated, when it holds this projet (unsaved edits) or once the projet is put
 * there.
 */
import type { TypeCollege } from '../../../src/domain/offres/catalogue';
import type { EnteteNiveau, MinimumPoste, Poste } from '../../../src/domain/pricing/sante/types';
import { ID_SANS_CCN } from '../../../src/domain/offres/catalogue';
import { niveauxDuProduit, postesDuProduit } from '../../../src/domain/pricing/sante/catalogue';
import type { SanteState } from '../../state/sante';
import type { DecisionPreparation } from './preparation';
import { commissionnementInitial, selectionInitiale } from './garanties';
import { etatDepuisProjet } from './projet';
import { cleDemande, type DemandeTarifSante, type ElementsTarif } from './tarif';
import type { ProjetSanteApi } from './types';

/** Level headers, postes and the agreement's minima for the college (what the sliders need). */
export interface CatalogueGaranties {
  niveaux: readonly EnteteNiveau[];
  postes: readonly Poste[];
  minima: readonly MinimumPoste[];
}

/**
 * What a loader sends with a saved projet's page, named by what it was read for: the agreement's
 * minima only. The level headers and postes are the same versioned data for every projet: they come
 * with the page's script (catalogueComplet), not in each page's data (ADR 0088).
 */
export interface CatalogueDuProjet {
  cle: string;
  minima: readonly MinimumPoste[];
}

/** The whole catalogue of an offer from its minima; null for an offer without postes. */
export function catalogueComplet(idProduit: number, minima: readonly MinimumPoste[]): CatalogueGaranties | null {
  const niveaux = niveauxDuProduit(idProduit);
  const postes = postesDuProduit(idProduit);
  return niveaux && postes ? { niveaux, postes, minima } : null;
}

/** What the catalogue depends on: the offer, the agreement (9999 without one) and the college. */
export function cleCatalogue(idProduit: number, idcc: number | null, college: TypeCollege): string {
  return `${idProduit}|${idcc ?? ID_SANS_CCN}|${college}`;
}

/** The catalogue key of a saved projet (as the screen computes it from the state loaded from it). */
export function cleCatalogueDuProjet(p: ProjetSanteApi): string {
  return cleCatalogue(p.produit.id, p.ccn?.id ?? null, p.type_college.value);
}

/** The projet of the route as the screen first shows it (server render and hydration); null without one. */
export function etatInitialSante(idProjet: number | undefined, projet: ProjetSanteApi | null): SanteState | null {
  return idProjet !== undefined && projet && projet.id === idProjet ? etatDepuisProjet(projet) : null;
}

/**
 * Which state the screen shows: the projet's own (`initial`) until the session state may be read
 * and holds it, else the session state (null). While hydrating nothing but the projet is known;
 * once hydrated, a decision to put the projet in the session state ('appliquer') keeps the
 * projet's state shown until it is there; otherwise the session state holds this projet, with the
 * broker's unsaved edits. A screen leaving on purpose (save, duplicate) shows the session state.
 */
export function etatAffiche(ctx: {
  initial: SanteState | null;
  hydrate: boolean;
  enSortie: boolean;
  decision: DecisionPreparation | null;
}): SanteState | null {
  if (!ctx.initial || ctx.enSortie) return null;
  if (!ctx.hydrate) return ctx.initial;
  return ctx.decision?.type === 'appliquer' ? ctx.initial : null;
}

/**
 * The tariff elements of a state as the guarantees screen prices it: its levels (or, before the
 * first display, the defaults for the agreement's minima) and its commissioning (or linear 5 %).
 * Null when the state has no college yet.
 */
export function elementsTarifGaranties(
  etat: SanteState,
  entreprise: { idCcn: number; clientId: number | null },
  minima: readonly MinimumPoste[],
): ElementsTarif | null {
  if (!etat.typeCollege) return null;
  return {
    dateEffet: etat.dateEffet,
    typeCollege: etat.typeCollege,
    ageMoyen: etat.ageMoyen,
    effectifCollege: etat.effectifCollege,
    regimeSocial: etat.regimeSocial,
    codePostal: etat.codePostal,
    departement: etat.departement,
    commissionnement: commissionnementInitial(etat.commissionnement, etat.typeCollege),
    niveaux: selectionInitiale(etat.niveaux, minima),
    idcc: entreprise.idCcn,
    clientId: entreprise.clientId,
  };
}

/**
 * An editable projet's saved price stands for the current one until that is computed again, but
 * only for the very parameters it was saved with (a changed level or commissioning waits for its
 * own price instead).
 */
export function prixEnregistreApplicable(demande: DemandeTarifSante | null, demandeEnregistree: DemandeTarifSante | null): boolean {
  return demande !== null && demandeEnregistree !== null && cleDemande(demande) === cleDemande(demandeEnregistree);
}
