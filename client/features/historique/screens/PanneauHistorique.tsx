import { HISTORIQUE } from '../../../../src/domain/messages';
import { Banner } from '../../../components';
import { ListeHistorique } from '../components/ListeHistorique';
import { useHistorique } from '../hooks/useHistorique';
import './historique.css';

/**
 * The 'Historique' panel of a projet (issue 28): what happened to the file, by whom, when. Part of the
 * projet's and the subscription's screens, closed at first (a native disclosure: nothing to hydrate
 * before it works); its entries are read when it is opened.
 */
export function PanneauHistorique({ idProjet }: { idProjet: number }) {
  const { etat, basculer, allerA } = useHistorique(idProjet);
  return (
    <section className="card historique" aria-label={HISTORIQUE.titre} data-historique={idProjet}>
      <details className="historique-details" onToggle={(e) => basculer(e.currentTarget.open)}>
        <summary className="historique-titre">{HISTORIQUE.titre}</summary>
        <div className="historique-corps" aria-live="polite" aria-busy={etat.etat === 'chargement'}>
          {etat.etat === 'chargement' ? <p className="historique-vide">{HISTORIQUE.chargement}</p> : null}
          {etat.etat === 'erreur' ? <Banner tone="danger" title={HISTORIQUE.erreurChargement} /> : null}
          {etat.etat === 'pret' ? <ListeHistorique page={etat.page} onPage={allerA} /> : null}
        </div>
      </details>
    </section>
  );
}
