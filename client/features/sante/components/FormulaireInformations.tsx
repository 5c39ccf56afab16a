import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { ECRAN_SANTE, PAGES, SANTE } from '../../../../src/domain/messages';
import { REGIMES_OBLIGATOIRES, type RegimeObligatoire } from '../../../../src/domain/pricing/sante/types';
import { fenetreDateEffet } from '../../../../src/domain/projets/informations-tarifantes';
import { Actions, Banner, ButtonLink, Card, NumberField, RadioCards, ReadOnlyBanner, RAISON_CHAMPS_EN_ERREUR, SubmitButton, Switch, TextField } from '../../../components';
import { ChampDateEffet } from '../../../components/ChampDateEffet';
import { PATHS } from '../../../routing/paths';
import { useInformationsSante, type FormulaireInformationsProps } from '../hooks/useInformationsSante';
import { aideDateEffet, saisieCodePostal, type VerificationCodePostal } from '../informations';
import { ChoixCollege } from './ChoixCollege';

/** 'Informations projet' (01 §2 'Health pricing information'): Siège social, Collège, Mise en place du contrat. */
export function FormulaireInformations(props: FormulaireInformationsProps) {
  const { today, idProjet } = props;
  const { form, etat, etatCommon, lecture, dupliquer, duplication, verification, erreur, regimeChoisi, colleges, vues, prefill, bloque, versGaranties, autorise } = useInformationsSante(props);
  const { control } = form;

  return (
    <form className="ss-formulaire pile ecart-5" noValidate onSubmit={versGaranties}>
      {lecture ? <ReadOnlyBanner onDupliquer={dupliquer} enCours={duplication} /> : null}
      {!lecture && etatCommon.duplicationProjet && idProjet === undefined ? <Banner tone="info">{ECRAN_SANTE.duplication}</Banner> : null}
      {!lecture && etat.prefillDepuis !== null ? <Banner tone="info">{ECRAN_SANTE.prefill(etat.prefillDepuis)}</Banner> : null}

      <Card title={ECRAN_SANTE.sectionSiegeSocial}>
        <div className="ss-grille">
          <Controller
            control={control}
            name="codePostal"
            render={({ field }) => (
              <TextField
                label={ECRAN_SANTE.codePostal}
                name="codePostal"
                chemin="codePostal"
                value={field.value}
                onChange={(v) => field.onChange(saisieCodePostal(v))}
                onBlur={field.onBlur}
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={5}
                help={aideCodePostal(verification, erreur('codePostal'))}
                error={erreur('codePostal')}
                isDisabled={bloque}
              />
            )}
          />
          <Controller
            control={control}
            name="regimeSocial"
            render={({ field }) => (
              <RadioCards<RegimeObligatoire>
                label={ECRAN_SANTE.regimeSocial}
                name="regimeSocial"
                chemin="regimeSocial"
                value={field.value}
                options={REGIMES_OBLIGATOIRES.map((r) => ({ value: r, title: ECRAN_SANTE.regimes[r] }))}
                onChange={(v) => {
                  regimeChoisi.current = true;
                  field.onChange(v);
                }}
                help={ECRAN_SANTE.regimeAide}
                error={erreur('regimeSocial')}
                isDisabled={bloque}
              />
            )}
          />
        </div>
      </Card>

      <Card title={ECRAN_SANTE.sectionCollege}>
        {colleges.erreur ? <Banner tone="danger">{SANTE.erreurCollegesATarifer}</Banner> : null}
        {colleges.chargement ? <p className="ss-aide">{ECRAN_SANTE.chargementColleges}</p> : null}
        {!colleges.chargement ? (
          <Controller
            control={control}
            name="typeCollege"
            render={({ field }) => (
              <ChoixCollege colleges={vues} value={field.value} onChange={field.onChange} erreur={erreur('typeCollege')} isDisabled={lecture} />
            )}
          />
        ) : null}
        {prefill ? (
          <p className="ss-aide" role="status">
            {ECRAN_SANTE.recherchePrefill}
          </p>
        ) : null}
        <div className="ss-grille">
          <Controller
            control={control}
            name="effectifCollege"
            render={({ field }) => (
              <NumberField
                label={ECRAN_SANTE.effectifCollege}
                name="effectifCollege"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                unit={ECRAN_SANTE.salaries}
                error={erreur('effectifCollege')}
                isDisabled={bloque}
              />
            )}
          />
          <Controller
            control={control}
            name="ageMoyen"
            render={({ field }) => (
              <NumberField
                label={ECRAN_SANTE.ageMoyen}
                name="ageMoyen"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                unit={ECRAN_SANTE.ans}
                error={erreur('ageMoyen')}
                isDisabled={bloque}
              />
            )}
          />
        </div>
      </Card>

      <Card title={ECRAN_SANTE.sectionMiseEnPlace}>
        <Controller
          control={control}
          name="resiliationInfraAnnuelle"
          render={({ field }) => (
            <Switch isSelected={field.value} onChange={field.onChange} isDisabled={bloque}>
              {ECRAN_SANTE.remplacement}
            </Switch>
          )}
        />
        {etat.resiliationInfraAnnuelle ? (
          <Banner tone="info" title={ECRAN_SANTE.remplacementConseilTitre}>
            <p>{ECRAN_SANTE.remplacementConseil}</p>
          </Banner>
        ) : null}
        <Controller
          control={control}
          name="dateEffet"
          render={({ field }) => (
            <ChampDateEffet
              value={field.value}
              onChange={(v) => {
                field.onChange(v);
                // A complete date is a choice: say at once if it is outside the window.
                if (v) void form.trigger('dateEffet');
              }}
              onBlur={field.onBlur}
              {...fenetreDateEffet(today, etat.effectifCollege)}
              label={ECRAN_SANTE.dateEffet}
              aide={aideDateEffet(today, etat.effectifCollege)}
              erreur={erreur('dateEffet')}
              isDisabled={bloque}
              name="dateEffet"
            />
          )}
        />
      </Card>

      <Actions
        back={
          idProjet === undefined ? (
            <ButtonLink variant="secondary" to={PATHS.offresEligibles}>
              {PAGES.retour}
            </ButtonLink>
          ) : null
        }
        next={
          <SubmitButton disabledReason={autorise ? null : RAISON_CHAMPS_EN_ERREUR}>{PAGES.titreGaranties}</SubmitButton>
        }
      />
    </form>
  );
}

/** Under the postcode: the check under way, the referential out of reach, or the towns it serves. */
function aideCodePostal(verification: VerificationCodePostal, erreur: string | undefined): ReactNode {
  if (verification.statut === 'en-cours') return ECRAN_SANTE.codePostalVerification;
  if (verification.statut === 'indisponible') return <span className="ss-aide-alerte">{ECRAN_SANTE.codePostalIndisponible}</span>;
  const communes = verification.statut === 'valide' || verification.statut === 'invalide' ? verification.communes : [];
  if (!communes.length || erreur) return undefined;
  return (
    <span className="ss-communes">
      {communes.length === 1 ? ECRAN_SANTE.commune : ECRAN_SANTE.communes} : <strong>{communes.map((c) => c.nom).join(', ')}</strong>
    </span>
  );
}
