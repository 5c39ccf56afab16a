import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { detailAccesTarification, estCodeAccesTarification, statutAffichageFeu } from '../../../src/domain/eligibilite/acces-tarification';
import type { CollegeEligible } from '../../../src/domain/eligibilite/offres';
import { COMMON, ECRAN_PREVOYANCE, formatMessage, PAGES, PREVOYANCE, PROJETS, SANTE } from '../../../src/domain/messages';
import { LIBELLES_COLLEGE } from '../../../src/domain/offres/catalogue';
import type { CollegePrevoyance, TypeMasseSalariale } from '../../../src/domain/pricing/prevoyance/garanties.types';
import { formaterIdcc } from '../../../src/domain/referentiels/ccn';
import { EFFECTIF_REGLE_DEBUT_DE_MOIS, fenetreDateEffet } from '../../../src/domain/projets/informations-tarifantes';
import { demographieRequise, SEUIL_DEMOGRAPHIQUE } from '../../../src/domain/pricing/prevoyance/regles/informations';
import { Actions, Banner, ButtonLink, Card, PageHeader, projectSteps, RAISON_CHAMPS_EN_ERREUR, SubmitButton, Timeline, NumberField, RadioCards, FeuAcces } from '../../components';
import { PATHS } from '../../routing/paths';
import { common, entrepriseRenseignee, informationsEntreprise, produitsEligibles, useHydrated, useSessionModule } from '../../state';
import { INFORMATIONS_PREVOYANCE_VIDES, prevoyance, PREVOYANCE_VIDE, type InformationsProjetPrevoyance, type PrevoyanceState } from '../../state/prevoyance';
import { lireDernierProjet } from './api';
import { useCollegesPrevoyance, useNafs } from './hooks/useListesInformations';
import { AUCUNE_REPONSE_INITIALE, requeteCollegesPrevoyance, type ReponsesInitialesInformationsPrevoyance } from './listes-informations';
import { ChampDateEffet } from '../../components/ChampDateEffet';
import { ChampNaf } from './components/ChampNaf';
import { BadgeExigeCcn } from './components/BadgeExigeCcn';
import { LectureSeule } from './components/LectureSeule';
import {
  appliquerSeuilDemographique,
  CHAMPS_INFORMATIONS,
  collegeParDefaut,
  erreursInformations,
  informationsPreRemplies,
  plafondsMasse,
  type ChampInformations,
} from './informations';
import { etatAffichePrevoyance, etatInitialPrevoyance, sessionTientLeProjet } from './ecran-initial';
import { cleGaranties, estProjetLectureSeule, etatDepuisProjet, minimaDuProjet, preparerGaranties, repriseDuDernierProjet } from './projet';
import { formatEurosEntiers } from './tarif';
import type { ProjetPrevoyanceDetail, UtilisateurRef } from './types';
import { CHEMIN_GARANTIES, CHEMIN_PROJETS } from './chemins';

interface EcranInformationsProps {
  today: string;
  utilisateur: UtilisateurRef;
  /** The projet of the route (GET /projets/{id}), or null for a new one. */
  projet: ProjetPrevoyanceDetail | null;
  /** 'Unless told to skip, it pre-fills from the last project' (query parameter). */
  sansPreRemplissage: boolean;
  /** College asked for by the list's 'Nouveau projet' (query parameter). */
  collegeDemande: string | null;
  /** The lists the server answered with the page for a saved projet (ADR 0046). */
  reponsesInitiales?: ReponsesInitialesInformationsPrevoyance;
}

type Erreurs = Partial<Record<ChampInformations, string>>;

const PREMIERE_ERREUR = (e: FieldErrors<InformationsProjetPrevoyance>) => CHAMPS_INFORMATIONS.find((c) => e[c]);

/** Normalised NAF code for comparisons ('6201Z' = '62.01Z'). */
const cleNaf = (code: string) => code.replace(/[^0-9a-z]/gi, '').toUpperCase();

/**
 * 'Informations projet' of the provident offer (spec 01 §2 'Provident pricing information', §4, §5):
 * activity (agreement, NAF), college (type with its access, effective date, headcount, counts
 * above 49, average age), reference payroll (T1, T1 + T2). A saved projet is validated at once;
 * a new one is prefilled from the last projet of its college unless told to skip. 'Garanties'
 * validates the form first.
 */
export function EcranInformations({ today, utilisateur, projet, sansPreRemplissage, collegeDemande, reponsesInitiales = AUCUNE_REPONSE_INITIALE }: EcranInformationsProps) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const entreprise = useSessionModule(informationsEntreprise);
  const session = useSessionModule(prevoyance);
  // A saved projet is shown from the server render on, from the loader's projet, until the session
  // state holds it (ADR 0046); a new projet from the session state once hydrated.
  const initial = useMemo(() => etatInitialPrevoyance(projet, 'informations'), [projet]);
  const etat = etatAffichePrevoyance({ initial, hydrate: hydrated, session, ecran: 'informations' });

  const [preRempli, setPreRempli] = useState(false);
  const [tenteSuivant, setTenteSuivant] = useState(false);

  // The route's projet says it at once (server render included); a new one is never read-only.
  const lectureSeule = projet ? estProjetLectureSeule(projet) : estProjetLectureSeule(etat);
  const idProjet = projet?.id ?? null;
  // A saved projet's is ready at once (from the projet until the start below has put it in the
  // session state); a new projet's once the start has put it there.
  const pret = (hydrated || etat === initial) && etat.informations !== null && etat.idProjet === idProjet;

  // ---- Reference lists: the offer's colleges (a saved projet's come with the page), NAF codes ----
  const { nafs, erreur: erreurNafs, demander: demanderNafs } = useNafs();
  const requeteColleges = pret ? requeteCollegesPrevoyance(etat, utilisateur.code_distributeur) : null;
  const { colleges, erreur: erreurColleges } = useCollegesPrevoyance(requeteColleges, reponsesInitiales.colleges);

  const form = useForm<InformationsProjetPrevoyance>({
    defaultValues: projet ? etatDepuisProjet(projet).informations! : INFORMATIONS_PREVOYANCE_VIDES,
    mode: 'onTouched',
    // The domain's rules, the same the API runs (colleges and today as they are now).
    resolver: ((values: InformationsProjetPrevoyance) => {
      const e = erreursInformations(values, { today, colleges });
      const errors = Object.fromEntries(Object.entries(e).map(([k, message]) => [k, { type: 'regle', message }]));
      return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
    }) as Resolver<InformationsProjetPrevoyance>,
  });
  const valeurs = form.watch();
  const erreurs: Erreurs = Object.fromEntries(
    Object.entries(form.formState.errors).map(([k, v]) => [k, (v as { message?: string } | undefined)?.message]),
  ) as Erreurs;

  // ---- Start (after hydration: the session state is readable) ----
  const demarre = useRef(false);
  useEffect(() => {
    if (!hydrated || demarre.current) return;
    demarre.current = true;
    if (projet) {
      // A saved projet: the session keeps the edits made since (back from the guarantees), else the projet.
      const courant = prevoyance.get();
      const s = sessionTientLeProjet(courant, projet.id, 'informations') ? courant : etatDepuisProjet(projet);
      prevoyance.set(s);
      common.set({ marche: 'prevoyance', creationProjet: false });
      form.reset(s.informations!);
      // 'On load of an existing project the form is validated at once.'
      void form.trigger();
      return;
    }
    // Route guards (01 §2): no company → informations-entreprise; a market, no projet being created → its list.
    const ent = informationsEntreprise.get();
    const com = common.get();
    let s = prevoyance.get();
    if (s.idProjet !== null) s = PREVOYANCE_VIDE;
    // The company of this tab's journey, or the one a duplicate or a 'new projet' carries along.
    const entrepriseConnue = s.clientId !== null && s.idCcn !== null && s.effectifEntreprise !== null;
    if (!entrepriseRenseignee(ent) && !entrepriseConnue) {
      navigate(PATHS.informationsEntreprise, { replace: true });
      return;
    }
    if (com.marche && !com.creationProjet && !s.informations) {
      navigate(CHEMIN_PROJETS, { replace: true });
      return;
    }
    const produit = produitsEligibles.get().selectedProduit;
    const nouveau = !s.informations;
    s = {
      ...s,
      produit: s.produit ?? (produit && produit.code === 'SPC' ? { id: produit.id, code: 'SPC' } : null),
      ...(entrepriseConnue
        ? {}
        : {
            clientId: ent.clientId,
            effectifEntreprise: ent.effectifTotal,
            siret: ent.siret,
            raisonSociale: ent.raisonSociale,
            idCcn: ent.ccn?.id ?? null,
            libelleCcn: ent.ccn?.libelle_court ?? null,
          }),
      informations: s.informations ?? { ...INFORMATIONS_PREVOYANCE_VIDES },
      sansPreRemplissage: s.sansPreRemplissage || sansPreRemplissage,
    };
    prevoyance.set(s);
    common.set({ marche: 'prevoyance' });
    form.reset(s.informations!);
    if (!nouveau) void form.trigger();
  }, [hydrated, projet, navigate, form, sansPreRemplissage]);

  // The company's NAF, once the list is known, when none is chosen yet: the list is asked at once
  // then (a new projet); otherwise when the NAF field is first used.
  const nafAPreremplir = pret && !lectureSeule && !valeurs.naf && Boolean(entreprise.naf);
  useEffect(() => {
    if (nafAPreremplir) demanderNafs();
  }, [nafAPreremplir, demanderNafs]);
  useEffect(() => {
    if (!pret || lectureSeule || !nafs.length || form.getValues('naf') || !entreprise.naf) return;
    const trouve = nafs.find((n) => cleNaf(n.code) === cleNaf(entreprise.naf!));
    if (trouve) form.setValue('naf', trouve, { shouldDirty: true });
  }, [pret, lectureSeule, nafs, entreprise.naf, form]);

  // ---- College: automatic choice, then prefill from the last projet of that college ----
  const prefillFait = useRef<string | null>(null);
  const typeCollege = valeurs.typeCollege;
  useEffect(() => {
    if (!pret || !colleges || projet || lectureSeule) return;
    if (!form.getValues('typeCollege')) {
      const choix = collegeParDefaut(colleges, collegeDemande);
      if (choix) form.setValue('typeCollege', choix, { shouldDirty: true, shouldValidate: true });
      return;
    }
    void form.trigger('typeCollege');
  }, [pret, colleges, projet, lectureSeule, form, collegeDemande]);

  useEffect(() => {
    if (!pret || projet || lectureSeule || !typeCollege || prefillFait.current === typeCollege) return;
    const s = prevoyance.get();
    if (s.sansPreRemplissage || (s.garantiesPour === cleGaranties(s.idCcn, typeCollege) && s.garanties)) {
      prefillFait.current = typeCollege;
      return;
    }
    prefillFait.current = typeCollege;
    const controleur = new AbortController();
    lireDernierProjet(
      {
        code_distributeur: utilisateur.code_distributeur,
        ...(s.siret ? { siret: s.siret } : { raison_sociale: s.raisonSociale ?? '' }),
        college: typeCollege,
      },
      controleur.signal,
    ).then(
      (dernier) => {
        if (!dernier || controleur.signal.aborted) return;
        const v = { ...informationsPreRemplies(dernier, today), typeCollege };
        form.reset(v, { keepErrors: false });
        prevoyance.set((x) => repriseDuDernierProjet({ ...x, informations: v }, dernier));
        setPreRempli(true);
        void form.trigger();
      },
      () => undefined,
    );
    return () => controleur.abort();
  }, [pret, projet, lectureSeule, typeCollege, form, today, utilisateur.code_distributeur]);

  // ---- Keep the session state in step ----
  useEffect(() => {
    if (!pret || lectureSeule) return;
    const abonnement = form.watch((v) => prevoyance.set((s) => ({ ...s, informations: { ...INFORMATIONS_PREVOYANCE_VIDES, ...(v as InformationsProjetPrevoyance) } })));
    return () => abonnement.unsubscribe();
  }, [pret, lectureSeule, form]);

  // ---- Next: validate, prepare the guarantees, go ----
  const suivant = form.handleSubmit(
    (v) => {
      const s = preparerGaranties({ ...prevoyance.get(), informations: appliquerSeuilDemographique(v) }, { duplication: common.get().duplicationProjet });
      prevoyance.set(s);
      navigate(idProjet ? `${CHEMIN_GARANTIES}/${idProjet}` : CHEMIN_GARANTIES);
    },
    (e) => {
      setTenteSuivant(true);
      const champ = PREMIERE_ERREUR(e);
      if (champ) document.querySelector<HTMLElement>(`[data-chemin="${champ}"] input, [data-chemin="${champ}"] [role="radio"], [data-chemin="${champ}"] [role="group"]`)?.focus();
    },
  );

  const fenetre = fenetreDateEffet(today, valeurs.effectifCollege);
  const masses = plafondsMasse(valeurs, today);
  const demographie = valeurs.effectifCollege !== null && demographieRequise(valeurs.effectifCollege);
  const minima = minimaDuProjet(etat.idCcn, valeurs.typeCollege);
  const sectionsExigees = minima.sections;
  const aucunCollegeTarifable = colleges !== null && !collegeParDefaut(colleges);
  const libelleCcn = etat.idCcn !== null ? `${formaterIdcc(etat.idCcn)} - ${etat.libelleCcn ?? ''}` : null;
  const desactive = lectureSeule || !pret;
  const suivantPossible = lectureSeule || (pret && Boolean(valeurs.typeCollege) && !aucunCollegeTarifable);

  const champ = (nom: ChampInformations) => ({
    erreur: erreurs[nom],
    error: erreurs[nom],
    isDisabled: desactive,
    onBlur: () => void form.trigger(nom),
  });
  // The T1 and T2 payrolls: the same euro field, with their own ceiling help.
  const champMasse = (nom: 'masseSalarialeT1' | 'masseSalarialeT2', label: string, help: ReactNode) => (
    <Controller
      control={form.control}
      name={nom}
      render={({ field }) => <NumberField chemin={nom} label={label} value={field.value} onChange={field.onChange} min={0} unit="€" grouping help={help} {...champ(nom)} />}
    />
  );

  return (
    <div className="prev-ecran pile ecart-5" data-pret={pret ? '' : undefined} data-hydrated={hydrated ? '' : undefined}>
      <Timeline steps={projectSteps('spc', idProjet ?? undefined)} current={0} />
      <PageHeader title={PAGES.titreInformationsProjet} subtitle={etat.produit ? undefined : undefined} />
      {lectureSeule && projet ? <LectureSeule projet={projet} /> : null}
      {preRempli ? <Banner tone="info">{ECRAN_PREVOYANCE.preRempli}</Banner> : null}
      {tenteSuivant && Object.keys(erreurs).length ? <Banner tone="danger">{COMMON.champsEnErreur}</Banner> : null}

      <form
        className="prev-formulaire pile ecart-5"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (lectureSeule) navigate(`${CHEMIN_GARANTIES}/${idProjet}`);
          else void suivant(e);
        }}
      >
        <Card title={ECRAN_PREVOYANCE.sectionActivite}>
          <div className="prev-grille prev-grille-activite">
            <div className="prev-champ">
              <p className="kit-label">{ECRAN_PREVOYANCE.conventionCollective}</p>
              <p className="prev-valeur-fixe" data-chemin="ccn">
                {libelleCcn ?? '—'}
              </p>
            </div>
            <div onFocus={demanderNafs}>
              <Controller
                control={form.control}
                name="naf"
                render={({ field }) => <ChampNaf nafs={nafs} value={field.value} onChange={field.onChange} {...champ('naf')} />}
              />
            </div>
          </div>
          {erreurNafs ? <Banner tone="danger">{PREVOYANCE.erreurNaf}</Banner> : null}
        </Card>

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

        <Actions
          back={
            idProjet === null ? (
              <ButtonLink variant="secondary" to={PATHS.offresEligibles}>
                {PAGES.retour}
              </ButtonLink>
            ) : (
              <ButtonLink variant="secondary" to={CHEMIN_PROJETS}>
                {PROJETS.boutons.listeProjets}
              </ButtonLink>
            )
          }
          next={
            <SubmitButton disabledReason={suivantPossible ? null : RAISON_CHAMPS_EN_ERREUR} action="suivant">
              {PAGES.titreGaranties}
            </SubmitButton>
          }
        />
      </form>
    </div>
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

export type { PrevoyanceState };
