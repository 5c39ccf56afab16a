import { FieldError, Group, Input, Label, NumberField, Text } from 'react-aria-components';

interface ChampNombreProps {
  label: string;
  name: string;
  value: number | null;
  onChange: (value: number | null) => void;
  onBlur: () => void;
  suffixe?: string;
  aide?: string;
  erreur?: string;
  isDisabled?: boolean;
}

/**
 * An integer field (01 §5 'Number inputs block non-digit keys; arrows step by 1'): react-aria
 * NumberField, not clamped, so that the rule's message says what is wrong instead of the value
 * silently changing.
 */
export function ChampNombre({ label, name, value, onChange, onBlur, suffixe, aide, erreur, isDisabled }: ChampNombreProps) {
  return (
    <NumberField
      className="ss-champ ss-champ-nombre"
      value={value ?? Number.NaN}
      onChange={(n) => onChange(Number.isNaN(n) ? null : n)}
      onBlur={onBlur}
      minValue={0}
      step={1}
      formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
      isInvalid={Boolean(erreur)}
      isDisabled={isDisabled}
      validationBehavior="aria"
      name={name}
    >
      <Label className="ss-label">{label}</Label>
      <Group className="ss-controle">
        <Input className="ss-input" />
        {suffixe ? (
          <span className="ss-suffixe" aria-hidden="true">
            {suffixe}
          </span>
        ) : null}
      </Group>
      {aide ? (
        <Text slot="description" className="ss-aide">
          {aide}
        </Text>
      ) : null}
      <FieldError className="ss-erreur">{erreur}</FieldError>
    </NumberField>
  );
}
