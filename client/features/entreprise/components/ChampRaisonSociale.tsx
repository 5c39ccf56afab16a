import { ECRAN_ENTREPRISE } from '../../../../src/domain/messages';
import { RAISON_SOCIALE_LONGUEUR_MAX } from '../../../../src/domain/rules/entreprise';
import type { ClientEntreprise } from '../types';
import { ChampSuggere } from './ChampSuggere';

interface ChampRaisonSocialeProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  erreur?: string;
  suggestions: ClientEntreprise[];
  onChoisirClient: (client: ClientEntreprise) => void;
}

/** Company name (max 131 characters), with the distributor's clients suggested by name. */
export function ChampRaisonSociale(props: ChampRaisonSocialeProps) {
  return (
    <ChampSuggere
      {...props}
      label={ECRAN_ENTREPRISE.raisonSociale}
      isRequired
      // One character over the limit can be typed, so the rule's message can be seen.
      input={{ name: 'raisonSociale', autoComplete: 'organization', maxLength: RAISON_SOCIALE_LONGUEUR_MAX + 1 }}
    />
  );
}
