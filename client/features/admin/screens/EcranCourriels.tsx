import { useState } from 'react';
import { ADMIN } from '../../../../src/domain/messages';
import { Banner, Button, Card } from '../../../components';
import { ApiError } from '../../../api/client';
import { lireCourriels, renvoyerCourriel, type Courriels } from '../api';
import { NavAdmin } from '../components/NavAdmin';
import { dateHeure } from '../vue';
import { Defilement } from '../components/Defilement';

/** /admin/courriels: pending, captured, uncertain and failed e-mails (recipient masked); a failed one is resent once. */
export function EcranCourriels({ courriels: initiaux }: { courriels: Courriels }) {
  const [liste, setListe] = useState(initiaux.courriels);
  const [message, setMessage] = useState<{ ton: 'success' | 'danger'; texte: string } | null>(null);
  const renvoyer = (id: number) => {
    void renvoyerCourriel(id)
      .then(() => setMessage({ ton: 'success', texte: ADMIN.actionFaite }))
      .catch((err: unknown) => setMessage({ ton: 'danger', texte: err instanceof ApiError ? err.message : ADMIN.erreurAction }))
      .then(() => lireCourriels().then((r) => setListe(r.courriels), () => undefined));
  };
  return (
    <div className="admin">
      <NavAdmin />
      {message ? <Banner tone={message.ton}>{message.texte}</Banner> : null}
      <Card title={ADMIN.titreCourriels}>
        {liste.length === 0 ? (
          <p>{ADMIN.aucunCourriel}</p>
        ) : (
          <Defilement nom={ADMIN.titreCourriels}>
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">{ADMIN.distributeur}</th>
                  <th scope="col">{ADMIN.destinataire}</th>
                  <th scope="col">{ADMIN.etat}</th>
                  <th scope="col">{ADMIN.tentatives}</th>
                  <th scope="col">{ADMIN.erreur}</th>
                  <th scope="col">{ADMIN.creeLe}</th>
                  <th scope="col" />
                </tr>
              </thead>
              <tbody>
                {liste.map((c) => (
                  <tr key={c.id}>
                    <td>{c.id}</td>
                    <td>{c.code_distributeur}</td>
                    <td>{c.destinataire}</td>
                    <td>{ADMIN.etatsCourriel[c.statut] ?? c.statut}</td>
                    <td>{c.tentatives}</td>
                    <td>{c.erreur ?? '—'}</td>
                    <td>{dateHeure(c.cree_le)}</td>
                    <td>
                      {c.renvoyable ? (
                        <Button variant="secondary" onClick={() => renvoyer(c.id)}>
                          {ADMIN.renvoyer}
                        </Button>
                      ) : c.renvoye_le ? (
                        `${ADMIN.renvoye} ${dateHeure(c.renvoye_le)}`
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Defilement>
        )}
      </Card>
    </div>
  );
}
