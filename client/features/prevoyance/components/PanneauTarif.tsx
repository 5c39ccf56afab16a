import { ECRAN_PREVOYANCE, formatMessage, PREVOYANCE } from '../../../../src/domain/messages';
import type { TypeMasseSalariale } from '../../../../src/domain/pricing/prevoyance/garanties.types';
import { Banner, PriceSummary, type PriceLine } from '../../../components';
import type { Tarif } from '../hooks/useTarifPrevoyance';
import { panneauTarif, type LignePanneau } from '../tarif';
import { DetailTarif } from './DetailTarif';

interface PanneauTarifProps {
  tarif: Tarif;
  type: TypeMasseSalariale;
}

/** A line as the kit shows it: the annual budget, the rate under it. */
const ligne = (l: LignePanneau): PriceLine => ({
  cle: l.cle,
  label: l.libelle,
  value: l.budgetAnnuel,
  detail: l.taux ? `${PREVOYANCE.colonneTaux} ${l.taux}` : undefined,
});

/**
 * The tariff panel (spec 01 §2) on the kit's price summary (ADR 0032, 0049), always in sight as
 * health's: lines T1 (T2 for a T1 + T2 projet) with their annual budget and rate, the TOTAL
 * (dashes while fields are in error, 'Tarification impossible'); on wide screens the legal-minimum
 * banners for cadres, the monthly budget, the two notes and 'Détail du tarif'; the error text
 * when the price cannot be obtained. On a phone, the bar shows the TOTAL, 'Information minimum
 * légal (collège cadre)' when a banner exists, and opens on the rest ('Détail').
 */
export function PanneauTarif({ tarif, type }: PanneauTarifProps) {
  const p = panneauTarif(tarif.etat === 'desactive' ? null : tarif.resultat, type);
  const montrerDetail = tarif.resultat && tarif.etat !== 'desactive' && tarif.etat !== 'erreur';
  return (
    <PriceSummary
      title={`${ECRAN_PREVOYANCE.tarif} — ${PREVOYANCE.colonneBudgetAnnuel.toLowerCase()}`}
      etat={tarif.etat === 'erreur' ? 'erreur' : tarif.etat === 'chargement' ? 'chargement' : 'pret'}
      error={PREVOYANCE.erreurTarif}
      lines={p.lignes.map(ligne)}
      total={ligne(p.total)}
      status={
        tarif.etat === 'desactive'
          ? `${PREVOYANCE.tarificationImpossible} : ${PREVOYANCE.corrigerChamps}`
          : tarif.etat === 'chargement'
            ? ECRAN_PREVOYANCE.calculEnCours
            : undefined
      }
      notices={
        p.informationsMinimumLegal.length
          ? p.informationsMinimumLegal.map((m) => (
              <Banner key={m} tone="warning">
                {m}
              </Banner>
            ))
          : null
      }
      // On a phone the bar says a legal-minimum warning exists; its text is in the bar's detail.
      noticeSummary={p.informationsMinimumLegal.length ? ECRAN_PREVOYANCE.alerteMinimumLegal : undefined}
      expandable
    >
      {p.budgetMensuel ? <p>{formatMessage(ECRAN_PREVOYANCE.budgetMensuel, { montant: p.budgetMensuel })}</p> : null}
      <p>{PREVOYANCE.noteTaux}</p>
      <p>{PREVOYANCE.noteAssociation}</p>
      {montrerDetail ? <DetailTarif resultat={tarif.resultat!} type={type} /> : null}
    </PriceSummary>
  );
}
