import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { EligibiliteEntreprise } from '../../../../src/domain/eligibilite/entreprise';
import { ECRAN_ENTREPRISE, REFERENTIELS } from '../../../../src/domain/messages';
import { indexerCcns } from '../../../../src/domain/referentiels/ccn';
import { ID_CCN_SANS_CONVENTION } from '../../../../src/domain/eligibilite/saisie-entreprise';
import { normaliserSiret } from '../../../../src/domain/siret';
import { ApiError } from '../../../api/client';
import { PATHS } from '../../../routing/paths';
import { entrepriseRenseignee, informationsEntreprise, produitsEligibles, reinitialiserProjet, useHydrated, type CcnChoisie } from '../../../state';
import { enregistrerClient } from '../api';
import {
  champDuFormulaire,
  clientActif as clientSelectionne,
  clientASauvegarder,
  corpsClient,
  entrepriseNonEligible,
  erreursEntreprise,
  etatEntreprise,
  RIEN_A_CONSERVER,
  siretAVerifier,
  VALEURS_VIDES,
  valeursDepuisClient,
  valeursDepuisEtat,
  type ValeursEntreprise,
} from '../formulaire';
import { suggestionsParRaisonSociale, suggestionsParSiret } from '../suggestions';
import type { ClientEntreprise, DonneesInformationsEntreprise } from '../types';
import { useVerificationSiret } from './useVerificationSiret';

/** The SIRET the register last judged, and how. */
interface EligibiliteConnue {
  siret: string;
  eligibilite: EligibiliteEntreprise;
}

/** 9999 when the referential could not be read (the toggle still works). */
const SANS_CONVENTION: CcnChoisie = {
  id: ID_CCN_SANS_CONVENTION,
  idcc: '9999',
  libelle: REFERENTIELS.sansConventionCollective,
  libelle_court: REFERENTIELS.sansConventionCollective,
  dares_valide: false,
  lien_fiche: null,
};

function eligibiliteDuSiret(connue: EligibiliteConnue | null, v: Pick<ValeursEntreprise, 'siretConnu' | 'siret'>): EligibiliteEntreprise | null {
  return connue && v.siretConnu && connue.siret === normaliserSiret(v.siret) ? connue.eligibilite : null;
}

/**
 * The state of 'Informations entreprise' (spec 01 §2, §5 Company): the form held by react-hook-form
 * with the pure rules of formulaire.ts as resolver (ADR 0060), the register's check of the SIRET,
 * the clients suggested while typing, and the submission (save the client, keep the company, go on).
 */
export function useFormulaireEntreprise(donnees: DonneesInformationsEntreprise) {
  const navigate = useNavigate();
  const { ccns, clientsAvecSiret, clientsSansSiret } = donnees;
  const index = useMemo(() => indexerCcns(ccns ?? []), [ccns]);
  const sansConvention = useMemo(() => ccns?.find((c) => c.id === ID_CCN_SANS_CONVENTION) ?? SANS_CONVENTION, [ccns]);
  const tousLesClients = useMemo(() => [...clientsAvecSiret, ...clientsSansSiret], [clientsAvecSiret, clientsSansSiret]);
  const hydrate = useHydrated();

  // The resolver runs outside render: it reads the register's last answer from a ref.
  const eligibiliteConnue = useRef<EligibiliteConnue | null>(null);
  const resolver = useCallback<Resolver<ValeursEntreprise>>(async (values) => {
    const erreurs = erreursEntreprise(values, eligibiliteDuSiret(eligibiliteConnue.current, values));
    const errors: FieldErrors<ValeursEntreprise> = {};
    for (const [champ, message] of Object.entries(erreurs)) errors[champ as keyof typeof erreurs] = { type: 'regle', message };
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  }, []);

  const {
    control,
    handleSubmit,
    reset,
    setValue,
    getValues,
    trigger,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ValeursEntreprise>({ defaultValues: VALEURS_VIDES, resolver, mode: 'onTouched' });
  const valeurs = useWatch({ control }) as ValeursEntreprise;

  const [erreurEnvoi, setErreurEnvoi] = useState<string | null>(null);
  const nomPreRempli = useRef<string | null>(null);

  // 'On load it resets project state'; the company saved earlier in this tab comes back in the form.
  useEffect(() => {
    reinitialiserProjet();
    const etat = informationsEntreprise.get();
    if (!entrepriseRenseignee(etat)) return;
    reset(valeursDepuisEtat(etat));
  }, [reset]);

  const clientActif = clientSelectionne(valeurs);

  const verification = useVerificationSiret(siretAVerifier(valeurs));
  const eligibilite = verification.etat === 'verifie' ? verification.eligibilite : null;

  useEffect(() => {
    if (verification.etat === 'inactif' || verification.etat === 'en-cours') return;
    if (verification.etat === 'verifie') {
      eligibiliteConnue.current = { siret: verification.siret, eligibilite: verification.eligibilite };
      void trigger('siret');
    }
    // Company name from the register, unless the broker typed one; a name the register gave for
    // another SIRET goes with it.
    const nom = verification.etat === 'verifie' ? verification.raisonSociale : null;
    const actuel = getValues('raisonSociale');
    if (actuel.trim() !== '' && actuel !== nomPreRempli.current) return;
    nomPreRempli.current = nom;
    if ((nom ?? '') !== actuel) setValue('raisonSociale', nom ?? '', { shouldValidate: Boolean(nom) });
  }, [verification, trigger, getValues, setValue]);

  const choisirClient = (c: ClientEntreprise) => {
    reset(valeursDepuisClient(c, ccns));
    nomPreRempli.current = null;
    setErreurEnvoi(null);
  };

  const suggestionsSiret = useMemo(
    () => suggestionsParSiret(clientsAvecSiret, valeurs.siret, clientActif?.id ?? null),
    [clientsAvecSiret, valeurs.siret, clientActif?.id],
  );
  const suggestionsNom = useMemo(
    () => suggestionsParRaisonSociale(tousLesClients, valeurs.raisonSociale, clientActif?.id ?? null),
    [tousLesClients, valeurs.raisonSociale, clientActif?.id],
  );

  const nonEligible = entrepriseNonEligible(valeurs, eligibilite);
  const valide = Object.keys(erreursEntreprise(valeurs, eligibilite)).length === 0 && !nonEligible && verification.etat !== 'en-cours';

  const envoyer = handleSubmit(async (v) => {
    setErreurEnvoi(null);
    if (entrepriseNonEligible(v, eligibilite)) return;
    try {
      const client = clientASauvegarder(v, clientsAvecSiret);
      const enregistre = await enregistrerClient(corpsClient(v, client?.conserve ?? RIEN_A_CONSERVER), client?.id ?? null);
      informationsEntreprise.set(etatEntreprise(v, enregistre, v.siretConnu ? eligibilite : null, ccns));
      produitsEligibles.reset();
      navigate(PATHS.offresEligibles);
    } catch (err) {
      const champs = err instanceof ApiError ? err.erreurs.filter((e) => champDuFormulaire(e.champ) !== null) : [];
      for (const e of champs) setError(champDuFormulaire(e.champ)!, { type: 'serveur', message: e.message });
      if (champs.length === 0) setErreurEnvoi(err instanceof ApiError ? err.message : ECRAN_ENTREPRISE.erreurEnregistrementClient);
    }
  });

  return {
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
  };
}
