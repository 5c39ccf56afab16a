import { ECRAN_SANTE } from '../../../../src/domain/messages';
import type { LigneTarif } from '../tarif';
import { Icone, TRACES } from '../../../components';

interface TableauTarifsProps {
  groupes: readonly { titre: string | null; lignes: readonly LigneTarif[] }[];
  legende: string;
}

/** Rates (% PMSS) and monthly budgets per contribution structure, French formats (01 §3, §9). */
export function TableauTarifs({ groupes, legende }: TableauTarifsProps) {
  return (
    <table className="ss-tarifs">
      <caption className="visually-hidden">{legende}</caption>
      <thead>
        <tr>
          <th scope="col">{ECRAN_SANTE.colonneStructure}</th>
          <th scope="col" className="ss-nombre">
            {ECRAN_SANTE.colonneTaux}
          </th>
          <th scope="col" className="ss-nombre">
            {ECRAN_SANTE.colonneBudget}
          </th>
        </tr>
      </thead>
      {groupes.map((g, i) => (
        <tbody key={g.titre ?? i}>
          {g.titre ? (
            <tr className="ss-tarifs-groupe">
              <th scope="rowgroup" colSpan={3}>
                {g.titre}
              </th>
            </tr>
          ) : null}
          {g.lignes.map((l) => (
            <tr key={l.structure} data-structure={l.structure}>
              <th scope="row">{l.libelle}</th>
              <td className="ss-nombre">
                {l.signale ? (
                  <span className="ss-signal" title={ECRAN_SANTE.tauxSous4}>
                    <Icone d={TRACES.drapeau} taille={14} />
                    <span className="visually-hidden">{ECRAN_SANTE.tauxSous4} : </span>
                  </span>
                ) : null}
                {l.taux}
              </td>
              <td className="ss-nombre">{l.budget}</td>
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}
