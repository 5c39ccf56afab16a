import { PART_MAX, PART_MIN } from '../../../../src/domain/due/regles';
import { DUE } from '../../../../src/domain/messages';
import { NumberField } from '../../../components/NumberField';
import type { CorpsEtapeProps } from './EcranDue';

/** etape7 (spec 03 §2): the employer's share. Its own module: only this step loads the number field. */
export function EtapePartCotisation({ etat, fixer }: CorpsEtapeProps) {
  const part = etat.etape7.partCotisation;
  return (
    <div className="due-champ-court">
      <NumberField
        label={DUE.partLibelle}
        value={part}
        onChange={(v) => fixer('etape7', { partCotisation: v })}
        min={0}
        unit="%"
        help={DUE.partAide}
        error={part !== null && (part < PART_MIN || part > PART_MAX) ? DUE.part(PART_MIN, PART_MAX) : undefined}
        isRequired
      />
    </div>
  );
}
