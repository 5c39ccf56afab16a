import { Logger } from '@nestjs/common';
import type { AppLoadContext } from 'react-router';
import { FicService } from '../../../src/souscription/fic/fic.service';
import { PiecesService } from '../../../src/souscription/pieces/pieces.service';
import type { DonneesJustificatifs } from './pieces';
import { lectures } from './souscription.server';

const logger = new Logger('SouscriptionJustificatifs');

type Utilisateur = NonNullable<AppLoadContext['user']>;

/** Step 3's data, read in process: the expected pieces, the files sent, the FIC. Null when unreadable. */
export async function chargerJustificatifs(context: AppLoadContext, utilisateur: Utilisateur, idProjet: string | undefined): Promise<DonneesJustificatifs | null> {
  if (!idProjet || !/^\d{1,9}$/.test(idProjet)) return null;
  try {
    const id = Number(idProjet);
    // The context and files the frame read for this request (lectures).
    const [contexte, fichiers] = await Promise.all([lectures.contexte(context, utilisateur, id), lectures.fichiers(context, utilisateur, id)]);
    const [pieces, fic] = await Promise.all([context.nest.get(PiecesService).reponse(contexte, fichiers), context.nest.get(FicService).lireDu(contexte)]);
    return { pieces: pieces as DonneesJustificatifs['pieces'], fic: fic ?? null };
  } catch (err) {
    logger.warn({ err }, 'Justificatifs illisibles');
    return null;
  }
}
