import type { ReactNode } from 'react';
import { FieldError, Group, Input, Label, NumberField, Text } from 'react-aria-components';

interface ChampNombreProps {
  label: ReactNode;
  value: number | null;
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  /** Hard bounds of the field (01 §5); the rules' messages cover the rest. */
  min?: number;
  max?: number;
  unite?: string;
  description?: ReactNode;
  erreur?: string;
  isDisabled?: boolean;
  chemin: string;
  /** Thousands separators (amounts). */
  groupement?: boolean;
}

/**
 * An integer field of 'Informations projet' (react-aria NumberField: digits only, arrows step by 1,
 * French format). Empty is null. Out-of-range values stay as typed: the rule's message explains.
 */
export function ChampNombre({ label, value, onChange, onBlur, min, max, unite, description, erreur, isDisabled, chemin, groupement = false }: ChampNombreProps) {
  return (
    <div className="prev-champ" data-chemin={chemin}>
      <NumberField
        className="prev-nombre"
        value={value ?? Number.NaN}
        onChange={(v) => onChange(Number.isFinite(v) ? Math.trunc(v) : null)}
        onBlur={onBlur}
        minValue={min}
        maxValue={max}
        step={1}
        formatOptions={{ maximumFractionDigits: 0, useGrouping: groupement }}
        isDisabled={isDisabled}
        isInvalid={Boolean(erreur)}
        validationBehavior="aria"
        isWheelDisabled
      >
        <Label className="prev-label">{label}</Label>
        <Group className="prev-nombre-groupe">
          <Input className="prev-input prev-input-nombre" />
          {unite ? <span className="prev-unite">{unite}</span> : null}
        </Group>
        {description ? (
          <Text slot="description" className="prev-aide">
            {description}
          </Text>
        ) : null}
        <FieldError className="prev-erreur">{erreur}</FieldError>
      </NumberField>
    </div>
  );
}
