import { createContext, useContext, type ReactNode } from 'react';
import type { CodeGarantie, GarantiesPrevoyance } from '../../../../src/domain/pricing/prevoyance/garanties.types';
import { CATALOGUE_PREVOYANCE } from '../../../../src/domain/pricing/prevoyance/catalogue';
import { minimumCcn, type MinimaPrevoyance } from '../../../../src/domain/pricing/prevoyance/minima';
import { bornesStepper } from '../../../../src/domain/pricing/prevoyance/regles/garanties';
import { avecValeur, lireChemin } from '../edition';
import { Switch } from '../../../components';
import { BadgeExigeCcn } from './BadgeExigeCcn';
import { Stepper, type BornesAffichees } from './Stepper';

/** What every guarantee field reads: the state, the agreement's minima, the rules' messages. */
export interface Edition {
  g: GarantiesPrevoyance;
  minima: MinimaPrevoyance;
  /** validerGarantiesPrevoyance's messages, keyed by state path. */
  erreurs: Record<string, string>;
  lectureSeule: boolean;
  /** Replaces the guarantees state (pure transitions of the domain, or avecValeur). */
  modifier: (g: GarantiesPrevoyance) => void;
}

const EditionContext = createContext<Edition | null>(null);

export function EditionProvider({ value, children }: { value: Edition; children: ReactNode }) {
  return <EditionContext.Provider value={value}>{children}</EditionContext.Provider>;
}

export function useEdition(): Edition {
  const e = useContext(EditionContext);
  if (!e) throw new Error('useEdition hors de EditionProvider');
  return e;
}

interface StepperGarantieProps {
  /** State path of the value. */
  chemin: string;
  /** Catalogue code: bounds, step, unit, label. */
  code: CodeGarantie;
  label?: ReactNode;
  description?: ReactNode;
  /** Bounds other than the catalogue's with the agreement's minimum (spouse annuity, tranches). */
  bornes?: BornesAffichees;
  isReadOnly?: boolean;
  /** Runs instead of a plain set (linked inputs). */
  surChangement?: (v: number) => GarantiesPrevoyance;
}

/** A stepper of the guarantees state, bounded by the catalogue and the agreement (01 §5). */
export function StepperGarantie({ chemin, code, label, description, bornes, isReadOnly, surChangement }: StepperGarantieProps) {
  const { g, minima, erreurs, lectureSeule, modifier } = useEdition();
  const b = bornes ?? bornesStepper(code, minima);
  const valeur = lireChemin(g, chemin);
  return (
    <Stepper
      chemin={chemin}
      label={label ?? CATALOGUE_PREVOYANCE[code].libelle}
      description={description ?? CATALOGUE_PREVOYANCE[code].detail_libelle}
      value={typeof valeur === 'number' ? valeur : Number.NaN}
      onChange={(v) => modifier(surChangement ? surChangement(v) : avecValeur(g, chemin, v))}
      bornes={b}
      unite={CATALOGUE_PREVOYANCE[code].unite}
      erreur={erreurs[chemin]}
      isDisabled={lectureSeule}
      isReadOnly={isReadOnly}
      exigeCcn={b.minCcn !== null || minimumCcn(minima, code) !== null}
    />
  );
}

interface OptionGarantieProps {
  chemin: string;
  code: CodeGarantie;
  label?: ReactNode;
  description?: ReactNode;
  isDisabled?: boolean;
  surChangement?: (v: boolean) => GarantiesPrevoyance;
}

/** An on/off option of the guarantees state; on and locked when the agreement requires it. */
export function OptionGarantie({ chemin, code, label, description, isDisabled, surChangement }: OptionGarantieProps) {
  const { g, minima, erreurs, lectureSeule, modifier } = useEdition();
  const exige = minima.garanties[code] === true;
  return (
    <Switch
      chemin={chemin}
      isSelected={lireChemin(g, chemin) === true}
      onChange={(v) => modifier(surChangement ? surChangement(v) : avecValeur(g, chemin, v))}
      isDisabled={lectureSeule || isDisabled}
      badge={exige ? <BadgeExigeCcn /> : null}
      isLockedOn={exige}
      help={description ?? CATALOGUE_PREVOYANCE[code].detail_libelle}
      error={erreurs[chemin]}
    >
      {label ?? CATALOGUE_PREVOYANCE[code].libelle}
    </Switch>
  );
}
