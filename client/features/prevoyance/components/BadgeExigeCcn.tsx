import { PREVOYANCE } from '../../../../src/domain/messages';
import { Badge } from '../../../components';

/** The 'Exigé CCN' marker of a choice the agreement requires (locked). */
export function BadgeExigeCcn() {
  return (
    <Badge tone="warning" icon="cadenas">
      {PREVOYANCE.exigeCcn}
    </Badge>
  );
}
