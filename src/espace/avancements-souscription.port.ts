import type { Utilisateur } from '../auth/utilisateur';
import type { Progression } from '../domain/souscription/progression';

/** Where one subscription in progress stands: its three counters and the required pieces missing (their labels). */
export interface AvancementSouscription {
  progression: Progression;
  piecesManquantes: string[];
}

/**
 * What Mes clients asks the subscription (above it, docs/adr/0064) for the page's files in
 * subscription whose stored progress is missing or past its revision date (docs/adr/0084): their
 * progress computed by the subscription's own rule (SouscriptionService.avancement), so the row's
 * percent is the one its tabs show. Answered by src/souscription (SouscriptionAvancementsModule, global).
 * A file whose progress cannot be read is left out of the map.
 */
export abstract class AvancementsSouscription {
  abstract avancements(utilisateur: Utilisateur, projetIds: readonly number[], today: string): Promise<Map<number, AvancementSouscription>>;
}
