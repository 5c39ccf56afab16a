import type { InputHTMLAttributes, Ref } from 'react';
import { ComboBox, Group, Input, type Key } from 'react-aria-components';
import { FieldErrorText, FieldLabel } from '../../../components';
import type { ClientEntreprise } from '../types';
import { SuggestionsClients } from './SuggestionsClients';

export interface ChampSuggereProps {
  label: string;
  value: string;
  /** The text as typed (the caller may reformat it: SIRET grouping). */
  onChange: (texte: string) => void;
  onBlur: () => void;
  erreur?: string;
  isRequired?: boolean;
  /** The distributor's clients matching what is typed. */
  suggestions: ClientEntreprise[];
  onChoisirClient: (client: ClientEntreprise) => void;
  /** The input's own attributes (name, autoComplete, inputMode, maxLength…). */
  input: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'className'> & { ref?: Ref<HTMLInputElement> };
}

/** What the company form gives each suggesting field (SIRET, company name). */
export type ChampClientProps = Pick<ChampSuggereProps, 'value' | 'onChange' | 'onBlur' | 'erreur' | 'suggestions' | 'onChoisirClient'>;

/**
 * A company field that suggests the distributor's existing clients (by name, by SIRET prefix), on
 * the form kit's field anatomy: free text, a client picked from the list fills the whole form.
 */
export function ChampSuggere({ label, value, onChange, onBlur, erreur, isRequired, suggestions, onChoisirClient, input }: ChampSuggereProps) {
  const choisir = (key: Key | null) => {
    const client = suggestions.find((c) => c.id === key);
    if (client) onChoisirClient(client);
  };
  return (
    <ComboBox
      className="kit-field"
      items={suggestions}
      inputValue={value}
      onInputChange={onChange}
      selectedKey={null}
      onSelectionChange={choisir}
      allowsCustomValue
      menuTrigger="input"
      isInvalid={Boolean(erreur)}
      isRequired={isRequired}
      validationBehavior="aria"
      onBlur={onBlur}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <Group className="kit-control">
        <Input className="kit-input" {...input} />
      </Group>
      <FieldErrorText>{erreur}</FieldErrorText>
      <SuggestionsClients />
    </ComboBox>
  );
}
