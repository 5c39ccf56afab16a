import { FieldError, Label, Radio, RadioGroup } from 'react-aria-components';
import { ECRAN_SANTE, OFFRES_ELIGIBLES } from '../../../../src/domain/messages';
import type { TypeCollege } from '../../../../src/domain/offres/catalogue';
import { Banner, Icone } from '../../../components';
import type { VueCollege } from '../informations';

interface ChoixCollegeProps {
  colleges: readonly VueCollege[];
  value: TypeCollege | null;
  onChange: (value: TypeCollege) => void;
  erreur?: string;
  isDisabled?: boolean;
}

const ICONE_FEU: Record<string, string> = {
  success: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-2 15-5-5 1.4-1.4 3.6 3.6 7.6-7.6L19 8l-9 9z',
  warning: 'M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z',
  danger: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm5 13.6L15.6 17 12 13.4 8.4 17 7 15.6 10.6 12 7 8.4 8.4 7 12 10.6 15.6 7 17 8.4 13.4 12z',
};

/**
 * College type among the offer's colleges, each with its tarification access (01 §2: OUI green
 * 'Tarification libre', AVEC_CONTRAINTE green, AVEC_CONSULTATION and SANS_ANALYSE orange, NON and
 * SANS_COLLEGE red). The chosen college's access is explained under the choice.
 */
export function ChoixCollege({ colleges, value, onChange, erreur, isDisabled }: ChoixCollegeProps) {
  const choisi = colleges.find((c) => c.code === value);
  return (
    <RadioGroup
      className="ss-champ ss-colleges"
      value={value}
      onChange={(v) => onChange(v as TypeCollege)}
      isInvalid={Boolean(erreur)}
      isDisabled={isDisabled}
      validationBehavior="aria"
      name="typeCollege"
    >
      <Label className="ss-label">{ECRAN_SANTE.typeCollege}</Label>
      {colleges.length === 0 ? <p className="ss-aide">{ECRAN_SANTE.aucunCollege}</p> : null}
      <div className="ss-colleges-options">
        {colleges.map((c) => (
          <Radio key={c.code} value={c.code} className="ss-college">
            <span className="ss-college-libelle">{c.libelle}</span>
            {c.acces ? (
              <span className={`ss-feu ss-feu-${c.acces.statut}`} data-code={c.acces.code}>
                <Icone d={ICONE_FEU[c.acces.statut]} />
                {c.acces.titre}
              </span>
            ) : (
              <span className="ss-feu ss-feu-danger">{OFFRES_ELIGIBLES.erreurAccesTarification}</span>
            )}
          </Radio>
        ))}
      </div>
      <FieldError className="ss-erreur">{erreur}</FieldError>
      {choisi?.acces ? (
        <Banner tone={choisi.acces.statut} title={choisi.acces.titre} className="ss-acces-college">
          <p>{choisi.acces.message}</p>
        </Banner>
      ) : null}
    </RadioGroup>
  );
}
