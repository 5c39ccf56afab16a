import { ECRAN_PREVOYANCE, formatMessage, PREVOYANCE } from '../../../../src/domain/messages';
import { CATALOGUE_PREVOYANCE } from '../../../../src/domain/pricing/prevoyance/catalogue';
import { sectionExigee } from '../../../../src/domain/pricing/prevoyance/minima';
import { formatValeur } from '../../../../src/domain/pricing/prevoyance/regles/format';
import { maximumMajoration, MINIMUM_MARIE_DE_BASE, MINIMUM_MARIE_RACHAT, minimumMarieDepuisIncapacite } from '../../../../src/domain/pricing/prevoyance/regles/garanties';
import { basculerCapitalAccident } from '../../../../src/domain/pricing/prevoyance/regles/initialisation';
import { OptionGarantie, StepperGarantie, useEdition } from './Edition';
import { SectionGarantie } from './SectionGarantie';
import { erreursNonAffichees } from '../edition';

const P = 'decesPtia';

/** Section 2 'Décès/PTIA' (spec 01 §2): always on; capitals by family status, extra capitals, options. */
export function SectionDeces() {
  const { g, minima, erreurs } = useEdition();
  const d = g.decesPtia;
  const marieMin = minimumMarieDepuisIncapacite(g.incapaciteInvalidite);
  const affiches = new Set(
    [
      'celibataireVeufDivorce',
      'mariePacseConcubin',
      'majoration',
      'capitalDeces',
      'capitalPredecesConjoint',
      'capitalPredecesEnfant',
      'capitalSupplementaireAccident',
      'capitalSupplementaireAccidentCirculation',
      'doubleEffet',
    ].map((c) => `${P}.${c}`),
  );
  return (
    <SectionGarantie
      code="deces_ptia"
      numero={2}
      titre={PREVOYANCE.sections.deces_ptia}
      isSelected
      toujours
      exigeCcn={sectionExigee(minima, 'deces_ptia')}
      erreurs={erreursNonAffichees(erreurs, P, affiches)}
    >
      <h3 className="prev-sous-titre">{ECRAN_PREVOYANCE.capitalDeces}</h3>
      <div className="prev-grille">
        <StepperGarantie chemin={`${P}.celibataireVeufDivorce`} code="celibataire_veuf_divorce" />
        <StepperGarantie
          chemin={`${P}.mariePacseConcubin`}
          code="marie_pacse_concubin"
          description={
            <>
              {CATALOGUE_PREVOYANCE.marie_pacse_concubin.detail_libelle}
              {marieMin > MINIMUM_MARIE_DE_BASE ? (
                <span className="prev-aide-bloc">{formatMessage(ECRAN_PREVOYANCE.minimumIncapacite, { valeur: formatValeur(marieMin, 'POURCENT') })}</span>
              ) : null}
              {marieMin >= MINIMUM_MARIE_RACHAT ? <span className="prev-aide-bloc">{PREVOYANCE.aideTauxDecesMinimal}</span> : null}
            </>
          }
        />
        <StepperGarantie
          chemin={`${P}.majoration`}
          code="majoration"
          description={
            <>
              {CATALOGUE_PREVOYANCE.majoration.detail_libelle}
              <span className="prev-aide-bloc">{formatMessage(ECRAN_PREVOYANCE.majorationMax, { valeur: formatValeur(maximumMajoration(d.celibataireVeufDivorce), 'POURCENT') })}</span>
            </>
          }
        />
      </div>
      <h3 className="prev-sous-titre">{ECRAN_PREVOYANCE.capitauxComplementaires}</h3>
      <div className="prev-grille">
        <StepperGarantie chemin={`${P}.capitalDeces`} code="capital_deces" />
        <StepperGarantie chemin={`${P}.capitalPredecesConjoint`} code="capital_predeces_conjoint" />
        <StepperGarantie chemin={`${P}.capitalPredecesEnfant`} code="capital_predeces_enfant" />
      </div>
      <h3 className="prev-sous-titre">{ECRAN_PREVOYANCE.options}</h3>
      <div className="prev-grille">
        <OptionGarantie
          chemin={`${P}.capitalSupplementaireAccident`}
          code="capital_supplementaire_accident"
          surChangement={(v) => basculerCapitalAccident(g, v)}
        />
        <OptionGarantie
          chemin={`${P}.capitalSupplementaireAccidentCirculation`}
          code="capital_supplementaire_accident_circulation"
          isDisabled={!d.capitalSupplementaireAccident}
        />
        <OptionGarantie chemin={`${P}.doubleEffet`} code="double_effet" />
      </div>
    </SectionGarantie>
  );
}
