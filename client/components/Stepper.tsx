import { formatMessage, KIT } from '../../src/domain/messages';
import './Stepper.css';

export interface StepperProps {
  /** Accessible name of the step list ('Étapes de la DUE'). */
  label: string;
  steps: readonly string[];
  /** Index of the current step (0-based). */
  current: number;
}

/** Progress through a tunnel of steps ('Étape 3 sur 10'); the current one is aria-current. */
export function Stepper({ label, steps, current }: StepperProps) {
  return (
    <nav className="kit-stepper" aria-label={label}>
      <p className="kit-stepper-count">{formatMessage(KIT.etapeSurTotal, { etape: current + 1, total: steps.length })}</p>
      <ol className="kit-stepper-list">
        {steps.map((s, i) => {
          const etat = i < current ? 'fait' : i === current ? 'courant' : 'a-faire';
          return (
            <li key={s} className="kit-step" data-etat={etat} aria-current={i === current ? 'step' : undefined}>
              <span className="kit-step-bar" aria-hidden="true" />
              <span className="kit-step-label">
                {s}
                {i < current ? <span className="visually-hidden"> ({KIT.etapeTerminee})</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
