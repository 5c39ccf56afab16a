import { ChampSuggestions, type ChampSuggestionsProps } from '../../../components';
import { ECRAN_ENTREPRISE } from '../../../../src/domain/messages';
import { formaterSiret } from '../../../../src/domain/siret';
import type { ClientEntreprise } from '../types';

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
  input: ChampSuggestionsProps<ClientEntreprise>['input'];
}

/** What the company form gives each suggesting field (SIRET, company name). */
export type ChampClientProps = Pick<ChampSuggereProps, 'value' | 'onChange' | 'onBlur' | 'erreur' | 'suggestions' | 'onChoisirClient'>;

const texteClient = (c: ClientEntreprise) => c.raison_sociale;
const cleClient = (c: ClientEntreprise) => c.id;

/** A client of the list: its name, and its SIRET under it. */
function OptionClient(c: ClientEntreprise) {
  return (
    <>
      <span>{c.raison_sociale}</span>
      <span className="kit-option-detail">{c.siret ? formaterSiret(c.siret) : ECRAN_ENTREPRISE.siretNonRenseigne}</span>
    </>
  );
}

/**
 * A company field that suggests the distributor's existing clients (by name, by SIRET prefix), on
 * the kit's suggestion field: free text, a client picked from the list fills the whole form.
 */
export function ChampSuggere({ erreur, onChoisirClient, ...champ }: ChampSuggereProps) {
  return (
    <ChampSuggestions<ClientEntreprise>
      {...champ}
      error={erreur}
      onPick={onChoisirClient}
      getKey={cleClient}
      getText={texteClient}
      renderItem={OptionClient}
      listLabel={ECRAN_ENTREPRISE.clientsExistants}
    />
  );
}
