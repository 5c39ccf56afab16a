import { DiscoveryService } from '@nestjs/core';
import type { Utilisateur } from '../auth/utilisateur';
import { RefusMetier } from '../common/refus-metier';
import { libelleDocumentRegenerable, type DocumentRegenerable } from '../domain/admin';
import { ADMIN } from '../domain/messages';
import type { JobDefinition } from '../jobs/job';
import type { PayloadDocument, ResultatDocument } from './document-job';

/**
 * The port through which an admin's batch regenerates a document it does not own (ADR 0079): each
 * feature that makes a regenerable document (etudes, sante, souscription, due) provides an adapter,
 * marked `@Regenerateur([...types])`, that builds the document job's payload exactly as its own route
 * does; the admin module collects them (DiscoveryService) and runs the job under its own key. The
 * port lives here, below the features, because no feature may import src/admin (docs/adr/0064).
 */
export interface ProjetARegenerer {
  id: number;
  codeDistributeur: string;
  /** 'SSC' (health) or 'SPC' (provident), and the offer: what a feature below the projets cannot read itself. */
  codeProduit: string;
  produitId: number;
}

/** The document job to run and its payload; or why this document does not apply to this projet. */
export type TravailRegeneration = { job: JobDefinition<PayloadDocument, ResultatDocument>; payload: PayloadDocument } | { refus: string };

export interface RegenerateurDocument {
  /** `demandeLe`: the batch's instant (printed in the document). */
  travail(type: DocumentRegenerable, projet: ProjetARegenerer, demandeLe: string): Promise<TravailRegeneration>;
}

/** Marks a provider as the adapter of these document types (one adapter per type in the app). */
export const Regenerateur = DiscoveryService.createDecorator<readonly DocumentRegenerable[]>();

/**
 * Who a feature's service reads the projet as during a regeneration: a user of the projet's own
 * distributor (the scoped reads find it), with no scope, no role and the neutral adviser's name.
 */
export function utilisateurRegeneration(projet: ProjetARegenerer): Utilisateur {
  return { id: 'admin-regeneration', username: 'admin-regeneration', codeDistributeur: projet.codeDistributeur, nom: ADMIN.conseillerRegeneration, scopes: [], roles: [] };
}

/**
 * Runs `travail`, turning a business refusal of the feature (no subscription, a provident projet, an
 * unfinished DUE tunnel…) into the row's reason; an outage ('indisponible') or a crash is thrown, so
 * the regeneration job is retried.
 */
export async function refusEnRaison(type: DocumentRegenerable, travail: () => Promise<TravailRegeneration>): Promise<TravailRegeneration> {
  try {
    return await travail();
  } catch (err) {
    if (err instanceof RefusMetier && err.getStatus() < 500) {
      return { refus: ADMIN.documentNonApplicable(libelleDocumentRegenerable(type), err.message) };
    }
    throw err;
  }
}
