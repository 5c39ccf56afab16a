/** The /admin pages' calls to /api/admin, typed from the OpenAPI document (ADR 0057). */
import { api, donnees } from '../../api/client';
import type { components } from '../../api/schema';
import { enTeteIdempotence } from '../../session/idempotence';

export type VueTravaux = components['schemas']['VueTravauxAdmin'];
export type TravailEnEchec = components['schemas']['TravailEnEchecAdmin'];
export type ProgressionLot = components['schemas']['ProgressionLotAdmin'];
export type Lots = components['schemas']['LotsAdmin'];
export type Courriels = components['schemas']['CourrielsAdmin'];
export type Courriel = components['schemas']['CourrielAdmin'];
export type DemandeRegeneration = components['schemas']['RegenerationDto'];

export const lireTravaux = () => donnees(api.GET('/api/admin/jobs'));
export const relancerTravail = (id: string) => donnees(api.POST('/api/admin/jobs/{id}/relance', { params: { path: { id } } }));
export const abandonnerTravail = (id: string) => donnees(api.DELETE('/api/admin/jobs/{id}', { params: { path: { id } } }));
export const relancerTous = (nom: string) => donnees(api.POST('/api/admin/jobs/relances', { body: { nom } }));
export const abandonnerTous = (nom: string) => donnees(api.POST('/api/admin/jobs/abandons', { body: { nom } }));

export const lancerRegeneration = (demande: DemandeRegeneration, cle: string) =>
  donnees(api.POST('/api/admin/documents/regenerations', { body: demande, headers: enTeteIdempotence(cle) }));
export const lireLot = (id: string, signal?: AbortSignal) => donnees(api.GET('/api/admin/documents/regenerations/{id}', { params: { path: { id } }, signal }));
export const annulerLot = (id: string) => donnees(api.POST('/api/admin/documents/regenerations/{id}/annulation', { params: { path: { id } } }));
export const reprendreLot = (id: string) => donnees(api.POST('/api/admin/documents/regenerations/{id}/reprise', { params: { path: { id } } }));

export const lireCourriels = () => donnees(api.GET('/api/admin/courriels'));
export const renvoyerCourriel = (id: number) => donnees(api.POST('/api/admin/courriels/{id}/renvoi', { params: { path: { id } } }));
