import { ECRAN_SANTE, LIBELLES_STRUCTURE_SANTE } from '../../../../src/domain/messages';
import type { ResultatTarifSante } from '../../../../src/domain/pricing/sante/moteur';
import type { Poste } from '../../../../src/domain/pricing/sante/types';
import { Definitions, Details } from '../../../components';
import { formaterEurosEntiers, formaterNombre, formaterPourcent } from '../tarif';

interface DetailTarifProps {
  resultat: ResultatTarifSante;
  postes: readonly Poste[];
}

/**
 * 'Détail du tarif' (PRODUCT.md 'Every price explains itself'): barème version, PMSS, pure cost per
 * poste, factors, loadings, structure coefficients and the rounding rule, shown on demand.
 */
export function DetailTarif({ resultat, postes }: DetailTarifProps) {
  const d = resultat.detail;
  const libellePoste = (code: string) => postes.find((p) => p.code === code)?.libelle ?? code;
  const fois = (n: number) => `× ${formaterNombre(n)}`;
  return (
    <Details title={ECRAN_SANTE.detailTarif}>
      <Definitions
        items={[
          { terme: ECRAN_SANTE.detailBareme, valeur: resultat.bareme_version },
          {
            terme: ECRAN_SANTE.detailPmss,
            valeur: `${formaterEurosEntiers(d.pmss.montant)} (${d.pmss.annee})${d.pmss.publie ? '' : ` — ${ECRAN_SANTE.pmssNonPublie(d.pmss.annee, d.pmss.annee_reference)}`}`,
          },
          { terme: ECRAN_SANTE.detailArrondi, valeur: d.arrondi },
        ]}
      />
      <p className="ss-aide ss-formule">{ECRAN_SANTE.formule}</p>
      <h4 className="kit-definitions-title">{ECRAN_SANTE.detailPostes}</h4>
      <table className="ss-tarifs ss-tarifs-compact">
        <thead>
          <tr>
            <th scope="col">{ECRAN_SANTE.colonnePoste}</th>
            <th scope="col" className="ss-nombre">
              {ECRAN_SANTE.colonneNiveau}
            </th>
            <th scope="col" className="ss-nombre">
              {ECRAN_SANTE.colonneCout}
            </th>
          </tr>
        </thead>
        <tbody>
          {d.postes.map((p) => (
            <tr key={p.poste}>
              <th scope="row">{libellePoste(p.poste)}</th>
              <td className="ss-nombre">{p.niveau}</td>
              <td className="ss-nombre">{formaterPourcent(p.cout)}</td>
            </tr>
          ))}
          <tr className="ss-total">
            <th scope="row">{ECRAN_SANTE.coutPur}</th>
            <td />
            <td className="ss-nombre">{formaterPourcent(d.cout_pur)}</td>
          </tr>
        </tbody>
      </table>
      <div className="ss-detail-colonnes">
        <Definitions
          title={ECRAN_SANTE.detailFacteurs}
          variant="chiffres"
          items={[
            { terme: ECRAN_SANTE.facteurAge(d.facteurs.age.age_moyen), valeur: fois(d.facteurs.age.facteur) },
            { terme: ECRAN_SANTE.facteurZone(d.facteurs.zone.departement, d.facteurs.zone.zone), valeur: fois(d.facteurs.zone.facteur) },
            { terme: ECRAN_SANTE.facteurRegime(ECRAN_SANTE.regimes[d.facteurs.regime.regime] ?? d.facteurs.regime.regime), valeur: fois(d.facteurs.regime.facteur) },
            { terme: ECRAN_SANTE.facteurEffectif(d.facteurs.effectif_college.effectif), valeur: fois(d.facteurs.effectif_college.facteur) },
          ]}
        />
        <Definitions
          title={ECRAN_SANTE.detailChargements}
          variant="chiffres"
          items={[
            { terme: ECRAN_SANTE.fraisGestion, valeur: formaterPourcent(d.chargements.frais_gestion) },
            { terme: ECRAN_SANTE.commission, valeur: formaterPourcent(d.chargements.commissionnement) },
            { terme: ECRAN_SANTE.tsa, valeur: formaterPourcent(d.chargements.tsa) },
          ]}
        />
        <Definitions
          title={ECRAN_SANTE.detailStructures}
          variant="chiffres"
          items={d.structures.map((s) => ({ terme: LIBELLES_STRUCTURE_SANTE[s.structure], valeur: fois(s.coefficient) }))}
        />
      </div>
      <p className="ss-aide">{ECRAN_SANTE.detailSurco(formaterPourcent(d.surcomplementaire.frais_gestion))}</p>
    </Details>
  );
}
