import { Link } from 'react-router';
import { ESPACE, PROJETS } from '../../../../src/domain/messages';
import { Badge } from '../../../components';
import { PATHS } from '../../../routing/paths';
import { informationsEntreprise, reinitialiserProjet } from '../../../state';
import { useOuvrirProjet } from '../hooks/useOuvrirProjet';
import type { LigneEspace } from '../vue';

/** Puts the client in the company step's session state, so the company screen opens filled in. */
function preparerNouveauProjet(l: LigneEspace) {
  reinitialiserProjet();
  informationsEntreprise.set(() => l.entreprise);
}

/** One file: its company, the projet, where it stands and since when, what it needs, its latest event; open it, its subscription, its DUE. */
export function LigneDossier({ ligne: l }: { ligne: LigneEspace }) {
  const { ouvrir, souscrire } = useOuvrirProjet(l);
  return (
    <tr data-projet={l.id} data-etape={l.etape.code}>
      <th scope="row" data-label={ESPACE.colonnesPipeline.client}>
        <span className="espace-client-nom">{l.raisonSociale}</span>
        <span className="espace-discret">{l.siret ? `${ESPACE.siret} ${l.siret}` : ESPACE.sansSiret}</span>
      </th>
      <td data-label={ESPACE.colonnesPipeline.projet}>
        <Link to={l.ouvrir.vers} onClick={ouvrir} aria-label={ESPACE.ouvrirProjetNumero(l.id)}>
          {l.numero}
        </Link>
        {l.verrouille ? (
          <span className="espace-verrou" title={PROJETS.projetVerrouille}>
            <Badge icon="cadenas">{ESPACE.verrouille}</Badge>
          </span>
        ) : null}
        <span className="espace-discret">{l.projet}</span>
        <span className="espace-discret espace-tarif">{l.tarif}</span>
      </td>
      <td data-label={ESPACE.colonnesPipeline.etape}>
        <span className="espace-etape">
          <Badge tone={l.etape.ton}>{l.etape.libelle}</Badge>
          {l.aRelancer ? <Badge tone="warning">{ESPACE.aRelancer}</Badge> : null}
        </span>
        {l.motif ? <span className="espace-discret">{l.motif}</span> : null}
      </td>
      <td data-label={ESPACE.colonnesPipeline.attente}>{l.manque ?? <span className="espace-discret">—</span>}</td>
      <td data-label={ESPACE.colonnesPipeline.activite}>
        {l.evenement ? (
          <>
            <span>{l.evenement.libelle}</span>
            <span className="espace-discret">{l.evenement.quand}</span>
          </>
        ) : (
          <span className="espace-discret">{ESPACE.aucunEvenement}</span>
        )}
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
        <Link
          to={PATHS.informationsEntreprise}
          className="btn btn-ghost btn-small"
          aria-label={ESPACE.nouveauProjetPour(l.raisonSociale)}
          onClick={() => preparerNouveauProjet(l)}
        >
          {ESPACE.nouveauProjet}
        </Link>
      </td>
    </tr>
  );
}
