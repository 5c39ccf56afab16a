import { ECRAN_PREVOYANCE, formatMessage, PREVOYANCE } from '../../../../src/domain/messages';
import type { CodeGarantie, TrancheEducation, TypePlancher, TypeRenteEducation } from '../../../../src/domain/pricing/prevoyance/garanties.types';
import { minimumCcn, sectionExigee } from '../../../../src/domain/pricing/prevoyance/minima';
import { bornesGaranties, bornesStepper } from '../../../../src/domain/pricing/prevoyance/regles/garanties';
import { changerAgeFinTranche } from '../../../../src/domain/pricing/prevoyance/regles/initialisation';
import { StepperGarantie, useEdition } from './Edition';
import { SectionGarantie } from './SectionGarantie';
import { avecValeur, erreursNonAffichees } from '../edition';
import { RadioCards } from '../../../components';
import { verrouCcn } from './BadgeExigeCcn';

const P = 'renteEducation';

/**
 * Section 4 'Rente éducation' (spec 01 §2): linear (one age span) or progressive (three tranches,
 * each next one starting at the previous end + 1; agreement tranches fix their own ages).
 */
export function SectionEducation() {
  const { g, minima, erreurs, lectureSeule, modifier } = useEdition();
  const e = g.renteEducation;
  const exige = sectionExigee(minima, 'rente_education');
  const ccn = minima.rente_education;
  const codePlancher: CodeGarantie = e.typePlancher === 'pass' ? 'plancher_pass' : 'plancher_euro';
  const plancherCcn = minimumCcn(minima, codePlancher);
  // Bounds as if selected: a closed section keeps its fields (hidden) in the page.
  const bornes = bornesGaranties({ ...g, renteEducation: { ...e, selected: true } }, minima);
  const handicap = minima.garanties.handicap !== undefined;
  const forfait = minima.garanties.forfait_handicap !== undefined;

  const affiches = new Set<string>([`${P}.type`, `${P}.typePlancher`]);
  if (handicap) affiches.add(`${P}.handicap`);
  if (forfait) affiches.add(`${P}.forfaitHandicap`);
  if (e.type === 'lineaire') {
    affiches.add(`${P}.lineaire.ageMax`).add(`${P}.lineaire.taux`);
    if (plancherCcn !== null) affiches.add(`${P}.lineaire.plancher`);
  } else {
    for (const k of [1, 2, 3]) for (const c of ['ageMax', 'taux', 'plancher']) affiches.add(`${P}.progressive.tranche${k}.${c}`);
  }

  const tranche = (k: 1 | 2 | 3, t: TrancheEducation) => {
    const ccnT = ccn?.tranches?.[k - 1];
    const base = `${P}.progressive.tranche${k}`;
    return (
      <fieldset key={k} className="prev-tranche" data-chemin={base}>
        <legend className="prev-tranche-titre">{formatMessage(ECRAN_PREVOYANCE.palier, { n: k })}</legend>
        <div className="prev-grille">
          {ccnT ? (
            <div className="prev-champ prev-age-fixe" data-chemin={`${base}.ageMax`}>
              <p className="kit-label">{ECRAN_PREVOYANCE.ageFin}</p>
              <p className="prev-valeur-fixe">{formatMessage(PREVOYANCE.trancheAges, { min: t.ageMin, max: t.ageMax })}</p>
              {erreurs[`${base}.ageMax`] ? <p className="kit-error">{erreurs[`${base}.ageMax`]}</p> : null}
            </div>
          ) : (
            <StepperGarantie
              chemin={`${base}.ageMax`}
              code="progressive_age_max"
              label={formatMessage(PREVOYANCE.deAgeMin, { min: t.ageMin })}
              description={erreurs[`${base}.ageMin`] ?? ECRAN_PREVOYANCE.ageFin}
              bornes={bornes[`${base}.ageMax`]}
              surChangement={(v) => changerAgeFinTranche(g, k, v)}
            />
          )}
          <StepperGarantie
            chemin={`${base}.taux`}
            code="progressive_taux"
            label={ECRAN_PREVOYANCE.tauxRente}
            bornes={bornesStepper('progressive_taux', minima, ccnT?.taux ?? null)}
          />
          <StepperGarantie
            chemin={`${base}.plancher`}
            code={codePlancher}
            label={ECRAN_PREVOYANCE.plancher}
            bornes={bornesStepper(codePlancher, minima, ccnT?.plancher ?? plancherCcn)}
          />
        </div>
      </fieldset>
    );
  };

  return (
    <SectionGarantie
      code="rente_education"
      numero={4}
      titre={PREVOYANCE.sections.rente_education}
      isSelected={e.selected}
      onSelectedChange={(v) => modifier(avecValeur(g, `${P}.selected`, v))}
      exigeCcn={exige}
      isDisabled={lectureSeule}
      erreurs={e.selected || exige ? erreursNonAffichees(erreurs, P, affiches) : []}
    >
      <div className="prev-grille">
        <RadioCards<TypeRenteEducation>
          chemin={`${P}.type`}
          label={ECRAN_PREVOYANCE.typeRente}
          value={e.type}
          onChange={(t) => modifier(avecValeur(g, `${P}.type`, t))}
          options={[
            { value: 'lineaire', title: ECRAN_PREVOYANCE.lineaire },
            { value: 'progressive', title: ECRAN_PREVOYANCE.progressive },
          ]}
          {...verrouCcn(Boolean(ccn?.type) && e.type === ccn?.type, lectureSeule)}
          error={erreurs[`${P}.type`]}
        />
        {ccn?.type_plancher ? (
          <RadioCards<TypePlancher>
            chemin={`${P}.typePlancher`}
            label={ECRAN_PREVOYANCE.typePlancher}
            value={e.typePlancher}
            onChange={(t) => modifier(avecValeur(g, `${P}.typePlancher`, t))}
            options={[
              { value: 'euro', title: ECRAN_PREVOYANCE.plancherEuro },
              { value: 'pass', title: ECRAN_PREVOYANCE.plancherPass },
            ]}
            {...verrouCcn(e.typePlancher === ccn.type_plancher, lectureSeule)}
            error={erreurs[`${P}.typePlancher`]}
          />
        ) : null}
      </div>
      {e.type === 'lineaire' ? (
        <div className="prev-grille">
          <StepperGarantie
            chemin={`${P}.lineaire.ageMax`}
            code="lineaire_age_max"
            label={formatMessage(PREVOYANCE.deAgeMin, { min: e.lineaire.ageMin })}
          />
          <StepperGarantie chemin={`${P}.lineaire.taux`} code="lineaire_taux" />
          {plancherCcn !== null ? <StepperGarantie chemin={`${P}.lineaire.plancher`} code={codePlancher} isReadOnly /> : null}
        </div>
      ) : (
        <div className="prev-tranches pile ecart-3">
          {tranche(1, e.progressive.tranche1)}
          {tranche(2, e.progressive.tranche2)}
          {tranche(3, e.progressive.tranche3)}
        </div>
      )}
      {handicap || forfait ? (
        <div className="prev-grille">
          {handicap ? <StepperGarantie chemin={`${P}.handicap`} code="handicap" /> : null}
          {forfait ? <StepperGarantie chemin={`${P}.forfaitHandicap`} code="forfait_handicap" /> : null}
        </div>
      ) : null}
      <ul className="prev-infos">
        <li>{ECRAN_PREVOYANCE.infoEducationDoublement}</li>
        <li>{ECRAN_PREVOYANCE.infoEducationHandicap}</li>
        <li>{ECRAN_PREVOYANCE.infoEducation19Ans}</li>
      </ul>
    </SectionGarantie>
  );
}
