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

/** A choice the agreement imposes: locked, with the badge beside its label. */
export function verrouCcn(exige: boolean, lectureSeule: boolean) {
  return { isDisabled: lectureSeule || exige, badge: exige ? <BadgeExigeCcn /> : null };
}
