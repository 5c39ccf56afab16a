import { Logger } from '@nestjs/common';
import type { AppLoadContext } from 'react-router';
import { Horloge } from '../../../src/common/horloge';
import { ParticipantsService } from '../../../src/souscription/participants/participants.service';
import type { AffiliationParticipants } from './participants';
import { lectures } from './souscription.server';

const logger = new Logger('SouscriptionParticipants');

type Utilisateur = NonNullable<AppLoadContext['user']>;

/**
 * Step 2's data, read in process (the frame already checked the projet and the distributor): the
 * saved method, mode and participants, and the questions they answer. Null when it cannot be read
 * (the frame shows its own load error; the step says so).
 */
export async function chargerParticipants(context: AppLoadContext, utilisateur: Utilisateur, idProjet: string | undefined): Promise<AffiliationParticipants | null> {
  if (!idProjet || !/^\d{1,9}$/.test(idProjet)) return null;
  try {
    const today = context.nest.get(Horloge).aujourdhui();
    // The context the frame read for this request (lectures): no second read of the projet and list.
    return context.nest.get(ParticipantsService).reponse(await lectures.contexte(context, utilisateur, Number(idProjet)), today) as AffiliationParticipants;
  } catch (err) {
    logger.warn({ err }, 'Participants illisibles');
    return null;
  }
}
