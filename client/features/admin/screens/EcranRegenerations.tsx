import { useState } from 'react';
import { ADMIN } from '../../../../src/domain/messages';
import { CarteLot } from '../components/CarteLot';
import { FormulaireRegeneration } from '../components/FormulaireRegeneration';
import { NavAdmin } from '../components/NavAdmin';
import { lireLot, type Lots, type ProgressionLot } from '../api';

/** /admin: start a regeneration and watch the batches (newest first) fill their progress bars. */
export function EcranRegenerations({ lots }: { lots: Lots }) {
  const [nouveaux, setNouveaux] = useState<ProgressionLot[]>([]);
  const connus = new Set(nouveaux.map((l) => l.id));
  const tous = [...nouveaux, ...lots.lots.filter((l) => !connus.has(l.id))];
  const ajouter = (id: string) => {
    void lireLot(id).then((lot) => setNouveaux((avant) => [lot, ...avant.filter((l) => l.id !== lot.id)]));
  };
  return (
    <div className="admin">
      <NavAdmin />
      <FormulaireRegeneration onLance={ajouter} />
      <section aria-label={ADMIN.titreRegenerations} className="admin-lots">
        {tous.length === 0 ? <p>{ADMIN.aucunLot}</p> : tous.map((lot) => <CarteLot key={lot.id} lot={lot} />)}
      </section>
    </div>
  );
}
