import type { Ref } from 'react';
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { ECRAN_PREVOYANCE, formatMessage, PREVOYANCE } from '../../../../src/domain/messages';
import type { TypeMasseSalariale } from '../../../../src/domain/pricing/prevoyance/garanties.types';
import { Banner } from '../../../components';
import type { Tarif } from '../hooks/useTarifPrevoyance';
import { panneauTarif } from '../tarif';
import { DetailTarif } from './DetailTarif';

interface PanneauTarifProps {
  tarif: Tarif;
  type: TypeMasseSalariale;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Observed to price only while the panel is on screen. */
  ref?: Ref<HTMLElement>;
  /** Its place in the page (the last section). */
  numero: number;
}

/**
 * Section 9, the tariff panel (spec 01 §2): collapsible, open by default; legal-minimum banners
 * for cadres; 'Tarification impossible' while fields are in error; lines Taux / Budget annuel
 * with a TOTAL (dashes when disabled); the two notes; the error text in place of the panel when
 * the price cannot be obtained; 'Détail du tarif'.
 */
export function PanneauTarif({ tarif, type, isOpen, onOpenChange, ref, numero }: PanneauTarifProps) {
  const p = panneauTarif(tarif.etat === 'desactive' ? null : tarif.resultat, type);
  const montrerDetail = tarif.resultat && tarif.etat !== 'desactive' && tarif.etat !== 'erreur';
  return (
    <section ref={ref} className="card prev-tarif" id="section-tarif" data-section="tarif" aria-busy={tarif.etat === 'chargement'}>
      <Disclosure isExpanded={isOpen} onExpandedChange={onOpenChange}>
        <Heading level={2} className="prev-section-titre">
          <Button slot="trigger" className="prev-section-declencheur">
            <span className="prev-section-numero" aria-hidden="true">
              {numero}
            </span>
            <span className="prev-section-libelle">{ECRAN_PREVOYANCE.tarif}</span>
            <svg className="prev-section-chevron" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M7 10l5 5 5-5z" fill="currentColor" />
            </svg>
          </Button>
        </Heading>
        <DisclosurePanel className="prev-section-corps">
          {tarif.etat === 'erreur' ? (
            <p className="prev-tarif-erreur" role="alert">
              {PREVOYANCE.erreurTarif}
            </p>
          ) : (
            <>
              {p.informationsMinimumLegal.map((m) => (
                <Banner key={m} tone="warning">
                  {m}
                </Banner>
              ))}
              {tarif.etat === 'desactive' ? (
                <Banner tone="danger" title={PREVOYANCE.tarificationImpossible}>
                  <p>{PREVOYANCE.corrigerChamps}</p>
                </Banner>
              ) : null}
              <table className="prev-table prev-table-tarif">
                <thead>
                  <tr>
                    <td />
                    <th scope="col" className="prev-num">
                      {PREVOYANCE.colonneTaux}
                    </th>
                    <th scope="col" className="prev-num">
                      {PREVOYANCE.colonneBudgetAnnuel}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {p.lignes.map((l) => (
                    <tr key={l.cle} data-ligne={l.cle}>
                      <th scope="row">{l.libelle}</th>
                      <td className="prev-num">{l.taux}</td>
                      <td className="prev-num">{l.budgetAnnuel}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr data-ligne="TOTAL">
                    <th scope="row">{p.total.libelle}</th>
                    <td className="prev-num">{p.total.taux}</td>
                    <td className="prev-num prev-total">{p.total.budgetAnnuel}</td>
                  </tr>
                </tfoot>
              </table>
              {p.budgetMensuel ? <p className="prev-aide prev-num-note">{formatMessage(ECRAN_PREVOYANCE.budgetMensuel, { montant: p.budgetMensuel })}</p> : null}
              <p className="prev-etat-tarif" aria-live="polite">
                {tarif.etat === 'chargement' ? ECRAN_PREVOYANCE.calculEnCours : tarif.etat === 'attente' ? ECRAN_PREVOYANCE.tarifEnAttente : ''}
              </p>
              <p className="prev-note">{PREVOYANCE.noteTaux}</p>
              <p className="prev-note">{PREVOYANCE.noteAssociation}</p>
              {montrerDetail ? <DetailTarif resultat={tarif.resultat!} type={type} /> : null}
            </>
          )}
        </DisclosurePanel>
      </Disclosure>
    </section>
  );
}
