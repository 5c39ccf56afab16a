import { ECRAN_SANTE } from '../../../../src/domain/messages';
import { NIVEAU_MAX, NIVEAU_MIN, type EnteteNiveau } from '../../../../src/domain/pricing/sante/types';

interface EntetesNiveauxProps {
  niveaux: readonly EnteteNiveau[];
  onChoisir: (numValue: number) => void;
  isDisabled?: boolean;
}

const pourcent = (n: number) => `${((n - NIVEAU_MIN) / (NIVEAU_MAX - NIVEAU_MIN)) * 100}%`;

/**
 * Level headers above the sliders (01 §2, §4): choosing one sets every poste to that level where
 * it is selectable. Each sits over its step of the sliders.
 */
export function EntetesNiveaux({ niveaux, onChoisir, isDisabled }: EntetesNiveauxProps) {
  return (
    <div className="ss-ligne-entetes">
      <span className="ss-entetes-titre">{ECRAN_SANTE.appliquerNiveau}</span>
      <div className="ss-entetes" role="group" aria-label={ECRAN_SANTE.appliquerNiveau}>
        {niveaux.map((n) => (
          <button
            key={n.code}
            type="button"
            className="ss-entete"
            style={{ left: pourcent(n.numValue) }}
            onClick={() => onChoisir(n.numValue)}
            disabled={isDisabled}
            title={ECRAN_SANTE.appliquerNiveauAide(n.numValue)}
            aria-label={ECRAN_SANTE.appliquerNiveauAide(n.numValue)}
          >
            {n.numValue}
          </button>
        ))}
      </div>
      <span />
    </div>
  );
}
