import { Controller } from 'react-hook-form';
import { detailAccesTarification, estCodeAccesTarification, statutAffichageFeu } from '../../../../src/domain/eligibilite/acces-tarification';
import type { CollegeEligible } from '../../../../src/domain/eligibilite/offres';
import { ECRAN_PREVOYANCE, formatMessage, PREVOYANCE, SANTE } from '../../../../src/domain/messages';
import { LIBELLES_COLLEGE } from '../../../../src/domain/offres/catalogue';
import type { CollegePrevoyance } from '../../../../src/domain/pricing/prevoyance/garanties.types';
import { EFFECTIF_REGLE_DEBUT_DE_MOIS } from '../../../../src/domain/projets/informations-tarifantes';
import { demographieRequise, SEUIL_DEMOGRAPHIQUE } from '../../../../src/domain/pricing/prevoyance/regles/informations';
import { Banner, Card, FeuAcces, NumberField, RadioCards } from '../../../components';
import { ChampDateEffet } from '../../../components/ChampDateEffet';
import { proprietesChamp, type EtatInformationsPrevoyance } from '../hooks/useInformationsPrevoyance';
import { BadgeExigeCcn } from './BadgeExigeCcn';

/** 'Collège': its type with its access, the agreement's required guarantees, effective date, headcount, age, counts above the threshold. */
export function CarteCollege({ ctx }: { ctx: EtatInformationsPrevoyance }) {
  const { form, valeurs, erreurs, colleges, erreurColleges, desactive, projet, aucunCollegeTarifable, sectionsExigees, fenetre, demographie, tenteSuivant } = ctx;
  const champ = (nom: Parameters<typeof proprietesChamp>[1]) => proprietesChamp(ctx, nom);
  return (
    <Card title={ECRAN_PREVOYANCE.sectionCollege}>
      {erreurColleges ? <Banner tone="danger">{SANTE.erreurCollegesATarifer}</Banner> : null}
      <Controller
        control={form.control}
        name="typeCollege"
        render={({ field }) => (
          <RadioCards<CollegePrevoyance>
            chemin="typeCollege"
            label={ECRAN_PREVOYANCE.typeCollege}
            value={field.value}
            onChange={(v) => {
              field.onChange(v);
              void form.trigger('typeCollege');
            }}
            options={optionsColleges(colleges, valeurs.typeCollege)}
            isDisabled={desactive || Boolean(projet)}
            help={colleges === null && !erreurColleges ? ECRAN_PREVOYANCE.chargementColleges : aucunCollegeTarifable ? ECRAN_PREVOYANCE.choisirCollege : undefined}
            error={erreurs.typeCollege}
          />
        )}
      />
      {valeurs.typeCollege && sectionsExigees.length ? (
        <div className="prev-exigences" data-chemin="garantiesExigees">
          <p className="kit-label">{ECRAN_PREVOYANCE.garantiesExigees}</p>
          <ul className="prev-puces">
            {sectionsExigees.map((s) => (
              <li key={s} className="prev-puce-exigee">
                {PREVOYANCE.sections[s]} <BadgeExigeCcn />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="prev-grille">
        <Controller
          control={form.control}
          name="dateEffet"
          render={({ field }) => (
            <div className="prev-champ" data-chemin="dateEffet">
              <ChampDateEffet
                value={field.value}
                onChange={field.onChange}
                min={fenetre.min}
                max={fenetre.max}
                label={ECRAN_PREVOYANCE.dateEffet}
                aide={(valeurs.effectifCollege ?? 0) >= EFFECTIF_REGLE_DEBUT_DE_MOIS ? ECRAN_PREVOYANCE.aideDateEffetDebutDeMois : ECRAN_PREVOYANCE.aideDateEffet}
                {...champ('dateEffet')}
              />
            </div>
          )}
        />
        <Controller
          control={form.control}
          name="effectifCollege"
          render={({ field }) => (
            <NumberField
              chemin="effectifCollege"
              label={ECRAN_PREVOYANCE.effectifCollege}
              value={field.value}
              onChange={(v) => {
                field.onChange(v);
                // At or below the threshold the three counts are cleared (01 §4).
                if (v === null || !demographieRequise(v)) for (const c of ['nombreFemmes', 'nombreConjoints', 'nombreEnfants'] as const) form.setValue(c, null);
                if (form.formState.touchedFields.effectifCollege || tenteSuivant) void form.trigger(['effectifCollege', 'dateEffet', 'masseSalarialeT1', 'masseSalarialeT2']);
              }}
              min={0}
              unit={ECRAN_PREVOYANCE.salaries}
              {...champ('effectifCollege')}
            />
          )}
        />
        <Controller
          control={form.control}
          name="ageMoyen"
          render={({ field }) => (
            <NumberField chemin="ageMoyen" label={ECRAN_PREVOYANCE.ageMoyen} value={field.value} onChange={field.onChange} min={0} unit={ECRAN_PREVOYANCE.ans} {...champ('ageMoyen')} />
          )}
        />
      </div>
      {demographie ? (
        <div className="prev-grille">
          {(['nombreFemmes', 'nombreConjoints', 'nombreEnfants'] as const).map((nom) => (
            <Controller
              key={nom}
              control={form.control}
              name={nom}
              render={({ field }) => (
                <NumberField
                  chemin={nom}
                  label={ECRAN_PREVOYANCE[nom]}
                  value={field.value}
                  onChange={field.onChange}
                  min={0}
                  help={formatMessage(PREVOYANCE.obligatoireAuDelaDuSeuil, { threshold: SEUIL_DEMOGRAPHIQUE })}
                  {...champ(nom)}
                />
              )}
            />
          ))}
        </div>
      ) : null}
    </Card>
  );
}

/** The college choices with their traffic light (01 §2); a red college cannot be chosen. */
function optionsColleges(colleges: readonly CollegeEligible[] | null, courant: CollegePrevoyance | null) {
  const liste: { code: CollegePrevoyance; acces: string | null }[] = colleges
    ? colleges.filter((c) => c.code === 'CADRE' || c.code === 'NON_CADRE').map((c) => ({ code: c.code as CollegePrevoyance, acces: c.acces_tarification.code }))
    : (['CADRE', 'NON_CADRE'] as const).map((code) => ({ code, acces: null }));
  return liste.map(({ code, acces }) => {
    const detail = acces && estCodeAccesTarification(acces) ? detailAccesTarification(acces) : null;
    const statut = detail ? statutAffichageFeu(detail.feu) : null;
    return {
      value: code,
      title: LIBELLES_COLLEGE[code],
      isDisabled: colleges !== null && (statut === null || statut === 'danger') && courant !== code,
      text: detail && statut ? (
        <FeuAcces statut={statut} code={acces ?? undefined}>
          {detail.titre}
        </FeuAcces>
      ) : null,
    };
  });
}

