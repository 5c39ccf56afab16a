import { ECRAN_PREVOYANCE, PREVOYANCE } from '../../../../src/domain/messages';
import type { TypeRenteConjoint } from '../../../../src/domain/pricing/prevoyance/garanties.types';
import { sectionExigee } from '../../../../src/domain/pricing/prevoyance/minima';
import { bornesGaranties } from '../../../../src/domain/pricing/prevoyance/regles/garanties';
import { StepperGarantie, useEdition } from './Edition';
import { RadioCards, Switch } from '../../../components';
import { BadgeExigeCcn, verrouCcn } from './BadgeExigeCcn';
import { SectionGarantie } from './SectionGarantie';
import { avecValeur, erreursNonAffichees } from '../edition';

const P = 'renteConjoint';

/** Section 5 'Rente conjoint' (spec 01 §2): fixed or formula; lifetime and/or temporary (at least one). */
export function SectionConjoint() {
  const { g, minima, erreurs, lectureSeule, modifier } = useEdition();
  const c = g.renteConjoint;
  const exige = sectionExigee(minima, 'rente_conjoint');
  const ccn = minima.rente_conjoint;
  // Bounds as if selected: a closed section keeps its fields (hidden) in the page.
  const bornes = bornesGaranties({ ...g, renteConjoint: { ...c, selected: true } }, minima);
  const chemin = c.type === 'fixe' ? `${P}.renteFixe` : `${P}.renteFormule`;
  const affiches = new Set([P, `${P}.type`, `${P}.renteViagere`, `${P}.renteTemporaire`, chemin]);
  const uneRente = c.renteViagere || c.renteTemporaire;
  return (
    <SectionGarantie
      code="rente_conjoint"
      numero={5}
      titre={PREVOYANCE.sections.rente_conjoint}
      isSelected={c.selected}
      onSelectedChange={(v) => modifier(avecValeur(g, `${P}.selected`, v))}
      exigeCcn={exige}
      isDisabled={lectureSeule}
      erreurs={c.selected || exige ? erreursNonAffichees(erreurs, P, affiches) : []}
    >
      <div className="prev-grille">
        <RadioCards<TypeRenteConjoint>
          chemin={`${P}.type`}
          label={ECRAN_PREVOYANCE.typeRente}
          value={c.type}
          onChange={(t) => modifier(avecValeur(g, `${P}.type`, t))}
          options={[
            { value: 'fixe', title: ECRAN_PREVOYANCE.renteFixe },
            { value: 'formule', title: ECRAN_PREVOYANCE.renteFormule },
          ]}
          {...verrouCcn(Boolean(ccn?.type) && c.type === ccn?.type, lectureSeule)}
          error={erreurs[`${P}.type`]}
        />
        <div className="prev-pile" data-chemin={P}>
          <Switch
            chemin={`${P}.renteViagere`}
            isSelected={c.renteViagere}
            onChange={(v) => modifier(avecValeur(g, `${P}.renteViagere`, v))}
            isDisabled={lectureSeule}
            badge={ccn?.viagere ? <BadgeExigeCcn /> : null}
            isLockedOn={Boolean(ccn?.viagere)}
            error={erreurs[`${P}.renteViagere`]}
          >
            {ECRAN_PREVOYANCE.renteViagere}
          </Switch>
          <Switch
            chemin={`${P}.renteTemporaire`}
            isSelected={c.renteTemporaire}
            onChange={(v) => modifier(avecValeur(g, `${P}.renteTemporaire`, v))}
            isDisabled={lectureSeule}
            badge={ccn?.temporaire ? <BadgeExigeCcn /> : null}
            isLockedOn={Boolean(ccn?.temporaire)}
            error={erreurs[`${P}.renteTemporaire`]}
          >
            {ECRAN_PREVOYANCE.renteTemporaire}
          </Switch>
          {erreurs[P] ? (
            <p className="kit-error" role="alert">
              {erreurs[P]}
            </p>
          ) : null}
        </div>
      </div>
      {uneRente && bornes[chemin] ? (
        <div className="prev-grille">
          {c.type === 'fixe' ? (
            <StepperGarantie
              chemin={chemin}
              code={c.renteViagere ? 'fixe_rente_viagere' : 'fixe_rente_temporaire'}
              label={ECRAN_PREVOYANCE.tauxFixe}
              bornes={bornes[chemin]}
            />
          ) : (
            <StepperGarantie
              chemin={chemin}
              code={c.renteViagere ? 'formule_rente_viagere' : 'formule_rente_temporaire'}
              label={ECRAN_PREVOYANCE.tauxFormule}
              bornes={bornes[chemin]}
              description={ECRAN_PREVOYANCE.aideFormule}
            />
          )}
        </div>
      ) : null}
    </SectionGarantie>
  );
}
