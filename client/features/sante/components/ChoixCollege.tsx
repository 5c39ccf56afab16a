import { ECRAN_SANTE, OFFRES_ELIGIBLES } from '../../../../src/domain/messages';
import type { TypeCollege } from '../../../../src/domain/offres/catalogue';
import { Banner, FeuAcces, RadioCards } from '../../../components';
import type { VueCollege } from '../informations';

interface ChoixCollegeProps {
  colleges: readonly VueCollege[];
  value: TypeCollege | null;
  onChange: (value: TypeCollege) => void;
  erreur?: string;
  isDisabled?: boolean;
}

/**
 * College type among the offer's colleges, as the kit's radio cards, each with its tarification
 * access (01 §2: OUI green 'Tarification libre', AVEC_CONTRAINTE green, AVEC_CONSULTATION and
 * SANS_ANALYSE orange, NON and SANS_COLLEGE red). The chosen college's access is explained under
 * the choice.
 */
export function ChoixCollege({ colleges, value, onChange, erreur, isDisabled }: ChoixCollegeProps) {
  const choisi = colleges.find((c) => c.code === value);
  return (
    <>
      <RadioCards<TypeCollege>
        label={ECRAN_SANTE.typeCollege}
        name="typeCollege"
        value={value}
        onChange={onChange}
        isDisabled={isDisabled}
        error={erreur}
        help={colleges.length === 0 ? ECRAN_SANTE.aucunCollege : undefined}
        chemin="typeCollege"
        options={colleges.map((c) => ({
          value: c.code,
          title: <span className="ss-college-libelle">{c.libelle}</span>,
          text: c.acces ? (
            <FeuAcces statut={c.acces.statut} code={c.acces.code}>
              {c.acces.titre}
            </FeuAcces>
          ) : (
            <FeuAcces statut="danger">{OFFRES_ELIGIBLES.erreurAccesTarification}</FeuAcces>
          ),
        }))}
      />
      {choisi?.acces ? (
        <Banner tone={choisi.acces.statut} title={choisi.acces.titre} className="ss-acces-college">
          <p>{choisi.acces.message}</p>
        </Banner>
      ) : null}
    </>
  );
}
