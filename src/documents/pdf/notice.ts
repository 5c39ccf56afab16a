import { DUE_DOCUMENTS as D } from '../../domain/messages';
import type { Bloc, VueDocument } from './blocs';

/** The insurer's notice: the same for every client (a static document), in the DUE kit and the subscription kit. */
export function vueNotice(genereLe: string): VueDocument {
  const n = D.notice;
  return {
    titre: n.titre,
    sousTitre: n.sousTitre,
    piedDePage: n.pied(genereLe),
    blocs: n.sections.flatMap(([titre, texte]): Bloc[] => [
      { type: 'titre', texte: titre },
      { type: 'paragraphe', texte },
    ]),
  };
}
