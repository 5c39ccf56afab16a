import { Link } from 'react-router';
import { ESPACE, PROJETS } from '../../../../src/domain/messages';
import { Badge } from '../../../components';
import { useOuvrirProjet } from '../hooks/useOuvrirProjet';
import type { LigneEspace } from '../vue';

/** One projet of a client: open it, start or continue its subscription, its DUE. */
export function LigneProjet({ ligne: l }: { ligne: LigneEspace }) {
  const { ouvrir, souscrire } = useOuvrirProjet(l);
  return (
    <tr data-projet={l.id}>
      <th scope="row" data-label={ESPACE.colonnes.projet}>
        <Link to={l.ouvrir.vers} onClick={ouvrir} aria-label={ESPACE.ouvrirProjetNumero(l.id)}>
          {l.numero}
        </Link>
      </th>
      <td data-label={ESPACE.colonnes.produit}>{l.produit}</td>
      <td data-label={ESPACE.colonnes.college}>{l.college}</td>
      <td data-label={ESPACE.colonnes.statut}>
        {l.refuse ? <Badge tone="warning">{l.refuse}</Badge> : l.statut}
        {l.verrouille ? (
          <span className="espace-verrou" title={PROJETS.projetVerrouille}>
            <Badge icon="cadenas">{ESPACE.verrouille}</Badge>
          </span>
        ) : null}
      </td>
      <td data-label={ESPACE.colonnes.dateEffet}>{l.dateEffet}</td>
      <td data-label={ESPACE.colonnes.tarif} className="espace-tarif">
        {l.tarif}
      </td>
      <td className="espace-actions">
        {l.souscription ? (
          <Link to={l.souscription} onClick={souscrire} className="btn btn-secondary btn-small" aria-label={ESPACE.souscriptionProjet(l.id)}>
            {ESPACE.souscription}
          </Link>
        ) : null}
        {l.due ? (
          <Link to={l.due} className="btn btn-secondary btn-small" aria-label={ESPACE.dueProjet(l.id)}>
            {ESPACE.due}
          </Link>
        ) : null}
      </td>
    </tr>
  );
}

