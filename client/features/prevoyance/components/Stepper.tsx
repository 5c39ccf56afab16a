import type { ReactNode } from 'react';
import { ECRAN_PREVOYANCE, formatMessage, PREVOYANCE } from '../../../../src/domain/messages';
import type { UniteGarantie } from '../../../../src/domain/pricing/prevoyance/garanties.types';
import { formatValeur } from '../../../../src/domain/pricing/prevoyance/regles/format';
import { LabelEtBadge } from '../../../components/Field';
import { AideEtErreur, etat, LabelChamp, useIdsChamp } from '../../../components/Field';
import { useSaisieNombre } from '../../../components/useSaisieNombre';
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
 * A provident stepper (spec 01 §5 'Provident steppers'): the kit's number input (useSaisieNombre,
 * ADR 0052) bounded by [max(CCN minimum, guarantee min), guarantee max], arrows and −/+ stepping by the
 * palier, integer unless decimals are set; a 'Min CCN' button sets the agreement's minimum. Typed values
 * outside the bounds stay visible with the rule's message, as the API would refuse them. Native markup,
 * the same on the server and after hydration (the page has a dozen: ADR 0049).
 */
export function Stepper({ label, description, value, onChange, bornes, unite, erreur, isDisabled, isReadOnly, exigeCcn, chemin }: StepperProps) {
  const ids = useIdsChamp();
  const invalide = Boolean(erreur);
  const { inputProps, etape } = useSaisieNombre({
    value: Number.isFinite(value) ? value : null,
    // Emptied: the value stays (a guarantee level is never empty).
    onChange: (v) => {
      if (v !== null && v !== value) onChange(v);
    },
    min: bornes.min,
    max: bornes.max,
    pas: bornes.palier,
    decimales: bornes.decimales,
    groupe: true,
    isDisabled,
    isReadOnly,
  });
  // Out of the tab order and not taking the focus, as React Aria's were: the arrow keys do the same from the input.
  // Named with the field's label ('Augmenter Indemnité journalière'), as React Aria named them.
  const fleche = (sens: 1 | -1, borne: boolean) => (
    <button
      type="button"
      id={`${ids.controle}${sens < 0 ? 'm' : 'p'}`}
      className="prev-stepper-bouton"
      tabIndex={-1}
      aria-label={sens < 0 ? ECRAN_PREVOYANCE.diminuer : ECRAN_PREVOYANCE.augmenter}
      aria-labelledby={`${ids.controle}${sens < 0 ? 'm' : 'p'} ${ids.label}`}
      aria-controls={ids.controle}
      disabled={isDisabled || borne}
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => etape(sens)}
    >
      <span aria-hidden="true">{sens < 0 ? '−' : '+'}</span>
    </button>
  );
  return (
    <div className="prev-champ" data-chemin={chemin}>
      <div className="prev-stepper" data-disabled={etat(isDisabled)} data-invalid={etat(invalide)} data-readonly={etat(isReadOnly)}>
        <LabelEtBadge badge={exigeCcn ? <BadgeExigeCcn /> : null}>
          <LabelChamp id={ids.label} pour={ids.controle}>
            {label}
          </LabelChamp>
        </LabelEtBadge>
        <div className="prev-stepper-ligne">
          <div className="prev-stepper-groupe">
            {isReadOnly ? null : fleche(-1, value <= bornes.min)}
            <input
              {...inputProps}
              id={ids.controle}
              className="prev-stepper-input"
              aria-labelledby={ids.label}
              aria-describedby={invalide ? `${ids.aide} ${ids.erreur}` : ids.aide}
              aria-invalid={invalide || undefined}
            />
            {isReadOnly ? null : fleche(1, value >= bornes.max)}
          </div>
          <span className="prev-unite">{SYMBOLE[unite]}</span>
          <BoutonMinCcn bornes={bornes} unite={unite} onChange={onChange} isDisabled={isDisabled} isReadOnly={isReadOnly} />
        </div>
        <AideEtErreur ids={ids} help={<Aide bornes={bornes} unite={unite} isReadOnly={isReadOnly} description={description} />} error={erreur} />
      </div>
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
