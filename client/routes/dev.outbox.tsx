import { ECRAN_OUTBOX } from '../../src/domain/messages';
import { Banner, Card, PageHeader } from '../components';
import type { RouteHandle } from '../routing/handle';
import { requireUser } from '../routing/guards';
import stylesheet from '../styles/projets.css?url';
import { chargerBoiteEnvoi } from './dev.outbox.server';
import type { Route } from './+types/dev.outbox';

/**
 * Development page (ARCHITECTURE 'e-mail': with no SMTP_URL, mail is kept in an outbox): what
 * would have been sent — date, sender, recipients, subject, text — with the attachments to
 * download. 404 when SMTP is configured.
 */
export const handle: RouteHandle = { titre: ECRAN_OUTBOX.titre };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const utilisateur = requireUser(request, context);
  return chargerBoiteEnvoi(context, utilisateur);
}

export default function BoiteEnvoi({ loaderData }: Route.ComponentProps) {
  const { messages } = loaderData;
  return (
    <>
      <PageHeader title={ECRAN_OUTBOX.titre} subtitle={ECRAN_OUTBOX.intro} />
      {messages === null ? <Banner tone="danger" title={ECRAN_OUTBOX.erreur} /> : null}
      {messages && messages.length === 0 ? (
        <Card>
          <p className="projets-vide">{ECRAN_OUTBOX.vide}</p>
        </Card>
      ) : null}
      {messages && messages.length > 0 ? (
        <Card>
          <div className="projets-tableau-conteneur">
            <table className="projets-tableau outbox-tableau">
              <thead>
                <tr>
                  <th scope="col">{ECRAN_OUTBOX.colonnes.date}</th>
                  <th scope="col">{ECRAN_OUTBOX.colonnes.a}</th>
                  <th scope="col">{ECRAN_OUTBOX.colonnes.objet}</th>
                  <th scope="col">{ECRAN_OUTBOX.colonnes.piecesJointes}</th>
                </tr>
              </thead>
              <tbody>
                {messages.map((m) => (
                  <tr key={m.id} data-message={m.id}>
                    <td className="outbox-date">{m.date}</td>
                    <td>
                      <ul className="plain-list">
                        {m.a.map((a) => (
                          <li key={a}>{a}</li>
                        ))}
                      </ul>
                      <span className="outbox-de">
                        {ECRAN_OUTBOX.colonnes.de} : {m.de}
                      </span>
                    </td>
                    <td>
                      <p className="outbox-objet">{m.objet}</p>
                      <details className="outbox-texte">
                        <summary>{ECRAN_OUTBOX.afficherTexte}</summary>
                        <pre>{m.texte}</pre>
                      </details>
                    </td>
                    <td>
                      {m.piecesJointes.length ? (
                        <ul className="plain-list">
                          {m.piecesJointes.map((p) => (
                            <li key={p.url}>
                              {/* A Nest address: a plain download, outside the React app. */}
                              <a href={p.url} download={p.nom}>
                                {p.nom}
                              </a>{' '}
                              <span className="outbox-taille">({ECRAN_OUTBOX.taille(p.taille)})</span>
                            </li>
                          ))}
                        </ul>
                      ) : (
                        ECRAN_OUTBOX.aucunePieceJointe
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
