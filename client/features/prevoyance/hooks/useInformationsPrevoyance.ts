import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { formaterIdcc } from '../../../../src/domain/referentiels/ccn';
import { fenetreDateEffet } from '../../../../src/domain/projets/informations-tarifantes';
import { demographieRequise } from '../../../../src/domain/pricing/prevoyance/regles/informations';
import { PATHS } from '../../../routing/paths';
import { common, entrepriseRenseignee, informationsEntreprise, produitsEligibles, useHydrated, useSessionModule } from '../../../state';
import { INFORMATIONS_PREVOYANCE_VIDES, prevoyance, PREVOYANCE_VIDE, type InformationsProjetPrevoyance } from '../../../state/prevoyance';
import { lireDernierProjet } from '../api';
import { CHEMIN_GARANTIES, CHEMIN_PROJETS } from '../chemins';
import { etatAffichePrevoyance, etatInitialPrevoyance, sessionTientLeProjet } from '../ecran-initial';
import {
  appliquerSeuilDemographique,
  CHAMPS_INFORMATIONS,
  collegeParDefaut,
  erreursInformations,
  informationsPreRemplies,
  plafondsMasse,
  type ChampInformations,
} from '../informations';
import { AUCUNE_REPONSE_INITIALE, requeteCollegesPrevoyance, type ReponsesInitialesInformationsPrevoyance } from '../listes-informations';
import { cleGaranties, estProjetLectureSeule, etatDepuisProjet, minimaDuProjet, preparerGaranties, repriseDuDernierProjet } from '../projet';
import type { ProjetPrevoyanceDetail } from '../../../../src/domain/projets/contrat';
import type { UtilisateurRef } from '../types';
import { useCollegesPrevoyance, useNafs } from './useListesInformations';

export interface EcranInformationsProps {
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
 * The state of the provident 'Informations projet' (spec 01 §2, §4, §5): the form held by
 * react-hook-form with the domain's rules as resolver (ADR 0060), its start (a saved projet
 * validated at once, a new one guarded and prefilled from the last projet of its college), the
 * reference lists, the session state kept in step, and 'Garanties' (validate, prepare, go).
 */
export function useInformationsPrevoyance({ today, utilisateur, projet, sansPreRemplissage, collegeDemande, reponsesInitiales = AUCUNE_REPONSE_INITIALE }: EcranInformationsProps) {
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

  const soumettre = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (lectureSeule) navigate(`${CHEMIN_GARANTIES}/${idProjet}`);
    else void suivant(e);
  };

  return {
    projet,
    hydrated,
    form,
    valeurs,
    erreurs,
    etat,
    pret,
    lectureSeule,
    idProjet,
    preRempli,
    tenteSuivant,
    nafs,
    erreurNafs,
    demanderNafs,
    colleges,
    erreurColleges,
    fenetre,
    masses,
    demographie,
    sectionsExigees,
    aucunCollegeTarifable,
    libelleCcn,
    desactive,
    suivantPossible,
    soumettre,
  };
}

export type EtatInformationsPrevoyance = ReturnType<typeof useInformationsPrevoyance>;

/** The props every field of the screen shares: its message, disabled state, and a check when left. */
export function proprietesChamp(ctx: EtatInformationsPrevoyance, nom: ChampInformations) {
  return {
    erreur: ctx.erreurs[nom],
    error: ctx.erreurs[nom],
    isDisabled: ctx.desactive,
    onBlur: () => void ctx.form.trigger(nom),
  };
}
