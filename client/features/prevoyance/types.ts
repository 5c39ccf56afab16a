/**
 * The provident screens' API shapes: the server's OpenAPI document's (client/api/schema.d.ts) and
 * the projet contract of src/domain/projets/contrat.ts (ProjetPrevoyanceDetail), imported where
 * used; nothing re-declared here.
 */
import type { components } from '../../api/schema';

/** The broker, as the pricing and save payloads carry it (`utilisateur`), from the loader. */
export interface UtilisateurRef {
  id: string;
  code_distributeur: string;
  username: string;
}

/** POST /api/prevoyance/tarifer body (01 §7). */
export type CorpsTarifer = components['schemas']['TarifierPrevoyanceDto'];

/** POST /api/projets and PUT /api/projets/{id} body for a provident projet (01 §7). */
export type CorpsProjetPrevoyance = components['schemas']['ProjetPrevoyanceDto'];
