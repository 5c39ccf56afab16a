import { ECRAN_ENTREPRISE } from '../../../../src/domain/messages';
import { RAISON_SOCIALE_LONGUEUR_MAX } from '../../../../src/domain/eligibilite/saisie-entreprise';
import { ChampSuggere, type ChampClientProps } from './ChampSuggere';

/** Company name (max 131 characters), with the distributor's clients suggested by name. */
export function ChampRaisonSociale(props: ChampClientProps) {
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
