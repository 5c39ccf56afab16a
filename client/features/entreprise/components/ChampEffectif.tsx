import { FieldError, Group, Input, Label, NumberField } from 'react-aria-components';
import { ECRAN_ENTREPRISE } from '../../../../src/domain/messages';

interface ChampEffectifProps {
  value: number | null;
  onChange: (value: number | null) => void;
  onBlur: () => void;
  erreur?: string;
}

/**
 * Total headcount (1 to 100 000, spec 01 §5, §9): digits only, arrows step by 1, French grouping.
 * Not clamped to the bounds, so that the rule's message says what is wrong instead of the value
 * silently changing.
 */
export function ChampEffectif({ value, onChange, onBlur, erreur }: ChampEffectifProps) {
  return (
    <NumberField
      className="ent-champ ent-champ-effectif"
      value={value ?? Number.NaN}
      onChange={(n) => onChange(Number.isNaN(n) ? null : n)}
      minValue={0}
      step={1}
      formatOptions={{ maximumFractionDigits: 0, useGrouping: true }}
      isInvalid={Boolean(erreur)}
      validationBehavior="aria"
      onBlur={onBlur}
    >
      <Label className="ent-label">{ECRAN_ENTREPRISE.effectifTotal}</Label>
      <Group className="ent-controle ent-controle-suffixe">
        <Input className="ent-input" name="effectifTotal" />
        <span className="ent-suffixe" aria-hidden="true">
          {ECRAN_ENTREPRISE.salaries}
        </span>
      </Group>
      {erreur ? <FieldError className="ent-erreur">{erreur}</FieldError> : null}
    </NumberField>
  );
}
