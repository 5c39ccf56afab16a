import { FieldError, Label, Radio, RadioGroup, Text } from 'react-aria-components';
import { ECRAN_SANTE } from '../../../../src/domain/messages';
import { REGIMES_OBLIGATOIRES, type RegimeObligatoire } from '../../../../src/domain/pricing/sante/types';

interface ChoixRegimeProps {
  value: RegimeObligatoire | null;
  onChange: (value: RegimeObligatoire) => void;
  erreur?: string;
  isDisabled?: boolean;
}

/** Social regime (01 §3: SECURITE_SOCIALE or ALSACE_MOSELLE), required. */
export function ChoixRegime({ value, onChange, erreur, isDisabled }: ChoixRegimeProps) {
  return (
    <RadioGroup
      className="ss-champ ss-radios"
      value={value}
      onChange={(v) => onChange(v as RegimeObligatoire)}
      isInvalid={Boolean(erreur)}
      isDisabled={isDisabled}
      orientation="horizontal"
      validationBehavior="aria"
      name="regimeSocial"
    >
      <Label className="ss-label">{ECRAN_SANTE.regimeSocial}</Label>
      <div className="ss-radios-options">
        {REGIMES_OBLIGATOIRES.map((r) => (
          <Radio key={r} value={r} className="ss-radio">
            {ECRAN_SANTE.regimes[r]}
          </Radio>
        ))}
      </div>
      <Text slot="description" className="ss-aide">
        {ECRAN_SANTE.regimeAide}
      </Text>
      <FieldError className="ss-erreur">{erreur}</FieldError>
    </RadioGroup>
  );
}
