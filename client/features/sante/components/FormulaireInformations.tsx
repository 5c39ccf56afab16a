import { useEffect, useRef, type ReactNode } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ECRAN_SANTE, PAGES, SANTE } from '../../../../src/domain/messages';
import { LIBELLES_COLLEGE } from '../../../../src/domain/offres/catalogue';
import { REGIMES_OBLIGATOIRES, type RegimeObligatoire } from '../../../../src/domain/pricing/sante/types';
import { fenetreDateEffet } from '../../../../src/domain/projets/informations-tarifantes';
import { Actions, Banner, ButtonLink, Card, NumberField, RadioCards, ReadOnlyBanner, RAISON_CHAMPS_EN_ERREUR, SubmitButton, Switch, TextField } from '../../../components';
import { PATHS } from '../../../routing/paths';
import { common, informationsEntreprise, produitsEligibles, useSessionModule } from '../../../state';
import { sante } from '../../../state/sante';
import { dernierProjet } from '../api';
import { entrepriseCourante } from '../entreprise';
import { useDupliquer } from '../hooks/useDupliquer';
import { useEtatDuServeur, useEtatSante } from '../hooks/useEtatSante';
import { useColleges } from '../hooks/useColleges';
import { useVerificationCodePostal } from '../hooks/useVerificationCodePostal';
import { ChampDateEffet } from '../../../components/ChampDateEffet';
import {
  aideDateEffet,
  codePostalVerifie,
  collegesDepuisAcces,
  erreursInformations,
  garantiesAutorisees,
  regimeApresDepartement,
  requeteColleges,
  saisieCodePostal,
  valeursDepuisEtat,
  type ContexteInformations,
  type ReponsesInitialesInformations,
  type ValeursInformations,
  type VerificationCodePostal,
} from '../informations';
import { appliquerDernierProjet, CHEMINS_SANTE, doitPrefiller, lectureSeule } from '../projet';
import type { UtilisateurPage } from '../types';
import { ChoixCollege } from './ChoixCollege';


/** react-hook-form validation through the pure rules (same messages as the API). */
const resolver: Resolver<ValeursInformations, ContexteInformations> = (values, context) => {
  const erreurs = erreursInformations(values, context!);
  const errors = Object.fromEntries(Object.entries(erreurs).map(([champ, message]) => [champ, { type: 'regle', message }]));
  return { values: Object.keys(errors).length ? {} : values, errors };
};

interface FormulaireInformationsProps {
  today: string;
  utilisateur: UtilisateurPage;
  /** The projet id of the route (undefined for a new projet or a duplicate). */
  idProjet: number | undefined;
  sansPrefill: boolean;
  /** The server's colleges and postcode check for a saved projet (none for a new one). */
  reponsesInitiales?: ReponsesInitialesInformations | null;
}

/** 'Informations projet' (01 §2 'Health pricing information'): Siège social, Collège, Mise en place du contrat. */
export function FormulaireInformations({ today, utilisateur, idProjet, sansPrefill, reponsesInitiales }: FormulaireInformationsProps) {
  const navigate = useNavigate();
  const etat = useEtatSante();
  // Shown from the route's projet until the session state holds it (ADR 0046).
  const depuisServeur = useEtatDuServeur();
  const etatCommon = useSessionModule(common);
  const entreprise = entrepriseCourante(useSessionModule(informationsEntreprise), etat);
  const { accesParCollege } = useSessionModule(produitsEligibles);
  const lecture = lectureSeule(etat);
  const { dupliquer, enCours: duplication } = useDupliquer();

  const verification = useVerificationCodePostal(etat.codePostal, etat.idProjet, true, reponsesInitiales?.codePostal);
  const contexte: ContexteInformations = { today, verification, lectureSeule: lecture };
  const form = useForm<ValeursInformations, ContexteInformations>({
    mode: 'onTouched',
    defaultValues: valeursDepuisEtat(etat),
    resolver,
    context: contexte,
  });
  const { control, formState } = form;
  const erreur = (champ: keyof ValeursInformations) => formState.errors[champ]?.message;

  // Once the session state holds the projet, the form shows it: the same values, or the broker's
  // unsaved edits of this projet kept in the tab (read after hydration only).
  const etaitDuServeur = useRef(depuisServeur);
  useEffect(() => {
    if (etaitDuServeur.current && !depuisServeur) form.reset(valeursDepuisEtat(sante.get()));
    etaitDuServeur.current = depuisServeur;
  }, [depuisServeur, form]);

  // Every change is kept in the session state (the guarantees screen and a reload read it there).
  useEffect(() => {
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => sante.set((s) => ({ ...s, ...values })),
    });
  }, [form]);

  // Postcode checked: its department goes with the tariff; the regime is proposed from it.
  const departement = verification.statut === 'valide' ? verification.departement : null;
  const departementPrecedent = useRef<string | null>(null);
  const regimeChoisi = useRef(false);
  useEffect(() => {
    if (lecture || verification.statut === 'en-cours') return;
    if (sante.get().departement !== departement) sante.set({ departement });
    const regime = form.getValues('regimeSocial');
    const suivant = regimeApresDepartement(regime, departementPrecedent.current, departement, regimeChoisi.current);
    if (suivant !== regime) form.setValue('regimeSocial', suivant, { shouldValidate: true });
    if (departement) departementPrecedent.current = departement;
    if (form.getFieldState('codePostal').isTouched || form.getValues('codePostal').length === 5) void form.trigger('codePostal');
  }, [departement, verification.statut, lecture, form]);

  // Colleges of the offer with their access.
  const colleges = useColleges(requeteColleges(etat, entreprise, utilisateur.codeDistributeur), reponsesInitiales?.colleges);
  const vues = colleges.colleges ?? (colleges.erreur ? collegesDepuisAcces(accesParCollege, LIBELLES_COLLEGE) : []);

  // Prefill from the last projet of the chosen college (01 §2, §4).
  const prefill = doitPrefiller(etat, { creation: etatCommon.creationProjet, duplication: etatCommon.duplicationProjet, sansPrefill });
  const collegePrefill = prefill ? etat.typeCollege : null;
  // While the last projet is looked up, the fields it may fill wait (a late answer must not
  // overwrite what the broker is typing).
  const bloque = lecture || prefill;
  const { raisonSociale, siret } = entreprise;
  useEffect(() => {
    if (!collegePrefill) return;
    const controle = new AbortController();
    dernierProjet({ code_distributeur: utilisateur.codeDistributeur, siret, raison_sociale: raisonSociale, college: collegePrefill }, controle.signal)
      .then((dernier) => {
        const suivant = appliquerDernierProjet(sante.get(), collegePrefill, dernier, today);
        sante.set(suivant);
        form.reset(valeursDepuisEtat(suivant));
      })
      .catch(() => {
        if (!controle.signal.aborted) sante.set({ prefillCollege: collegePrefill });
      });
    return () => controle.abort();
  }, [collegePrefill, raisonSociale, siret, utilisateur.codeDistributeur, today, form]);

  const versGaranties = form.handleSubmit(() => {
    if (!lecture && !codePostalVerifie(etat.codePostal, verification)) return;
    void navigate(CHEMINS_SANTE.garanties(idProjet));
  });

  const autorise = garantiesAutorisees(etat.typeCollege, vues) && (lecture || verification.statut !== 'en-cours');

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
