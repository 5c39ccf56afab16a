import { ECRAN_PREVOYANCE, formatMessage, PREVOYANCE } from '../../../../src/domain/messages';
import { CATALOGUE_PREVOYANCE } from '../../../../src/domain/pricing/prevoyance/catalogue';
import type { TypeFixeCalcule, TypeFranchise } from '../../../../src/domain/pricing/prevoyance/garanties.types';
import { sectionExigee } from '../../../../src/domain/pricing/prevoyance/minima';
import { categorie1Calculee, libelleTaux3365Calcule } from '../../../../src/domain/pricing/prevoyance/regles/garanties';
import { formatValeur } from '../../../../src/domain/pricing/prevoyance/regles/format';
import { changerTypeFranchise } from '../../../../src/domain/pricing/prevoyance/regles/initialisation';
import { ChampFranchise } from './ChampFranchise';
import { OptionGarantie, StepperGarantie, useEdition } from './Edition';
import { RadioCards, Switch } from '../../../components';
import { BadgeExigeCcn, verrouCcn } from './BadgeExigeCcn';
import { SectionGarantie } from './SectionGarantie';
import { avecValeur, erreursNonAffichees } from '../edition';

const P = 'incapaciteInvalidite';
const OPTIONS_MODE: { value: TypeFixeCalcule; title: string }[] = [
  { value: 'calcule', title: ECRAN_PREVOYANCE.calculee },
  { value: 'fixe', title: ECRAN_PREVOYANCE.fixe },
];

/** Section 1 'Incapacité/Invalidité temporaire' (spec 01 §2). */
export function SectionIncapacite() {
  const { g, minima, erreurs, lectureSeule, modifier } = useEdition();
  const i = g.incapaciteInvalidite;
  const exige = sectionExigee(minima, 'incapacite_invalidite');
  const rachatCcn = minima.rachat_franchise_type ?? null;
  const affiches = new Set([
    `${P}.ittIndemniteJournaliere`,
    `${P}.ittIndemniteJournaliereEtendue`,
    `${P}.ittFranchiseType`,
    `${P}.ittFranchiseDuree`,
    `${P}.rachatFranchise`,
    `${P}.rachatFranchiseType`,
    `${P}.congeMat`,
    `${P}.nonProCategorie1Type`,
    `${P}.nonProCategorie1Fixe`,
    `${P}.nonProCategorie23`,
    `${P}.proTaux2032Ccn`,
    `${P}.proTaux3365Type`,
    `${P}.proTaux3365Fixe`,
    `${P}.proTaux66`,
  ]);
  const autres = i.selected || exige ? erreursNonAffichees(erreurs, P, affiches) : [];
  return (
    <SectionGarantie
      code="incapacite_invalidite"
      numero={1}
      titre={PREVOYANCE.sections.incapacite_invalidite}
      isSelected={i.selected}
      onSelectedChange={(v) => modifier(avecValeur(g, `${P}.selected`, v))}
      exigeCcn={exige}
      isDisabled={lectureSeule}
      erreurs={autres}
    >
      <h3 className="prev-sous-titre">{ECRAN_PREVOYANCE.incapacite}</h3>
      <div className="prev-grille">
        <StepperGarantie chemin={`${P}.ittIndemniteJournaliere`} code="itt_indemnite_journaliere" />
        {minima.garanties.itt_indemnite_journaliere_etendue === true ? (
          <OptionGarantie chemin={`${P}.ittIndemniteJournaliereEtendue`} code="itt_indemnite_journaliere_etendue" />
        ) : null}
      </div>
      <div className="prev-grille">
        <RadioCards<TypeFranchise>
          chemin={`${P}.ittFranchiseType`}
          label={ECRAN_PREVOYANCE.typeFranchise}
          value={i.ittFranchiseType}
          onChange={(t) => modifier(changerTypeFranchise(g, t, minima))}
          options={[
            { value: 'continue', title: ECRAN_PREVOYANCE.franchiseContinue },
            { value: 'discontinue', title: ECRAN_PREVOYANCE.franchiseDiscontinue },
          ]}
          {...verrouCcn(Boolean(minima.franchise?.type) && i.ittFranchiseType === minima.franchise?.type, lectureSeule)}
          help={
            <>
              <span className="prev-aide-bloc">{ECRAN_PREVOYANCE.aideFranchiseContinue}</span>
              <span className="prev-aide-bloc">{ECRAN_PREVOYANCE.aideFranchiseDiscontinue}</span>
            </>
          }
          error={erreurs[`${P}.ittFranchiseType`]}
        />
        <ChampFranchise />
      </div>
      <div className="prev-grille">
        {rachatCcn ? (
          <Switch
            chemin={`${P}.rachatFranchiseType`}
            isSelected={i.rachatFranchiseType === rachatCcn}
            onChange={(v) => modifier(avecValeur(g, `${P}.rachatFranchiseType`, v ? rachatCcn : null))}
            isDisabled={lectureSeule}
            badge={<BadgeExigeCcn />}
            isLockedOn
            help={
              <>
                {CATALOGUE_PREVOYANCE[rachatCcn === 'at_mp' ? 'rachat_franchise_ccn_at_mp' : 'rachat_franchise_ccn_tout'].detail_libelle}
                <span className="prev-aide-bloc">{ECRAN_PREVOYANCE.aideRachatFranchise}</span>
              </>
            }
            error={erreurs[`${P}.rachatFranchiseType`]}
          >
            {CATALOGUE_PREVOYANCE[rachatCcn === 'at_mp' ? 'rachat_franchise_ccn_at_mp' : 'rachat_franchise_ccn_tout'].libelle}
          </Switch>
        ) : (
          <OptionGarantie chemin={`${P}.rachatFranchise`} code="rachat_franchise" description={ECRAN_PREVOYANCE.aideRachatFranchise} />
        )}
        <OptionGarantie
          chemin={`${P}.congeMat`}
          code="conge_mat"
          description={
            i.congeMat
              ? formatMessage(ECRAN_PREVOYANCE.congeMatTaux, { taux: formatValeur(i.ittIndemniteJournaliere, 'POURCENT') })
              : CATALOGUE_PREVOYANCE.conge_mat.detail_libelle
          }
        />
      </div>

      <h3 className="prev-sous-titre">{ECRAN_PREVOYANCE.invaliditeNonPro}</h3>
      <div className="prev-grille">
        <div className="prev-pile">
          <RadioCards<TypeFixeCalcule>
            chemin={`${P}.nonProCategorie1Type`}
            label={ECRAN_PREVOYANCE.modeCategorie1}
            value={i.nonProCategorie1Type}
            onChange={(t) => modifier(avecValeur(g, `${P}.nonProCategorie1Type`, t))}
            options={OPTIONS_MODE}
            isDisabled={lectureSeule}
            error={erreurs[`${P}.nonProCategorie1Type`]}
          />
          {i.nonProCategorie1Type === 'fixe' ? (
            <StepperGarantie chemin={`${P}.nonProCategorie1Fixe`} code="non_pro_categorie_1_fixe" />
          ) : (
            <div className="prev-info" role="note" data-chemin={`${P}.nonProCategorie1Calculee`}>
              <p>{PREVOYANCE.categorie1Calculee}</p>
              <p className="prev-info-valeur">{formatMessage(ECRAN_PREVOYANCE.soit, { valeur: formatValeur(categorie1Calculee(i.nonProCategorie23), 'POURCENT') })}</p>
            </div>
          )}
        </div>
        <StepperGarantie chemin={`${P}.nonProCategorie23`} code="non_pro_categorie_2_3" />
      </div>

      <h3 className="prev-sous-titre">{ECRAN_PREVOYANCE.invaliditePro}</h3>
      <div className="prev-grille">
        <StepperGarantie chemin={`${P}.proTaux2032Ccn`} code="pro_taux_20_32_ccn" />
        <div className="prev-pile">
          <RadioCards<TypeFixeCalcule>
            chemin={`${P}.proTaux3365Type`}
            label={ECRAN_PREVOYANCE.modeTaux3365}
            value={i.proTaux3365Type}
            onChange={(t) => modifier(avecValeur(g, `${P}.proTaux3365Type`, t))}
            options={OPTIONS_MODE}
            isDisabled={lectureSeule}
            error={erreurs[`${P}.proTaux3365Type`]}
          />
          {i.proTaux3365Type === 'fixe' ? (
            <StepperGarantie chemin={`${P}.proTaux3365Fixe`} code="pro_taux_33_65_ccn" />
          ) : (
            <div className="prev-info" role="note" data-chemin={`${P}.proTaux3365Calcule`}>
              <p className="prev-info-valeur">{libelleTaux3365Calcule(i.proTaux66)}</p>
            </div>
          )}
        </div>
        <StepperGarantie chemin={`${P}.proTaux66`} code="pro_taux_66" />
      </div>
    </SectionGarantie>
  );
}
