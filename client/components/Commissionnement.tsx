import { COMMISSIONNEMENT as T } from '../../src/domain/messages';
import type { TypeCollege } from '../../src/domain/offres/catalogue';
import {
  choisirCommissionnement,
  CODE_LINEAIRE,
  lireTypeCommissionnement,
  OPTIONS_ESCOMPTE,
  TAUX_LINEAIRE_MAX,
  TAUX_LINEAIRE_MIN,
  validerTauxLineaire,
  type Commissionnement as Valeur,
  type OptionCommissionnement,
} from '../../src/domain/projets/commission';
import { NumberField } from './NumberField';
import { RadioCards } from './RadioCards';
import './Commissionnement.css';

export interface CommissionnementProps {
  college: TypeCollege;
  value: Valeur;
  onChange: (value: Valeur) => void;
  isDisabled?: boolean;
}

type Mode = 'lineaire' | 'precompte';

/**
 * Commissioning, one block for health and provident (spec 01 §3, §5 'Commission', §9): the type as
 * two cards — 'Linéaire' with its rate (integer 0 to 15, default 5) or 'Précompté' with one of the
 * discount options and its fixed rate. Choosing sets type and rate.
 */
export function Commissionnement({ college, value, onChange, isDisabled }: CommissionnementProps) {
  const option: OptionCommissionnement = lireTypeCommissionnement(value.type)?.option ?? CODE_LINEAIRE;
  const mode: Mode = option === CODE_LINEAIRE ? 'lineaire' : 'precompte';
  const erreurTaux = mode === 'lineaire' ? (validerTauxLineaire(value.taux) ?? undefined) : undefined;
  const choisirMode = (m: Mode) => {
    if (m === mode) return;
    onChange(m === 'lineaire' ? choisirCommissionnement(college, CODE_LINEAIRE) : choisirCommissionnement(college, OPTIONS_ESCOMPTE[0].code));
  };
  return (
    <div className="kit-commissionnement" data-chemin="commissionnement">
      <RadioCards<Mode>
        label={T.type}
        value={mode}
        onChange={choisirMode}
        isDisabled={isDisabled}
        options={[
          { value: 'lineaire', title: T.lineaire, text: T.lineaireAide },
          { value: 'precompte', title: T.precompte, text: T.precompteAide },
        ]}
      />
      {mode === 'lineaire' ? (
        <div className="kit-commissionnement-taux">
          <NumberField
            label={T.taux}
            value={Number.isFinite(value.taux) ? value.taux : null}
            onChange={(taux) => onChange(choisirCommissionnement(college, CODE_LINEAIRE, taux ?? Number.NaN))}
            min={TAUX_LINEAIRE_MIN}
            unit="%"
            help={T.bornesTaux(TAUX_LINEAIRE_MIN, TAUX_LINEAIRE_MAX)}
            error={erreurTaux}
            isRequired
            isDisabled={isDisabled}
            chemin="commissionnement.taux"
          />
        </div>
      ) : (
        <RadioCards<OptionCommissionnement>
          label={T.option}
          value={option}
          onChange={(o) => onChange(choisirCommissionnement(college, o))}
          isDisabled={isDisabled}
          options={OPTIONS_ESCOMPTE.map((o) => ({ value: o.code, title: o.libelle, text: T.tauxOption(o.taux) }))}
        />
      )}
    </div>
  );
}
