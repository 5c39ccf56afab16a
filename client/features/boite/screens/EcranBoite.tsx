import { ECRAN_BOITE_DEMONSTRATION } from '../../../../src/domain/messages';
import { Badge, Banner, Card, PageHeader } from '../../../components';
import type { MessageCapture } from '../boite.server';

/**
 * The mail capture, "boîte de démonstration" (ARCHITECTURE 'e-mail': with no SMTP_URL, mail is kept,
 * not sent): what would have been sent — date, sender, recipients, subject, text — with the
 * attachments to download; the signature simulator's SMS read as SMS (badge, masked number, text
 * in full: the broker reads the one-time code there, ADR 0044). Not the transactional outbox (ADR 0025).
 */
export function EcranBoite({ messages }: { messages: MessageCapture[] | null }) {
  return (
    <>
      <PageHeader title={ECRAN_BOITE_DEMONSTRATION.titre} subtitle={ECRAN_BOITE_DEMONSTRATION.intro} />
      {messages === null ? <Banner tone="danger" title={ECRAN_BOITE_DEMONSTRATION.erreur} /> : null}
      {messages && messages.length === 0 ? (
        <Card>
          <p className="projets-vide">{ECRAN_BOITE_DEMONSTRATION.vide}</p>
        </Card>
      ) : null}
      {messages && messages.length > 0 ? (
        <Card>
          <div className="projets-tableau-conteneur">
            <table className="projets-tableau outbox-tableau">
              <thead>
                <tr>
                  <th scope="col">{ECRAN_BOITE_DEMONSTRATION.colonnes.date}</th>
                  <th scope="col">{ECRAN_BOITE_DEMONSTRATION.colonnes.a}</th>
                  <th scope="col">{ECRAN_BOITE_DEMONSTRATION.colonnes.objet}</th>
                  <th scope="col">{ECRAN_BOITE_DEMONSTRATION.colonnes.piecesJointes}</th>
                </tr>
              </thead>
              <tbody>
                {messages.map((m) => (
                  <tr key={m.id} data-message={m.id} data-canal={m.canal}>
                    <td className="outbox-date">{m.date}</td>
                    <td>
                      {m.canal === 'SMS' ? (
                        <p className="outbox-sms-a">
                          <Badge>{ECRAN_BOITE_DEMONSTRATION.sms}</Badge> {ECRAN_BOITE_DEMONSTRATION.smsA} <span className="outbox-numero">{m.a.join(', ')}</span>
                        </p>
                      ) : (
                        <ul className="plain-list">
                          {m.a.map((a) => (
                            <li key={a}>{a}</li>
                          ))}
                        </ul>
                      )}
                      <span className="outbox-de">
                        {ECRAN_BOITE_DEMONSTRATION.colonnes.de} : {m.de}
                      </span>
                    </td>
                    <td>
                      <p className="outbox-objet">{m.objet}</p>
                      {m.canal === 'SMS' ? (
                        // An SMS is short: its text in full, where the one-time code is read.
                        <p className="outbox-sms-texte">{m.texte}</p>
                      ) : (
                        <details className="outbox-texte">
                          <summary>{ECRAN_BOITE_DEMONSTRATION.afficherTexte}</summary>
                          <pre>{m.texte}</pre>
                        </details>
                      )}
                    </td>
                    <td data-libelle={ECRAN_BOITE_DEMONSTRATION.colonnes.piecesJointes}>
                      {m.piecesJointes.length ? (
                        <ul className="plain-list">
                          {m.piecesJointes.map((p) => (
                            <li key={p.url}>
                              {/* A Nest address: a plain download, outside the React app. */}
                              <a href={p.url} download={p.nom}>
                                {p.nom}
                              </a>{' '}
                              <span className="outbox-taille">({ECRAN_BOITE_DEMONSTRATION.taille(p.taille)})</span>
                            </li>
                          ))}
                        </ul>
                      ) : (
                        ECRAN_BOITE_DEMONSTRATION.aucunePieceJointe
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Card>
      ) : null}
    </>
  );
}
