import type { ProjetPrevoyanceDetail } from '../../../../src/domain/projets/contrat';
import { ReadOnlyBanner } from '../../../components';
import { useDupliquer } from '../hooks/useDupliquer';

/** A read-only projet (spec 01 §2, §4): the shared banner, whose 'Dupliquer' makes the copy and starts it as a new projet. */
export function LectureSeule({ projet, dupliquer = true }: { projet: ProjetPrevoyanceDetail; dupliquer?: boolean }) {
  const copie = useDupliquer(projet.id);
  return <ReadOnlyBanner onDupliquer={dupliquer ? () => void copie.dupliquer() : undefined} enCours={copie.enCours} />;
}
