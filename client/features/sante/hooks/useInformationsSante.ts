import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { resolveurDe } from '../../../components';
import { useNavigate } from 'react-router';
import { LIBELLES_COLLEGE } from '../../../../src/domain/offres/catalogue';
import { common, informationsEntreprise, produitsEligibles, useSessionModule } from '../../../state';
import { sante } from '../../../state/sante';
import { dernierProjet } from '../api';
import { entrepriseCourante } from '../entreprise';
import {
  codePostalVerifie,
  collegesDepuisAcces,
  erreursInformations,
  garantiesAutorisees,
  regimeApresDepartement,
  requeteColleges,
  valeursDepuisEtat,
  type ContexteInformations,
  type ReponsesInitialesInformations,
  type ValeursInformations,
} from '../informations';
import { appliquerDernierProjet, CHEMINS_SANTE, doitPrefiller, lectureSeule } from '../projet';
import { useColleges } from './useColleges';
import { useDupliquer } from './useDupliquer';
import { useEtatDuServeur, useEtatSante } from './useEtatSante';
import { useVerificationCodePostal } from './useVerificationCodePostal';
import type { UtilisateurPage } from '../types';

/** react-hook-form validation through the pure rules (same messages as the API). */
const resolver = resolveurDe<ValeursInformations, ContexteInformations>(erreursInformations);

export interface FormulaireInformationsProps {
  today: string;
  utilisateur: UtilisateurPage;
  /** The projet id of the route (undefined for a new projet or a duplicate). */
  idProjet: number | undefined;
  sansPrefill: boolean;
  /** The server's colleges and postcode check for a saved projet (none for a new one). */
  reponsesInitiales?: ReponsesInitialesInformations | null;
}

/**
 * The state of the health 'Informations projet' (01 §2): the form held by react-hook-form with the
 * pure rules as resolver (ADR 0060), kept in the session state; the postcode check and the regime it
 * proposes; the offer's colleges; the prefill from the last projet of the chosen college; 'Garanties'.
 */
export function useInformationsSante({ today, utilisateur, idProjet, sansPrefill, reponsesInitiales }: FormulaireInformationsProps) {
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
  const { formState } = form;
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

  return { form, etat, etatCommon, lecture, dupliquer, duplication, verification, erreur, regimeChoisi, colleges, vues, prefill, bloque, versGaranties, autorise };
}
