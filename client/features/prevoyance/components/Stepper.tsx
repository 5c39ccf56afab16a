import type { ReactNode } from 'react';
import { Button, FieldError, Group, Input, Label, NumberField, Text } from 'react-aria-components';
import { ECRAN_PREVOYANCE, formatMessage, PREVOYANCE } from '../../../../src/domain/messages';
import type { UniteGarantie } from '../../../../src/domain/pricing/prevoyance/garanties.types';
import { formatValeur } from '../../../../src/domain/rules/prevoyance/format';
import { BadgeExigeCcn } from './BadgeExigeCcn';

/** Bounds of a stepper (the domain's BornesStepper, or the same shape built by the screen). */
export interface BornesAffichees {
  min: number;
  max: number;
  palier: number;
  decimales: number;
  /** Value of the 'Min CCN' button; null when the agreement sets none. */
  minCcn: number | null;
}

interface StepperProps {
  label: ReactNode;
  /** Help under the field. */
  description?: ReactNode;
  value: number;
  onChange: (value: number) => void;
  bornes: BornesAffichees;
  unite: UniteGarantie;
  /** The rule's French message (01 §5), shown under the field. */
  erreur?: string;
  isDisabled?: boolean;
  /** Read-only: the agreement fixes the value (no arrows, no 'Min CCN'). */
  isReadOnly?: boolean;
  /** Shows the 'Exigé CCN' marker next to the label. */
  exigeCcn?: boolean;
  /** Test hook and anchor: the state path of the value ('decesPtia.mariePacseConcubin'). */
  chemin: string;
}

const SYMBOLE: Record<UniteGarantie, string> = {
  POURCENT: '%',
  PMSS: '% PMSS',
  PASS: '% PASS',
  EURO: '€',
  EURO_AN: '€/an',
  JOURS: 'jours',
  ANS: 'ans',
  FLAG: '',
};

/**
 * A provident stepper (spec 01 §5 'Provident steppers'): react-aria NumberField bounded by
 * [max(CCN minimum, guarantee min), guarantee max], arrows stepping by the palier, integer unless
 * decimals are set; a 'Min CCN' button sets the agreement's minimum. Values outside the relations'
 * bounds stay visible with the rule's message, as the API would refuse them.
 */
export function Stepper({ label, description, value, onChange, bornes, unite, erreur, isDisabled, isReadOnly, exigeCcn, chemin }: StepperProps) {
  const decimales = bornes.decimales;
  const minCcnPossible = bornes.minCcn !== null && !isDisabled && !isReadOnly;
  return (
    <div className="prev-champ" data-chemin={chemin}>
    <NumberField
      className="prev-stepper"
      value={value}
      onChange={(v) => {
        if (Number.isFinite(v) && v !== value) onChange(v);
      }}
      minValue={bornes.min}
      maxValue={bornes.max}
      step={bornes.palier}
      formatOptions={{ minimumFractionDigits: decimales, maximumFractionDigits: decimales, useGrouping: true }}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      isInvalid={Boolean(erreur)}
      validationBehavior="aria"
    >
      <div className="prev-stepper-entete">
        <Label className="prev-label">{label}</Label>
        {exigeCcn ? <BadgeExigeCcn /> : null}
      </div>
      <div className="prev-stepper-ligne">
        <Group className="prev-stepper-groupe">
          {isReadOnly ? null : (
            <Button slot="decrement" className="prev-stepper-bouton">
              <span aria-hidden="true">−</span>
            </Button>
          )}
          <Input className="prev-stepper-input" />
          {isReadOnly ? null : (
            <Button slot="increment" className="prev-stepper-bouton">
              <span aria-hidden="true">+</span>
            </Button>
          )}
        </Group>
        <span className="prev-unite">{SYMBOLE[unite]}</span>
        {minCcnPossible ? (
          <button
            type="button"
            className="btn btn-secondary btn-small prev-min-ccn"
            onClick={() => onChange(bornes.minCcn!)}
            title={formatMessage(ECRAN_PREVOYANCE.minimumCcn, { valeur: formatValeur(bornes.minCcn!, unite, decimales) })}
          >
            {PREVOYANCE.minCcn}
          </button>
        ) : null}
      </div>
      <Text slot="description" className="prev-aide">
        {isReadOnly
          ? ECRAN_PREVOYANCE.lectureSeuleCcn
          : formatMessage(ECRAN_PREVOYANCE.bornes, { min: formatValeur(bornes.min, unite, decimales), max: formatValeur(bornes.max, unite, decimales) })}
        {bornes.minCcn !== null && !isReadOnly ? ` · ${formatMessage(ECRAN_PREVOYANCE.minimumCcn, { valeur: formatValeur(bornes.minCcn, unite, decimales) })}` : ''}
        {description ? <span className="prev-aide-bloc">{description}</span> : null}
      </Text>
      <FieldError className="prev-erreur">{erreur}</FieldError>
    </NumberField>
    </div>
  );
}
