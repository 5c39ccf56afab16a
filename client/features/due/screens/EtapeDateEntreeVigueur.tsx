import { dateMinEntreeVigueur } from '../../../../src/domain/due/regles';
import { DUE } from '../../../../src/domain/messages';
import { formatDateFr as formaterDate } from '../../../../src/domain/format';
import { ChampDateEffet } from '../../../components/ChampDateEffet';
import type { CorpsEtapeProps } from './EcranDue';

/** etape9 (spec 03 §2): the date the scheme takes effect. Its own module: only this step loads the date field. */
export function EtapeDateEntreeVigueur({ etat, fixer, projet, erreur }: CorpsEtapeProps) {
  const date = etat.etape9.dateEntreeVigueur;
  const min = dateMinEntreeVigueur(projet.dateEffet);
  return (
    <div className="due-champ-court">
      <ChampDateEffet
        label={DUE.dateEntreeVigueur}
        value={date}
        onChange={(v) => fixer('etape9', { dateEntreeVigueur: v })}
        min={min}
        max="2099-12-31"
        aide={DUE.dateAide(formaterDate(min))}
        erreur={erreur}
        isRequired
      />
    </div>
  );
}
