import { FieldError, Input, Label, Text, TextField } from 'react-aria-components';
import { ECRAN_SANTE } from '../../../../src/domain/messages';
import { saisieCodePostal, type VerificationCodePostal } from '../informations';

interface ChampCodePostalProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  verification: VerificationCodePostal;
  erreur?: string;
  isDisabled?: boolean;
}

/**
 * Head office postcode (01 §5): digits only (other keys do nothing), 5 at most, checked with the
 * referential; the towns it serves are shown under it.
 */
export function ChampCodePostal({ value, onChange, onBlur, verification, erreur, isDisabled }: ChampCodePostalProps) {
  const communes = verification.statut === 'valide' || verification.statut === 'invalide' ? verification.communes : [];
  return (
    <TextField
      className="ss-champ ss-champ-code-postal"
      value={value}
      onChange={(v) => onChange(saisieCodePostal(v))}
      onBlur={onBlur}
      isInvalid={Boolean(erreur)}
      isDisabled={isDisabled}
      validationBehavior="aria"
      name="codePostal"
    >
      <Label className="ss-label">{ECRAN_SANTE.codePostal}</Label>
      <Input
        className="ss-input"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        onKeyDown={(e) => {
          // Digits only: letters and signs are refused at the key (editing keys pass).
          if (e.key.length === 1 && !/\d/.test(e.key) && !e.ctrlKey && !e.metaKey) e.preventDefault();
        }}
      />
      {verification.statut === 'en-cours' ? (
        <Text slot="description" className="ss-aide">
          {ECRAN_SANTE.codePostalVerification}
        </Text>
      ) : verification.statut === 'indisponible' ? (
        <Text slot="description" className="ss-aide ss-aide-alerte">
          {ECRAN_SANTE.codePostalIndisponible}
        </Text>
      ) : communes.length && !erreur ? (
        <Text slot="description" className="ss-aide ss-communes">
          {communes.length === 1 ? ECRAN_SANTE.commune : ECRAN_SANTE.communes} : <strong>{communes.map((c) => c.nom).join(', ')}</strong>
        </Text>
      ) : null}
      <FieldError className="ss-erreur">{erreur}</FieldError>
    </TextField>
  );
}
