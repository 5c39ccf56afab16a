import { ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { ECRAN_ENTREPRISE } from '../../../../src/domain/messages';
import { formaterSiret } from '../../../../src/domain/siret';
import type { ClientEntreprise } from '../types';

/**
 * The popover of a ComboBox listing the distributor's clients that match what is typed. The
 * ComboBox receives the (already filtered) clients as `items`, which turns off its own filter.
 */
export function SuggestionsClients() {
  return (
    <Popover className="ent-popover ent-suggestions" placement="bottom start" offset={4}>
      <p className="ent-liste-entete" aria-hidden="true">
        {ECRAN_ENTREPRISE.clientsExistants}
      </p>
      <ListBox<ClientEntreprise> className="ent-liste" aria-label={ECRAN_ENTREPRISE.clientsExistants}>
        {(c) => (
          <ListBoxItem id={c.id} className="ent-option" textValue={c.raison_sociale}>
            <span className="ent-option-titre">{c.raison_sociale}</span>
            <span className="ent-option-detail">{c.siret ? formaterSiret(c.siret) : ECRAN_ENTREPRISE.siretNonRenseigne}</span>
          </ListBoxItem>
        )}
      </ListBox>
    </Popover>
  );
}
