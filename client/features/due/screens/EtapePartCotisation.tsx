import { DUE } from '../../../../src/domain/messages';
import { NumberField } from '../../../components/NumberField';
import type { CorpsEtapeProps } from './EcranDue';

/** etape7 (spec 03 §2): the employer's share. Its own module: only this step loads the number field. */
export function EtapePartCotisation({ etat, fixer, erreur }: CorpsEtapeProps) {
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
        error={erreur}
        isRequired
      />
    </div>
  );
}
