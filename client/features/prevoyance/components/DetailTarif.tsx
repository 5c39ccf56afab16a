import { DETAIL_CALCUL, ECRAN_PREVOYANCE, formatMessage, PMSS_NON_PUBLIE } from '../../../../src/domain/messages';
import type { TypeMasseSalariale } from '../../../../src/domain/pricing/prevoyance/garanties.types';
import type { ResultatTarifPrevoyance } from '../../../../src/domain/pricing/prevoyance/resultat';
import { Definitions, Details, type Definition } from '../../../components';
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
  const D = DETAIL_CALCUL;
  const items: Definition[] = [
    {
      terme: D.pmss,
      valeur: `${formatEurosEntiers(d.pmss.montant)} (${d.pmss.annee_reference})${d.pmss.publie ? '' : ` — ${PMSS_NON_PUBLIE(d.pmss.annee, d.pmss.annee_reference)}`}`,
    },
    { terme: D.pass, valeur: formatEurosEntiers(d.pmss.pass) },
    {
      terme: D.population,
      valeur: `${D.salaries(d.population.effectif)}, ${D.ans(d.population.age_moyen)} (${d.population.source === 'saisie' ? D.populationSaisie : D.populationDefaut}) · ${D.partFemmes} ${pct(d.population.part_femmes)} · ${D.partConjoints} ${pct(d.population.part_conjoints)} · ${D.enfantsParSalarie} ${NOMBRE.format(d.population.enfants_par_salarie)}`,
    },
    { terme: D.salaireMoyen, valeur: formatEurosEntiers(d.population.salaire_moyen_t1) },
    { terme: D.risqueLibelle, valeur: `${d.risque.naf} — ${D.risque(d.risque.section, d.risque.classe)}` },
    { terme: D.facteurTaille, valeur: `× ${NOMBRE.format(d.facteurs.taille)}` },
    { terme: D.facteurPortabilite, valeur: `× ${NOMBRE.format(d.facteurs.portabilite)}` },
    { terme: D.securite, valeur: `${NOMBRE.format(d.chargements.securite)} %` },
    { terme: D.fraisGestion, valeur: `${NOMBRE.format(d.chargements.frais_gestion)} %` },
    { terme: D.commissionnement, valeur: `${NOMBRE.format(d.chargements.commissionnement)} %` },
    { terme: D.coefficient, valeur: `× ${NOMBRE.format(d.chargements.coefficient)}` },
    { terme: D.association, valeur: `${NOMBRE.format(d.cotisation_association)} %` },
    ...(d.taux_deces.T1 !== undefined ? [{ terme: D.tauxDeces, valeur: formatTaux(d.taux_deces.T1) }] : []),
    ...(d.taux_hors_association.T1 !== undefined ? [{ terme: D.tauxHorsAssociation, valeur: formatTaux(d.taux_hors_association.T1) }] : []),
    { terme: D.arrondi, valeur: d.arrondi },
  ];
  return (
    <Details title={ECRAN_PREVOYANCE.detailTarif} id="detail-tarif">
      <p className="prev-detail-bareme">{formatMessage(ECRAN_PREVOYANCE.versionBareme, { version: resultat.bareme_version })}</p>
      <ul className="prev-detail-garanties pile ecart-2 liste-nue">
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
      <Definitions items={items} />
    </Details>
  );
}
