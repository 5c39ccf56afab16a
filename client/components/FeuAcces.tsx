import type { ReactNode } from 'react';
import type { StatutFeu } from '../../src/domain/eligibilite/acces-tarification';
import { Icone, TRACES } from './Icone';
import './FeuAcces.css';

/** Shapes as well as colours, so the light reads without colour vision. */
const PICTOS: Record<StatutFeu, string> = {
  success: TRACES.coche,
  warning: 'M11 7h2v7h-2zm0 9h2v2h-2z',
  danger: 'M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7l-1.4-1.4L9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3z',
};

interface FeuAccesProps {
  statut: StatutFeu;
  /** The access title beside the light ('Tarification libre'); none: the light alone. */
  children?: ReactNode;
  /** The access code (data-code), for the journeys. */
  code?: string;
}

/**
 * A college's tarification access light (spec 01 §2: vert, orange, rouge), the same on the offers,
 * the health and the provident screens: a coloured disc with a tick, an exclamation mark or a cross.
 */
export function FeuAcces({ statut, children, code }: FeuAccesProps) {
  const feu = (
    <span className={`kit-feu kit-feu-${statut}`} aria-hidden="true">
      <Icone d={PICTOS[statut]} taille={12} />
    </span>
  );
  if (children === undefined) return feu;
  return (
    <span className="kit-feu-libelle" data-code={code}>
      {feu}
      {children}
    </span>
  );
}
