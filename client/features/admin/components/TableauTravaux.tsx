import { ADMIN } from '../../../../src/domain/messages';
import { JOB_ETATS } from '../vue';
import type { VueTravaux } from '../api';
import { Defilement } from './Defilement';

/** Per job kind: counts per state, the oldest wait, the jobs done in the last hour. */
export function TableauTravaux({ types }: { types: VueTravaux['types'] }) {
  return (
    <Defilement nom={ADMIN.titreFiles}>
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">{ADMIN.typeTravail}</th>
            <th scope="col">{ADMIN.fileLibelle}</th>
            {JOB_ETATS.map((e) => (
              <th scope="col" key={e}>
                {ADMIN.etats[e]}
              </th>
            ))}
            <th scope="col">{ADMIN.plusAncienneAttente}</th>
            <th scope="col">{ADMIN.debitRecent}</th>
          </tr>
        </thead>
        <tbody>
          {types.map((t) => (
            <tr key={t.nom} data-travail={t.nom}>
              <th scope="row">{t.nom}</th>
              <td>{t.file}</td>
              {JOB_ETATS.map((e) => (
                <td key={e} data-etat={e}>
                  {t.comptes[e]}
                </td>
              ))}
              <td>{t.attente_max_ms === null ? '—' : ADMIN.duree(t.attente_max_ms)}</td>
              <td>{t.termines_derniere_heure}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Defilement>
  );
}
