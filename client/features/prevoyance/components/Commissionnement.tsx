import { Radio, RadioGroup, Label } from 'react-aria-components';
import { ECRAN_PREVOYANCE, PREVOYANCE, SANTE } from '../../../../src/domain/messages';
import type { CollegePrevoyance } from '../../../../src/domain/pricing/prevoyance/garanties.types';
import {
  CODE_LINEAIRE,
  choisirCommissionnement,
  estEscompte,
  lireTypeCommissionnement,
  OPTIONS_ESCOMPTE,
  TAUX_LINEAIRE_MAX,
  TAUX_LINEAIRE_MIN,
  validerTauxLineaire,
  type Commissionnement as Valeur,
  type OptionCommissionnement,
} from '../../../../src/domain/rules/commission';
import { Stepper } from './Stepper';

interface CommissionnementProps {
  college: CollegePrevoyance;
  value: Valeur;
  onChange: (c: Valeur) => void;
  isDisabled?: boolean;
  /** Its place in the page: sections are numbered as shown (7 is shown only when required). */
  numero: number;
}

/**
 * Section 8 'Commissionnement' (spec 01 §3, §5 'Commission'): two cards, linear (rate 0 to 15 %,
 * default 5) and précompté (the discount options with their fixed rate). Choosing a card sets the
 * type and the rate.
 */
export function Commissionnement({ college, value, onChange, isDisabled, numero }: CommissionnementProps) {
  const lu = lireTypeCommissionnement(value.type);
  const option: OptionCommissionnement = lu?.option ?? CODE_LINEAIRE;
  const precompte = estEscompte(option);
  const choisir = (o: OptionCommissionnement) => onChange(choisirCommissionnement(college, o, estEscompte(o) ? undefined : precompte ? undefined : value.taux));
  return (
    <section className="card prev-section prev-section-ouverte" id="section-commissionnement" data-section="commissionnement">
      <h2 className="prev-section-titre prev-section-titre-fixe">
        <span className="prev-section-numero" aria-hidden="true">
          {numero}
        </span>
        <span className="prev-section-libelle">{PREVOYANCE.sections.commissionnement}</span>
      </h2>
      <div className="prev-section-corps">
        <RadioGroup
          className="prev-commission-cartes"
          aria-label={PREVOYANCE.sections.commissionnement}
          value={precompte ? 'precompte' : 'lineaire'}
          onChange={(v) => choisir(v === 'precompte' ? OPTIONS_ESCOMPTE[0].code : CODE_LINEAIRE)}
          isDisabled={isDisabled}
          orientation="horizontal"
        >
          <Radio value="lineaire" className="prev-commission-carte">
            <span className="prev-radio-marque" aria-hidden="true" />
            <span className="prev-commission-titre">{SANTE.commissionLineaire}</span>
            <span className="prev-aide">{ECRAN_PREVOYANCE.commissionLineaireAide}</span>
          </Radio>
          <Radio value="precompte" className="prev-commission-carte">
            <span className="prev-radio-marque" aria-hidden="true" />
            <span className="prev-commission-titre">{SANTE.commissionPrecompte}</span>
            <span className="prev-aide">{ECRAN_PREVOYANCE.commissionPrecompteAide}</span>
          </Radio>
        </RadioGroup>
        {precompte ? (
          <RadioGroup
            className="prev-radios prev-radios-segment"
            value={option}
            onChange={(v) => choisir(v as OptionCommissionnement)}
            isDisabled={isDisabled}
            orientation="horizontal"
          >
            <Label className="prev-label">{SANTE.commissionPrecompte}</Label>
            <div className="prev-radios-options">
              {OPTIONS_ESCOMPTE.map((o) => (
                <Radio key={o.code} value={o.code} className="prev-radio">
                  <span className="prev-radio-marque" aria-hidden="true" />
                  <span className="prev-radio-texte">
                    <span className="prev-radio-libelle">{o.libelle}</span>
                    <span className="prev-radio-detail">{`${ECRAN_PREVOYANCE.tauxCommissionnement} : ${o.taux} %`}</span>
                  </span>
                </Radio>
              ))}
            </div>
          </RadioGroup>
        ) : (
          <div className="prev-grille">
            <Stepper
              chemin="commissionnement.taux"
              label={ECRAN_PREVOYANCE.tauxCommissionnement}
              value={value.taux}
              onChange={(taux) => onChange({ type: value.type, taux })}
              bornes={{ min: TAUX_LINEAIRE_MIN, max: TAUX_LINEAIRE_MAX, palier: 1, decimales: 0, minCcn: null }}
              unite="POURCENT"
              erreur={validerTauxLineaire(value.taux) ?? undefined}
              isDisabled={isDisabled}
            />
          </div>
        )}
      </div>
    </section>
  );
}
