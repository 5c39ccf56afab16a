import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { ECRAN_PREVOYANCE, ETUDE, formatMessage } from '../../../../src/domain/messages';
import type { TypeMasseSalariale } from '../../../../src/domain/pricing/prevoyance/garanties.types';
import type { ResultatTarifPrevoyance } from '../../../../src/domain/pricing/prevoyance/resultat';
import { formatEurosEntiers, formatTaux, formatTauxDetail } from '../tarif';

const NOMBRE = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 4 });
const pct = (v: number) => `${NOMBRE.format(v * 100)} %`;

/**
 * 'Détail du tarif' (PRODUCT.md 'Every price explains itself'): the barème version, the pure and
 * loaded rate of each guarantee block, and the factors and loadings the engine applied.
 */
export function DetailTarif({ resultat, type }: { resultat: ResultatTarifPrevoyance; type: TypeMasseSalariale }) {
  const d = resultat.detail;
  const tranches = type === 'T12' ? (['T1', 'T2'] as const) : (['T1'] as const);
  const D = ETUDE.detail;
  return (
    <Disclosure className="prev-detail" id="detail-tarif">
      <Heading level={3} className="prev-detail-titre">
        <Button slot="trigger" className="prev-detail-declencheur">
          <svg className="prev-section-chevron" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M7 10l5 5 5-5z" fill="currentColor" />
          </svg>
          {ECRAN_PREVOYANCE.detailTarif}
        </Button>
      </Heading>
      <DisclosurePanel className="prev-detail-corps">
        <p className="prev-detail-bareme">{formatMessage(ECRAN_PREVOYANCE.versionBareme, { version: resultat.bareme_version })}</p>
        <ul className="prev-detail-garanties">
          {d.garanties.map((x) => (
            <li key={x.code} className="prev-detail-garantie" data-garantie={x.code}>
              <span className="prev-detail-garantie-nom">{x.libelle}</span>
              {tranches.map((t) => (
                <span key={t} className="prev-detail-garantie-taux">
                  {t} : {ECRAN_PREVOYANCE.colonneTauxPur} {formatTauxDetail(x.taux_pur[t])} · {ECRAN_PREVOYANCE.colonneTauxCharge} {formatTauxDetail(x.taux[t])}
                </span>
              ))}
            </li>
          ))}
        </ul>
        <dl className="prev-detail-liste">
          <dt>{D.pmss}</dt>
          <dd>
            {formatEurosEntiers(d.pmss.montant)} ({d.pmss.annee_reference}){d.pmss.publie ? '' : ` — ${ETUDE.pmssNonPublie(d.pmss.annee, d.pmss.annee_reference)}`}
          </dd>
          <dt>{D.pass}</dt>
          <dd>{formatEurosEntiers(d.pmss.pass)}</dd>
          <dt>{D.population}</dt>
          <dd>
            {D.salaries(d.population.effectif)}, {D.ans(d.population.age_moyen)} ({d.population.source === 'saisie' ? D.populationSaisie : D.populationDefaut}) · {D.partFemmes}{' '}
            {pct(d.population.part_femmes)} · {D.partConjoints} {pct(d.population.part_conjoints)} · {D.enfantsParSalarie} {NOMBRE.format(d.population.enfants_par_salarie)}
          </dd>
          <dt>{D.salaireMoyen}</dt>
          <dd>{formatEurosEntiers(d.population.salaire_moyen_t1)}</dd>
          <dt>{D.risqueLibelle}</dt>
          <dd>
            {d.risque.naf} — {D.risque(d.risque.section, d.risque.classe)}
          </dd>
          <dt>{D.facteurTaille}</dt>
          <dd>× {NOMBRE.format(d.facteurs.taille)}</dd>
          <dt>{D.facteurPortabilite}</dt>
          <dd>× {NOMBRE.format(d.facteurs.portabilite)}</dd>
          <dt>{D.securite}</dt>
          <dd>{NOMBRE.format(d.chargements.securite)} %</dd>
          <dt>{D.fraisGestion}</dt>
          <dd>{NOMBRE.format(d.chargements.frais_gestion)} %</dd>
          <dt>{D.commissionnement}</dt>
          <dd>{NOMBRE.format(d.chargements.commissionnement)} %</dd>
          <dt>{D.coefficient}</dt>
          <dd>× {NOMBRE.format(d.chargements.coefficient)}</dd>
          <dt>{D.association}</dt>
          <dd>{NOMBRE.format(d.cotisation_association)} %</dd>
          {d.taux_deces.T1 !== undefined ? (
            <>
              <dt>{D.tauxDeces}</dt>
              <dd>{formatTaux(d.taux_deces.T1)}</dd>
            </>
          ) : null}
          {d.taux_hors_association.T1 !== undefined ? (
            <>
              <dt>{D.tauxHorsAssociation}</dt>
              <dd>{formatTaux(d.taux_hors_association.T1)}</dd>
            </>
          ) : null}
          <dt>{D.arrondi}</dt>
          <dd>{d.arrondi}</dd>
        </dl>
      </DisclosurePanel>
    </Disclosure>
  );
}
