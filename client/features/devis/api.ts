/**
 * The /api calls both quoting products share (spec 01 §7), through the typed client (client/api).
 */
import type { components } from '../../api/schema';

/** Answer of POST /projets and PUT /projets/{id}. */
export type ProjetEnregistre = components['schemas']['ProjetEnregistreDto'];
