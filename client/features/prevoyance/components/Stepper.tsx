import { useId, type ReactNode } from 'react';
import { Button, FieldError, Group, Input, Label, NumberField, Text, useLocale } from 'react-aria-components';
import { ECRAN_PREVOYANCE, formatMessage, PREVOYANCE } from '../../../../src/domain/messages';
import type { UniteGarantie } from '../../../../src/domain/pricing/prevoyance/garanties.types';
import { formatValeur } from '../../../../src/domain/rules/prevoyance/format';
import { useHydrated } from '../../../state';
import { BadgeExigeCcn } from './BadgeExigeCcn';
import { LabelEtBadge } from '../../../components';

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
 *
 * The server render and the hydration draw the same field without react-aria (`StepperAvantHydratation`):
 * a NumberField costs ≈ 0.7 ms of server render and the page has a dozen (ADR 0049). The NumberField
 * replaces it once hydrated, when the field can answer.
 */
export function Stepper(props: StepperProps) {
  const hydrated = useHydrated();
  return (
    <div className="prev-champ" data-chemin={props.chemin}>
      {hydrated ? <StepperInteractif {...props} /> : <StepperAvantHydratation {...props} />}
    </div>
  );
}

function StepperInteractif({ label, description, value, onChange, bornes, unite, erreur, isDisabled, isReadOnly, exigeCcn }: StepperProps) {
  const decimales = bornes.decimales;
  return (
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
      <LabelEtBadge badge={exigeCcn ? <BadgeExigeCcn /> : null}>
        <Label className="kit-label">{label}</Label>
      </LabelEtBadge>
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
        <BoutonMinCcn bornes={bornes} unite={unite} onChange={onChange} isDisabled={isDisabled} isReadOnly={isReadOnly} />
      </div>
      <Text slot="description" className="kit-help">
        <Aide bornes={bornes} unite={unite} isReadOnly={isReadOnly} description={description} />
      </Text>
      <FieldError className="kit-error">{erreur}</FieldError>
    </NumberField>
  );
}

/**
 * The same field as react-aria draws it (classes, data attributes, label, description, error, the
 * arrows disabled at the bounds), without its hooks; the input is read-only until the NumberField
 * replaces it (what would be typed before would be lost).
 */
function StepperAvantHydratation({ label, description, value, onChange, bornes, unite, erreur, isDisabled, isReadOnly, exigeCcn }: StepperProps) {
  const id = useId();
  const { locale } = useLocale();
  const invalide = Boolean(erreur);
  const idLabel = `${id}l`;
  const idInput = `${id}i`;
  const idAide = `${id}a`;
  const idErreur = `${id}e`;
  const fleche = (slot: 'decrement' | 'increment', borne: boolean) => (
    <button
      type="button"
      slot={slot}
      className="prev-stepper-bouton"
      tabIndex={-1}
      aria-label={slot === 'decrement' ? ECRAN_PREVOYANCE.diminuer : ECRAN_PREVOYANCE.augmenter}
      aria-controls={idInput}
      disabled={isDisabled || borne}
      data-disabled={isDisabled || borne ? 'true' : undefined}
    >
      <span aria-hidden="true">{slot === 'decrement' ? '−' : '+'}</span>
    </button>
  );
  return (
    <div className="prev-stepper" data-disabled={isDisabled ? 'true' : undefined} data-invalid={invalide ? 'true' : undefined} data-readonly={isReadOnly ? 'true' : undefined}>
      <LabelEtBadge badge={exigeCcn ? <BadgeExigeCcn /> : null}>
        <label className="kit-label" id={idLabel} htmlFor={idInput}>
          {label}
        </label>
      </LabelEtBadge>
      <div className="prev-stepper-ligne">
        <div role="group" className="prev-stepper-groupe" aria-disabled={isDisabled ? 'true' : 'false'} data-disabled={isDisabled ? 'true' : undefined}>
          {isReadOnly ? null : fleche('decrement', value <= bornes.min)}
          <input
            id={idInput}
            className="prev-stepper-input"
            type="text"
            inputMode={bornes.decimales > 0 ? 'decimal' : 'numeric'}
            value={formatNombre(locale, bornes.decimales, value)}
            readOnly
            disabled={isDisabled}
            aria-labelledby={idLabel}
            aria-describedby={invalide ? `${idAide} ${idErreur}` : idAide}
            aria-invalid={invalide || undefined}
          />
          {isReadOnly ? null : fleche('increment', value >= bornes.max)}
        </div>
        <span className="prev-unite">{SYMBOLE[unite]}</span>
        <BoutonMinCcn bornes={bornes} unite={unite} onChange={onChange} isDisabled={isDisabled} isReadOnly={isReadOnly} />
      </div>
      <span className="kit-help" id={idAide} slot="description">
        <Aide bornes={bornes} unite={unite} isReadOnly={isReadOnly} description={description} />
      </span>
      {invalide ? (
        <span className="kit-error" id={idErreur} slot="errorMessage">
          {erreur}
        </span>
      ) : null}
    </div>
  );
}

type PartieProps = Pick<StepperProps, 'bornes' | 'unite' | 'isReadOnly'>;

function BoutonMinCcn({ bornes, unite, onChange, isDisabled, isReadOnly }: PartieProps & Pick<StepperProps, 'onChange' | 'isDisabled'>) {
  if (bornes.minCcn === null || isDisabled || isReadOnly) return null;
  const minCcn = bornes.minCcn;
  return (
    <button
      type="button"
      className="btn btn-secondary btn-small prev-min-ccn"
      onClick={() => onChange(minCcn)}
      title={formatMessage(ECRAN_PREVOYANCE.minimumCcn, { valeur: formatValeur(minCcn, unite, bornes.decimales) })}
    >
      {PREVOYANCE.minCcn}
    </button>
  );
}

function Aide({ bornes, unite, isReadOnly, description }: PartieProps & { description?: ReactNode }) {
  const { decimales } = bornes;
  return (
    <>
      {isReadOnly ? ECRAN_PREVOYANCE.lectureSeuleCcn : formatMessage(ECRAN_PREVOYANCE.bornes, { min: formatValeur(bornes.min, unite, decimales), max: formatValeur(bornes.max, unite, decimales) })}
      {bornes.minCcn !== null && !isReadOnly ? ` · ${formatMessage(ECRAN_PREVOYANCE.minimumCcn, { valeur: formatValeur(bornes.minCcn, unite, decimales) })}` : ''}
      {description ? <span className="prev-aide-bloc">{description}</span> : null}
    </>
  );
}

/** The NumberField's own text for the value (its formatOptions above), one formatter per locale and decimals. */
const FORMATS = new Map<string, Intl.NumberFormat>();
function formatNombre(locale: string, decimales: number, value: number): string {
  const cle = `${locale}|${decimales}`;
  let f = FORMATS.get(cle);
  if (!f) {
    f = new Intl.NumberFormat(locale, { minimumFractionDigits: decimales, maximumFractionDigits: decimales, useGrouping: true });
    FORMATS.set(cle, f);
  }
  return Number.isFinite(value) ? f.format(value) : '';
}
