import { FieldError, Group, Input, Label, NumberField, Radio, RadioGroup, Text } from 'react-aria-components';
import { ECRAN_SANTE, SANTE } from '../../../../src/domain/messages';
import type { TypeCollege } from '../../../../src/domain/offres/catalogue';
import {
  choisirCommissionnement,
  CODE_LINEAIRE,
  lireTypeCommissionnement,
  OPTIONS_ESCOMPTE,
  TAUX_LINEAIRE_MAX,
  TAUX_LINEAIRE_MIN,
  validerTauxLineaire,
  type Commissionnement as ValeurCommissionnement,
  type OptionCommissionnement,
} from '../../../../src/domain/rules/commission';
import { choisirCarte } from '../garanties';

interface CommissionnementProps {
  college: TypeCollege;
  value: ValeurCommissionnement;
  onChange: (value: ValeurCommissionnement) => void;
  isDisabled?: boolean;
}

/**
 * Commissioning cards (01 §3, §5 'Commission', §9): 'Linéaire' with its rate (integer 0 to 15,
 * default 5), or 'Précompté' with one of the discount options (13 %/5 % rate 7, 20 %/7 % rate 10,
 * 30 %/10 % rate 15). Choosing a card sets type and rate.
 */
export function Commissionnement({ college, value, onChange, isDisabled }: CommissionnementProps) {
  const option = lireTypeCommissionnement(value.type)?.option ?? CODE_LINEAIRE;
  const lineaire = option === CODE_LINEAIRE;
  const erreurTaux = lineaire ? validerTauxLineaire(value.taux) : null;
  return (
    <RadioGroup
      className="ss-commissions"
      value={option}
      onChange={(o) => onChange(choisirCarte(college, o as OptionCommissionnement, value))}
      isDisabled={isDisabled}
      aria-label={SANTE.commissionnement}
    >
      <div className={['ss-carte', lineaire ? 'ss-carte-choisie' : ''].filter(Boolean).join(' ')}>
        <Radio value={CODE_LINEAIRE} className="ss-carte-radio">
          <span className="ss-carte-titre">{SANTE.commissionLineaire}</span>
        </Radio>
        <p className="ss-aide">{ECRAN_SANTE.lineaireAide}</p>
        <NumberField
          className="ss-champ ss-champ-nombre ss-champ-taux"
          value={lineaire ? value.taux : Number.NaN}
          onChange={(taux) => onChange(choisirCommissionnement(college, CODE_LINEAIRE, Number.isNaN(taux) ? Number.NaN : taux))}
          minValue={TAUX_LINEAIRE_MIN}
          step={1}
          formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
          isDisabled={isDisabled || !lineaire}
          isInvalid={Boolean(erreurTaux)}
          validationBehavior="aria"
        >
          <Label className="ss-label">{ECRAN_SANTE.tauxLineaire}</Label>
          <Group className="ss-controle">
            <Input className="ss-input" />
            <span className="ss-suffixe" aria-hidden="true">
              {ECRAN_SANTE.pourcentCommission}
            </span>
          </Group>
          <Text slot="description" className="ss-aide">
            {TAUX_LINEAIRE_MIN} – {TAUX_LINEAIRE_MAX} %
          </Text>
          <FieldError className="ss-erreur">{erreurTaux}</FieldError>
        </NumberField>
      </div>
      <div className={['ss-carte', !lineaire ? 'ss-carte-choisie' : ''].filter(Boolean).join(' ')}>
        <span className="ss-carte-titre">{SANTE.commissionPrecompte}</span>
        <p className="ss-aide">{ECRAN_SANTE.precompteAide}</p>
        <div className="ss-options-escompte">
          {OPTIONS_ESCOMPTE.map((o) => (
            <Radio key={o.code} value={o.code} className="ss-radio">
              {ECRAN_SANTE.optionEscompte(o.libelle, o.taux)}
            </Radio>
          ))}
        </div>
      </div>
    </RadioGroup>
  );
}
