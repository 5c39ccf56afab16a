import { useId } from 'react';
import { I18nProvider } from 'react-aria-components';
import { Controller } from 'react-hook-form';
import { ECRAN_ENTREPRISE, ENTREPRISE, REFERENTIELS } from '../../../../src/domain/messages';
import { ID_CCN_SANS_CONVENTION } from '../../../../src/domain/eligibilite/saisie-entreprise';
import { Actions, Banner, Card, NumberField, RAISON_CHAMPS_EN_ERREUR, SubmitButton, Switch } from '../../../components';
import { useFormulaireEntreprise } from '../hooks/useFormulaireEntreprise';
import type { DonneesInformationsEntreprise } from '../types';
import { ChampCcn } from './ChampCcn';
import { ChampRaisonSociale } from './ChampRaisonSociale';
import { ChampSiret } from './ChampSiret';
import { StatutEligibilite } from './StatutEligibilite';

/**
 * Screen 'Informations entreprise' (spec 01 §2, §5 Company): SIRET (optional) checked against the
 * register, company name, total headcount and agreement; the distributor's clients are suggested
 * while typing. 'Offres éligibles' saves the client, keeps the company in session state and goes on.
 */
export function FormulaireEntreprise({ donnees }: { donnees: DonneesInformationsEntreprise }) {
  const aideSiretId = useId();
  const {
    control,
    errors,
    isSubmitting,
    setValue,
    valeurs,
    index,
    ccns,
    sansConvention,
    hydrate,
    verification,
    clientActif,
    choisirClient,
    suggestionsSiret,
    suggestionsNom,
    nonEligible,
    valide,
    erreurEnvoi,
    envoyer,
  } = useFormulaireEntreprise(donnees);

  return (
    <I18nProvider locale="fr-FR">
      {/* data-hydrated: the browser journeys wait for it before typing. */}
      <form className="ent-formulaire pile ecart-5" onSubmit={envoyer} noValidate data-hydrated={hydrate || undefined}>
        {ccns === null ? (
          <Banner tone="danger">
            <p>{REFERENTIELS.erreurRecuperationCcns}</p>
          </Banner>
        ) : null}

        <Card title={ECRAN_ENTREPRISE.sectionEntreprise}>
          <div className="ent-bascule pile ecart-1">
            <Controller
              control={control}
              name="siretConnu"
              render={({ field }) => (
                <Switch isSelected={field.value} onChange={field.onChange} aria-describedby={aideSiretId}>
                  {ECRAN_ENTREPRISE.siretConnu}
                </Switch>
              )}
            />
            <p id={aideSiretId} className="ent-aide">
              {ENTREPRISE.siretConnuAide}
            </p>
          </div>
          <div className="ent-grille">
            {valeurs.siretConnu ? (
              <Controller
                control={control}
                name="siret"
                render={({ field }) => (
                  <ChampSiret
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    erreur={errors.siret?.message}
                    suggestions={suggestionsSiret}
                    onChoisirClient={choisirClient}
                  />
                )}
              />
            ) : null}
            <Controller
              control={control}
              name="raisonSociale"
              render={({ field }) => (
                <ChampRaisonSociale
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  erreur={errors.raisonSociale?.message}
                  suggestions={suggestionsNom}
                  onChoisirClient={choisirClient}
                />
              )}
            />
          </div>
          {valeurs.siretConnu ? <StatutEligibilite verification={verification} /> : null}
          {clientActif ? <p className="ent-info">{ECRAN_ENTREPRISE.clientExistantSelectionne}</p> : null}
        </Card>

        <Card title={ECRAN_ENTREPRISE.sectionEffectifCcn}>
          <div className="ent-grille ent-grille-ccn">
            <Controller
              control={control}
              name="effectifTotal"
              render={({ field }) => (
                <div className="ent-champ-effectif">
                  <NumberField
                    label={ECRAN_ENTREPRISE.effectifTotal}
                    name="effectifTotal"
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    unit={ECRAN_ENTREPRISE.salaries}
                    grouping
                    isRequired
                    error={errors.effectifTotal?.message}
                  />
                </div>
              )}
            />
            <div className="ent-ccn pile ecart-3">
              <Controller
                control={control}
                name="ccn"
                render={({ field }) => (
                  <ChampCcn
                    index={index}
                    value={field.value}
                    onChange={(ccn) => {
                      field.onChange(ccn);
                      if (ccn?.id === ID_CCN_SANS_CONVENTION) setValue('sansCcn', true);
                    }}
                    onBlur={field.onBlur}
                    erreur={errors.ccn?.message}
                    isDisabled={valeurs.sansCcn}
                  />
                )}
              />
              <Controller
                control={control}
                name="sansCcn"
                render={({ field }) => (
                  <Switch
                    isSelected={field.value}
                    onChange={(oui) => {
                      field.onChange(oui);
                      setValue('ccn', oui ? sansConvention : null, { shouldValidate: oui, shouldTouch: oui });
                    }}
                  >
                    {ECRAN_ENTREPRISE.sansCcn}
                  </Switch>
                )}
              />
            </div>
          </div>
        </Card>

        {erreurEnvoi ? (
          <Banner tone="danger">
            <p>{erreurEnvoi}</p>
          </Banner>
        ) : null}

        <Actions
          next={
            <SubmitButton disabledReason={valide ? null : nonEligible ? ECRAN_ENTREPRISE.parcoursFermeNonEligible : RAISON_CHAMPS_EN_ERREUR} isPending={isSubmitting}>
              {isSubmitting ? ECRAN_ENTREPRISE.enregistrementEnCours : ENTREPRISE.boutonOffresEligibles}
            </SubmitButton>
          }
        />
      </form>
    </I18nProvider>
  );
}
