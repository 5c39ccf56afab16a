import type { components } from '../../api/schema';

/** A page of a projet's history as GET /api/projets/{id}/historique answers it. */
export type PageHistorique = components['schemas']['PageHistoriqueDto'];
export type EvenementHistorique = components['schemas']['EvenementHistoriqueDto'];
