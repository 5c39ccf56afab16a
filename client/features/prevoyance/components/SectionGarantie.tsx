import { useId, type ReactNode } from 'react';
import { ECRAN_PREVOYANCE } from '../../../../src/domain/messages';
import { BadgeExigeCcn } from './BadgeExigeCcn';
import { Icone, TRACES } from '../../../components';

interface SectionGarantieProps {
  /** Section code ('incapacite_invalidite'...): the element's id and test hook. */
  code: string;
  numero: number;
  titre: string;
  /** Open = selected (01 §2 'a selected flag that follows open state'). */
  isSelected: boolean;
  onSelectedChange?: (selected: boolean) => void;
  /** Required by the agreement: open and locked, marked 'Exigé CCN'. */
  exigeCcn?: boolean;
  /** Always on whatever the agreement (Décès/PTIA): open and locked. */
  toujours?: boolean;
  /** Read-only (portability doubling): always closed, nothing to edit. */
  fermee?: boolean;
  /** Read-only projet: nothing can be toggled. */
  isDisabled?: boolean;
  /** Messages of the section as a whole (required section off, 'at least one annuity'...). */
  erreurs?: readonly string[];
  /** Text under the title (e.g. the portability explanation). */
  resume?: ReactNode;
  children?: ReactNode;
}

/**
 * A collapsible guarantee section: a button that says whether its panel is expanded (the
 * disclosure pattern, drawn as react-aria's Disclosure was: data-expanded, data-disabled). Its selected
 * flag follows its open state; a section the agreement requires is open and cannot be closed.
 * Plain elements rather than react-aria's Disclosure: the page has seven, rendered on the server
 * (ADR 0049), and a native button does all a disclosure needs.
 */
export function SectionGarantie({ code, numero, titre, isSelected, onSelectedChange, exigeCcn, toujours, fermee, isDisabled, erreurs = [], resume, children }: SectionGarantieProps) {
  const verrouillee = Boolean(exigeCcn || toujours || fermee);
  const ouverte = fermee ? false : verrouillee ? true : isSelected;
  const desactive = verrouillee || Boolean(isDisabled);
  const classes = ['card', 'prev-section', ouverte ? 'prev-section-ouverte' : 'prev-section-fermee', verrouillee ? 'prev-section-verrouillee' : ''].filter(Boolean).join(' ');
  const id = useId();
  return (
    <div className={classes} data-section={code} data-expanded={ouverte || undefined} data-disabled={desactive || undefined}>
      <h2 className="prev-section-titre">
        <button
          type="button"
          id={`${id}b`}
          className="prev-section-declencheur"
          aria-expanded={ouverte}
          aria-controls={children ? `${id}p` : undefined}
          disabled={desactive}
          data-disabled={desactive || undefined}
          onClick={() => onSelectedChange?.(!ouverte)}
        >
          <span className={`prev-section-case${ouverte || verrouillee ? ' prev-section-case-cochee' : ''}`} aria-hidden="true">
            <Icone d={TRACES.coche} taille={14} />
          </span>
          <span className="prev-section-numero" aria-hidden="true">
            {numero}
          </span>
          <span className="prev-section-libelle">{titre}</span>
          {!verrouillee && !ouverte ? <span className="prev-section-etat">{ECRAN_PREVOYANCE.nonSouscrite}</span> : null}
          {toujours && !exigeCcn ? <span className="prev-section-etat">{ECRAN_PREVOYANCE.sectionObligatoire}</span> : null}
          {exigeCcn ? <BadgeExigeCcn /> : null}
          {!verrouillee ? (
            <Icone d={TRACES.chevronBas} taille={20} className="prev-section-chevron" />
          ) : null}
        </button>
      </h2>
      {resume ? <div className="prev-section-resume">{resume}</div> : null}
      {erreurs.length ? (
        <div className="prev-section-erreurs" role="alert">
          {erreurs.map((m) => (
            <p key={m} className="kit-error">
              {m}
            </p>
          ))}
        </div>
      ) : null}
      {/* A closed section's fields are rendered once it opens: an unselected section has nothing to
          edit, and its steppers would make up most of the page's render (server included, ADR 0046). */}
      {children ? (
        <div className="prev-section-corps" id={`${id}p`} role="group" aria-labelledby={`${id}b`} hidden={!ouverte}>
          {ouverte ? children : null}
        </div>
      ) : null}
    </div>
  );
}
