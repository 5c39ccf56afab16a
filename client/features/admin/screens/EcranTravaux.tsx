import { useState } from 'react';
import { ADMIN } from '../../../../src/domain/messages';
import { Banner, Button, Card } from '../../../components';
import { ApiError } from '../../../api/client';
import { abandonnerTous, abandonnerTravail, lireTravaux, relancerTous, relancerTravail, type VueTravaux } from '../api';
import { NavAdmin } from '../components/NavAdmin';
import { TableauTravaux } from '../components/TableauTravaux';
import { dateHeure, typesEnEchec } from '../vue';
import { Defilement } from '../components/Defilement';

/** /admin/jobs: the queues at a glance; failed jobs with their reason, retried or discarded (one, or all of a kind). */
export function EcranTravaux({ vue: initiale }: { vue: VueTravaux }) {
  const [vue, setVue] = useState(initiale);
  const [message, setMessage] = useState<{ ton: 'success' | 'danger'; texte: string } | null>(null);
  const agir = (action: () => Promise<unknown>) => {
    void action()
      .then(() => setMessage({ ton: 'success', texte: ADMIN.actionFaite }))
      .catch((err: unknown) => setMessage({ ton: 'danger', texte: err instanceof ApiError ? err.message : ADMIN.erreurAction }))
      .then(() => lireTravaux().then(setVue, () => undefined));
  };
  return (
    <div className="admin">
      <NavAdmin />
      {message ? <Banner tone={message.ton}>{message.texte}</Banner> : null}
      <Card title={`${ADMIN.titreFiles} (${vue.pilote})`}>
        <TableauTravaux types={vue.types} />
        {vue.bull_board ? (
          <p className="admin-bull-board">
            {/* A plain link: Bull Board is a page of its own, outside the application's router. */}
            <a href={vue.bull_board}>
              {ADMIN.bullBoardLien}
            </a>
            <br />
            <small>{ADMIN.bullBoardAide}</small>
          </p>
        ) : null}
      </Card>
      <Card title={ADMIN.echecsRecents}>
        {vue.echecs.length === 0 ? <p>{ADMIN.aucunEchec}</p> : null}
        {typesEnEchec(vue.echecs).map((nom) => (
          <div className="admin-actions" key={nom}>
            <strong>{nom}</strong>
            <Button variant="secondary" onClick={() => agir(() => relancerTous(nom))}>
              {ADMIN.relancerTout}
            </Button>
            <Button variant="ghost" onClick={() => agir(() => abandonnerTous(nom))}>
              {ADMIN.abandonnerTout}
            </Button>
          </div>
        ))}
        {vue.echecs.length > 0 ? (
          <Defilement nom={ADMIN.echecsRecents}>
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{ADMIN.typeTravail}</th>
                  <th scope="col">{ADMIN.projet}</th>
                  <th scope="col">{ADMIN.erreur}</th>
                  <th scope="col">{ADMIN.tentatives}</th>
                  <th scope="col">{ADMIN.creeLe}</th>
                  <th scope="col">{ADMIN.echoueLe}</th>
                  <th scope="col" />
                </tr>
              </thead>
              <tbody>
                {vue.echecs.map((e) => (
                  <tr key={e.id}>
                    <td>{e.nom}</td>
                    <td>{e.projet_id ?? '—'}</td>
                    <td>{e.erreur}</td>
                    <td>{e.tentatives}</td>
                    <td>{dateHeure(e.cree_le)}</td>
                    <td>{dateHeure(e.echoue_le)}</td>
                    <td className="admin-actions">
                      <Button variant="secondary" onClick={() => agir(() => relancerTravail(e.id))}>
                        {ADMIN.relancer}
                      </Button>
                      <Button variant="ghost" onClick={() => agir(() => abandonnerTravail(e.id))}>
                        {ADMIN.abandonner}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Defilement>
        ) : null}
      </Card>
    </div>
  );
}
