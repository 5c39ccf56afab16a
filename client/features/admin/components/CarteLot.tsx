import { ADMIN } from '../../../../src/domain/messages';
import { Button, Card } from '../../../components';
import { annulerLot, reprendreLot, type ProgressionLot } from '../api';
import { useProgressionLot } from '../hooks/useProgressionLot';

/** One batch: a live progress bar, its failures with their reason, cancel while it runs, retry its failures. */
export function CarteLot({ lot: initial }: { lot: ProgressionLot }) {
  const [lot, setApresAction] = useProgressionLot(initial);
  const regles = lot.faits + lot.echecs + lot.annules;
  return (
    <Card title={`${ADMIN.etatsLot[lot.statut] ?? lot.statut} — ${ADMIN.libellesDocuments[lot.type_document] ?? lot.type_document}`} className="admin-lot">
      <div data-lot={lot.id} data-statut={lot.statut}>
        <progress className="admin-progression" max={lot.total} value={regles} aria-label={ADMIN.progression(regles, lot.total)} />
        <p className="admin-compte">
          {ADMIN.progression(regles, lot.total)} · {ADMIN.faits(lot.faits)} · {ADMIN.enEchec(lot.echecs)}
          {lot.annules > 0 ? ` · ${ADMIN.annules(lot.annules)}` : ''}
        </p>
        {lot.type_document === 'descriptif-prestations' ? <p className="admin-compte">{ADMIN.descriptifHorsHistorique}</p> : null}
        {lot.raisons.length > 0 ? (
          <ul className="admin-raisons">
            {lot.raisons.map((r) => (
              <li key={r.projet_id}>
                {ADMIN.projet} {r.projet_id} : {r.erreur}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="admin-actions">
          {lot.statut === 'EN_COURS' ? (
            <Button variant="secondary" onClick={() => void annulerLot(lot.id).then(setApresAction)}>
              {ADMIN.annulerLot}
            </Button>
          ) : null}
          {lot.echecs > 0 && lot.statut !== 'ANNULE' ? (
            <Button variant="secondary" onClick={() => void reprendreLot(lot.id).then(setApresAction)}>
              {ADMIN.relancerEchecs}
            </Button>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
