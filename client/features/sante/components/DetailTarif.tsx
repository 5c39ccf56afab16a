import { Button as AriaButton, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { ECRAN_SANTE, LIBELLES_STRUCTURE_SANTE } from '../../../../src/domain/messages';
import type { ResultatTarifSante } from '../../../../src/domain/pricing/sante/moteur';
import type { Poste } from '../../../../src/domain/pricing/sante/types';
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
  return (
    <Disclosure className="ss-detail">
      <Heading level={3} className="ss-detail-titre">
        <AriaButton slot="trigger" className="ss-detail-bouton">
          <svg className="ss-chevron" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="m9 6 6 6-6 6" stroke="currentColor" strokeWidth="2" fill="none" />
          </svg>
          {ECRAN_SANTE.detailTarif}
        </AriaButton>
      </Heading>
      <DisclosurePanel className="ss-detail-panneau">
        <dl className="ss-detail-cles">
          <dt>{ECRAN_SANTE.detailBareme}</dt>
          <dd>{resultat.bareme_version}</dd>
          <dt>{ECRAN_SANTE.detailPmss}</dt>
          <dd>
            {formaterEurosEntiers(d.pmss.montant)} ({d.pmss.annee}){d.pmss.publie ? '' : ` — ${ECRAN_SANTE.pmssNonPublie(d.pmss.annee, d.pmss.annee_reference)}`}
          </dd>
          <dt>{ECRAN_SANTE.detailArrondi}</dt>
          <dd>{d.arrondi}</dd>
        </dl>
        <p className="ss-aide ss-formule">{ECRAN_SANTE.formule}</p>
        <h4 className="ss-detail-sous-titre">{ECRAN_SANTE.detailPostes}</h4>
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
          <section>
            <h4 className="ss-detail-sous-titre">{ECRAN_SANTE.detailFacteurs}</h4>
            <dl className="ss-detail-lignes">
              <dt>{ECRAN_SANTE.facteurAge(d.facteurs.age.age_moyen)}</dt>
              <dd>× {formaterNombre(d.facteurs.age.facteur)}</dd>
              <dt>{ECRAN_SANTE.facteurZone(d.facteurs.zone.departement, d.facteurs.zone.zone)}</dt>
              <dd>× {formaterNombre(d.facteurs.zone.facteur)}</dd>
              <dt>{ECRAN_SANTE.facteurRegime(ECRAN_SANTE.regimes[d.facteurs.regime.regime] ?? d.facteurs.regime.regime)}</dt>
              <dd>× {formaterNombre(d.facteurs.regime.facteur)}</dd>
              <dt>{ECRAN_SANTE.facteurEffectif(d.facteurs.effectif_college.effectif)}</dt>
              <dd>× {formaterNombre(d.facteurs.effectif_college.facteur)}</dd>
            </dl>
          </section>
          <section>
            <h4 className="ss-detail-sous-titre">{ECRAN_SANTE.detailChargements}</h4>
            <dl className="ss-detail-lignes">
              <dt>{ECRAN_SANTE.fraisGestion}</dt>
              <dd>{formaterPourcent(d.chargements.frais_gestion)}</dd>
              <dt>{ECRAN_SANTE.commission}</dt>
              <dd>{formaterPourcent(d.chargements.commissionnement)}</dd>
              <dt>{ECRAN_SANTE.tsa}</dt>
              <dd>{formaterPourcent(d.chargements.tsa)}</dd>
            </dl>
          </section>
          <section>
            <h4 className="ss-detail-sous-titre">{ECRAN_SANTE.detailStructures}</h4>
            <dl className="ss-detail-lignes">
              {d.structures.map((s) => (
                <div key={s.structure} className="ss-detail-paire">
                  <dt>{LIBELLES_STRUCTURE_SANTE[s.structure]}</dt>
                  <dd>× {formaterNombre(s.coefficient)}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
        <p className="ss-aide">{ECRAN_SANTE.detailSurco(formaterPourcent(d.surcomplementaire.frais_gestion))}</p>
      </DisclosurePanel>
    </Disclosure>
  );
}
