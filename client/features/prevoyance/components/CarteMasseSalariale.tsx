import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { ECRAN_PREVOYANCE, formatMessage, PREVOYANCE } from '../../../../src/domain/messages';
import type { TypeMasseSalariale } from '../../../../src/domain/pricing/prevoyance/garanties.types';
import { Card, NumberField, RadioCards } from '../../../components';
import { proprietesChamp, type EtatInformationsPrevoyance } from '../hooks/useInformationsPrevoyance';
import { formatEurosEntiers } from '../tarif';

/** 'Masse salariale de référence': T1 or T1 + T2, each payroll with its ceiling. */
export function CarteMasseSalariale({ ctx }: { ctx: EtatInformationsPrevoyance }) {
  const { form, valeurs, erreurs, masses, desactive } = ctx;
  const champ = (nom: Parameters<typeof proprietesChamp>[1]) => proprietesChamp(ctx, nom);
  // The T1 and T2 payrolls: the same euro field, with their own ceiling help.
  const champMasse = (nom: 'masseSalarialeT1' | 'masseSalarialeT2', label: string, help: ReactNode) => (
    <Controller
      control={form.control}
      name={nom}
      render={({ field }) => <NumberField chemin={nom} label={label} value={field.value} onChange={field.onChange} min={0} unit="€" grouping help={help} {...champ(nom)} />}
    />
  );

  return (
    <Card title={PREVOYANCE.masseSalarialeTitre}>
      <Controller
        control={form.control}
        name="typeMasseSalariale"
        render={({ field }) => (
          <RadioCards<TypeMasseSalariale>
            chemin="typeMasseSalariale"
            label={ECRAN_PREVOYANCE.typeMasseSalariale}
            value={field.value}
            onChange={(v) => {
              field.onChange(v);
              if (v === 'T1') form.setValue('masseSalarialeT2', null);
            }}
            options={[
              { value: 'T1', title: PREVOYANCE.typesMasseSalariale.T1 },
              { value: 'T12', title: PREVOYANCE.typesMasseSalariale.T12 },
            ]}
            isDisabled={desactive}
            error={erreurs.typeMasseSalariale}
          />
        )}
      />
      <div className="prev-grille">
        {champMasse(
          'masseSalarialeT1',
          ECRAN_PREVOYANCE.masseT1,
          <>
            {masses.t1 !== null
              ? formatMessage(ECRAN_PREVOYANCE.plafondT1, { max: formatEurosEntiers(masses.t1), annee: masses.plafonds.annee, pass: formatEurosEntiers(masses.plafonds.pass) })
              : null}
            {!masses.plafonds.publie ? (
              <span className="prev-aide-bloc">
                {formatMessage(ECRAN_PREVOYANCE.passNonPublie, { annee: masses.plafonds.annee, reference: masses.plafonds.annee_reference })}
              </span>
            ) : null}
          </>,
        )}
        {valeurs.typeMasseSalariale === 'T12'
          ? champMasse(
              'masseSalarialeT2',
              ECRAN_PREVOYANCE.masseT2,
              <>
                {PREVOYANCE.aideT2}
                {masses.t2 !== null ? <span className="prev-aide-bloc">{formatMessage(ECRAN_PREVOYANCE.plafondT2, { max: formatEurosEntiers(masses.t2) })}</span> : null}
              </>,
            )
          : null}
      </div>
    </Card>
  );
}
