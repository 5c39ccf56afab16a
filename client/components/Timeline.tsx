import { Link } from 'react-router';
import { formatMessage, PAGES } from '../../src/domain/messages';
import { Icone, TRACES } from './Icone';

export interface TimelineStep {
  label: string;
  /** Where a completed step leads back to; without it the step is not a link. */
  to?: string;
}

interface TimelineProps {
  steps: readonly TimelineStep[];
  /** Index (from 0) of the current step. */
  current: number;
  /** Shows 'Etape N sur M' above the steps (spec 03 §2, the DUE tunnel). */
  showCounter?: boolean;
}

/**
 * The journey's steps, numbered: done steps are ticked (and are links when they have `to`),
 * the current one is highlighted. Front steps and project steps are built below.
 */
export function Timeline({ steps, current, showCounter = false }: TimelineProps) {
  return (
    <nav className="timeline" aria-label={PAGES.etapesDuParcours}>
      {showCounter ? <p className="timeline-counter">{formatMessage(PAGES.etapeSur, { n: current + 1, total: steps.length })}</p> : null}
      <ol>
        {steps.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          const content = (
            <>
              <span className="timeline-marker" aria-hidden="true">
                {state === 'done' ? (
                  <Icone d={TRACES.coche} taille={14} />
                ) : (
                  index + 1
                )}
              </span>
              <span className="timeline-label">
                {step.label}
                {state !== 'todo' ? <span className="visually-hidden"> ({state === 'done' ? PAGES.etapeTerminee : PAGES.etapeEnCours})</span> : null}
              </span>
            </>
          );
          return (
            <li key={step.label} className={`timeline-step timeline-${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              {state === 'done' && step.to ? <Link to={step.to}>{content}</Link> : <span>{content}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** Spec 01 §2: front steps '1 Informations entreprise, 2 Offres éligibles'. */
export const FRONT_STEPS: readonly TimelineStep[] = [
  { label: PAGES.etapesFront[0], to: '/informations-entreprise' },
  { label: PAGES.etapesFront[1], to: '/offres-eligibles' },
];

/**
 * Spec 01 §2: project steps 'Informations projet, Garanties, Projets' for a product
 * ('ssc' or 'spc'), with the projet id when there is one.
 */
export function projectSteps(codeProduit: string, idProjet?: number | string): TimelineStep[] {
  const code = codeProduit.toLowerCase();
  const id = idProjet === undefined || idProjet === '' ? '' : `/${idProjet}`;
  return [
    { label: PAGES.etapesProjet[0], to: `/${code}/informations-projet${id}` },
    { label: PAGES.etapesProjet[1], to: `/${code}/garanties${id}` },
    { label: PAGES.etapesProjet[2], to: `/${code}/projets` },
  ];
}
