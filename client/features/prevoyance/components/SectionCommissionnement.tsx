import { PREVOYANCE } from '../../../../src/domain/messages';
import type { CollegePrevoyance } from '../../../../src/domain/pricing/prevoyance/garanties.types';
import type { Commissionnement as Valeur } from '../../../../src/domain/projets/commission';
import { Commissionnement } from '../../../components';

interface SectionCommissionnementProps {
  college: CollegePrevoyance;
  value: Valeur;
  onChange: (c: Valeur) => void;
  isDisabled?: boolean;
  /** Its place in the page: sections are numbered as shown (7 is shown only when required). */
  numero: number;
}

/** Section 'Commissionnement' of the provident guarantees (spec 01 §3): the shared block in a numbered section. */
export function SectionCommissionnement({ college, value, onChange, isDisabled, numero }: SectionCommissionnementProps) {
  return (
    <section className="card prev-section prev-section-ouverte" id="section-commissionnement" data-section="commissionnement">
      <h2 className="prev-section-titre prev-section-titre-fixe">
        <span className="prev-section-numero" aria-hidden="true">
          {numero}
        </span>
        <span className="prev-section-libelle">{PREVOYANCE.sections.commissionnement}</span>
      </h2>
      <div className="prev-section-corps">
        <Commissionnement college={college} value={value} onChange={onChange} isDisabled={isDisabled} />
      </div>
    </section>
  );
}
