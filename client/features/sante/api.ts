/**
 * The /api calls of the health screens (spec 01 §7), through the typed client (client/api): paths,
 * bodies and answers are the server's OpenAPI document's (ADR 0057). The projet's own calls (last
 * projet, duplicate, save) are both products' (devis/api.ts).
 */
import { estProjetSante, type ProjetSanteDetail } from '../../../src/domain/projets/contrat';
import type { TypeCollege } from '../../../src/domain/offres/catalogue';
import { api, donnees } from '../../api/client';
import { dupliquerProjet as dupliquer, enregistrerProjet as enregistrer, lireDernierProjet } from '../devis/api';
import type { CorpsProjetSante } from './projet';
import type { DemandeTarifSante } from './tarif';

/** Colleges of the offer with their access code ('Erreur lors de la récupération des collèges à tarifer' on failure). */
export function collegesATarifer(
  idProduit: number,
  demande: { id_ccn: number; effectif: number; code_distributeur: string },
  signal?: AbortSignal,
) {
  return donnees(api.POST('/api/eligibilite/determiner-produits-eligibles/{productId}', { params: { path: { productId: idProduit } }, body: demande, signal }));
}

export function validerCodePostal(codePostal: string, projetId: number | null, signal?: AbortSignal) {
  return donnees(api.GET('/api/code-postal/valider', { params: { query: { code_postal: codePostal, projet_id: projetId ?? undefined } }, signal }));
}

export function communes(codePostal: string, signal?: AbortSignal) {
  return donnees(api.GET('/api/communes', { params: { query: { code_postal: codePostal } }, signal }));
}

/** GET /projets/dernier: the last health projet of the company for a college; null when none. */
export async function dernierProjet(
  q: { code_distributeur: string; siret: string | null; raison_sociale: string; college: TypeCollege },
  signal?: AbortSignal,
): Promise<ProjetSanteDetail | null> {
  const p = await lireDernierProjet(
    { code_distributeur: q.code_distributeur, code_produit: 'SSC', siret: q.siret ?? undefined, raison_sociale: q.raison_sociale, college: q.college },
    signal,
  );
  return p && estProjetSante(p) ? p : null;
}

/** POST /projets/{id}/dupliquer of a health projet: the copy to edit. */
export async function dupliquerProjet(id: number): Promise<ProjetSanteDetail> {
  const copie = await dupliquer(id);
  if (!estProjetSante(copie)) throw new Error('The copy is not a health projet');
  return copie;
}

export function niveaux(idProduit: number, signal?: AbortSignal) {
  return donnees(api.GET('/api/produits/{idProduit}/niveaux', { params: { path: { idProduit } }, signal }));
}

export function postes(idProduit: number, signal?: AbortSignal) {
  return donnees(api.GET('/api/produits/{idProduit}/postes', { params: { path: { idProduit } }, signal }));
}

export function minima(idProduit: number, idcc: number, college: TypeCollege, signal?: AbortSignal) {
  return donnees(api.GET('/api/produits/{idProduit}/ccns/{idCcn}/minima', { params: { path: { idProduit, idCcn: idcc }, query: { college } }, signal }));
}

/** POST /sante/tarifer: the engine's whole answer (ResultatTarifSanteDto, the domain's ResultatTarifSante). */
export function tarifer(demande: DemandeTarifSante, signal?: AbortSignal) {
  return donnees(api.POST('/api/sante/tarifer', { body: demande, signal }));
}

/** POST /projets (new projet) or PUT /projets/{id}. */
export function enregistrerProjet(corps: CorpsProjetSante) {
  return enregistrer(corps);
}

export const CHEMINS_DESCRIPTIF = {
  socle: (idProduit: number) => `/sante/produits/${idProduit}/documents/descriptif-prestations-socle`,
  surcomplementaire: (idProduit: number) => `/sante/produits/${idProduit}/documents/descriptif-prestations-surcomplementaire`,
};
