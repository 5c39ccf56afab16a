import { ComboBox, FieldError, Input, Label, type Key } from 'react-aria-components';
import { ECRAN_ENTREPRISE } from '../../../../src/domain/messages';
import { RAISON_SOCIALE_LONGUEUR_MAX } from '../../../../src/domain/rules/entreprise';
import type { ClientEntreprise } from '../types';
import { SuggestionsClients } from './SuggestionsClients';

interface ChampRaisonSocialeProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  erreur?: string;
  suggestions: ClientEntreprise[];
  onChoisirClient: (client: ClientEntreprise) => void;
}

/** Company name (max 131 characters), with the distributor's clients suggested by name. */
export function ChampRaisonSociale({ value, onChange, onBlur, erreur, suggestions, onChoisirClient }: ChampRaisonSocialeProps) {
  const choisir = (key: Key | null) => {
    const client = suggestions.find((c) => c.id === key);
    if (client) onChoisirClient(client);
  };
  return (
    <ComboBox
      className="ent-champ"
      items={suggestions}
      inputValue={value}
      onInputChange={onChange}
      selectedKey={null}
      onSelectionChange={choisir}
      allowsCustomValue
      menuTrigger="input"
      isInvalid={Boolean(erreur)}
      validationBehavior="aria"
      onBlur={onBlur}
    >
      <Label className="ent-label">{ECRAN_ENTREPRISE.raisonSociale}</Label>
      <div className="ent-controle">
        {/* One character over the limit can be typed, so the rule's message can be seen. */}
        <Input className="ent-input" autoComplete="organization" maxLength={RAISON_SOCIALE_LONGUEUR_MAX + 1} name="raisonSociale" />
      </div>
      {erreur ? <FieldError className="ent-erreur">{erreur}</FieldError> : null}
      <SuggestionsClients />
    </ComboBox>
  );
}
