import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { get, useForm, useWatch } from 'react-hook-form';
import { SOUSCRIPTION } from '../../../../src/domain/messages';
import { compteurInformations, type InformationsComplementaires } from '../../../../src/domain/souscription';
import { normaliserSiret } from '../../../../src/domain/siret';
import { ApiError } from '../../../api/client';
import { enregistrerInformations, verifierSiret as verifierSiretAuRegistre } from '../api';
import { cleBrouillon, garderBrouillon, lireBrouillon, stockageSession } from '../brouillon';
import { useEtapeEnregistrable, useProgressionEnCours, useSouscription, type EtapeEnregistrable } from '../contexte';
import { resolverInformations, touchesALOuverture, verificationInformations, type ContexteInformations } from '../informations';
import { useVillesDuCodePostal } from './useListes';

type Info = InformationsComplementaires;
type Section<K extends keyof Info> = NonNullable<Info[K]>;

/**
 * Step 1's form (02 §2, §3, §5) held by react-hook-form, validated by the shared pure rule (the
 * server's own check, `resolverInformations`). A field's message shows once the field was changed
 * (or, for the phone, e-mail and postcode, when the screen opens with a value); a refusal of the
 * server shows on its field until that field changes. The frame asks it whether it changed, is
 * valid, and to save before a tab change.
 */
export function useInformationsComplementaires() {
  const { donnees, dossier, setDossier, avecEnregistrement } = useSouscription();
  const initiales = dossier.informations_complementaires;
  const ctx = dossier.contexte;
  const [villes, setVilles] = useState<string[] | null>(donnees.villes);
  const [touches, setTouches] = useState<Set<string>>(() => touchesALOuverture(initiales));
  const [erreursServeur, setErreursServeur] = useState<Record<string, string>>({});
  const [erreurServeur, setErreurServeur] = useState<string | null>(null);
  const [alerteSiret, setAlerteSiret] = useState(false);
  const enregistre = useRef(JSON.stringify(initiales));

  const contexte: ContexteInformations = { ctx, formes: donnees.formes, villes, today: donnees.today, erreursServeur };
  const { control, getValues, setValue, reset, trigger, formState } = useForm<Info, ContexteInformations>({ defaultValues: initiales, resolver: resolverInformations, context: contexte });
  const info = useWatch({ control }) as Info;

  // The messages follow the values, the town list and the server's refusals (validated after the render, with its context).
  useEffect(() => {
    void trigger();
  }, [info, villes, erreursServeur, trigger]);

  const verification = useMemo(() => verificationInformations(info, contexte), [info, ctx, donnees.formes, villes, donnees.today]); // eslint-disable-line react-hooks/exhaustive-deps
  const erreurs = verification.erreurs;
  const valide = erreurs.length === 0;
  // The tab's percent follows the form as it is filled (issue 27), not only the last save.
  // A step never saved stays short of 100 % however full its prefill (the broker confirms it by saving).
  useProgressionEnCours('informations-complementaires', compteurInformations(verification.compteur, dossier.informations_enregistrees));

  // Unsaved input survives a reload (02 §9: session storage): restored once hydrated, kept while it differs from the saved values.
  const cle = cleBrouillon('informations', donnees.idProjet);
  const premierPassage = useRef(true);
  useEffect(() => {
    if (dossier.lecture_seule) return;
    const brouillon = lireBrouillon<Info>(stockageSession(), cle, enregistre.current);
    if (!brouillon) return;
    for (const k of Object.keys(brouillon) as (keyof Info)[]) if (k in initiales) setValue(k, brouillon[k], { shouldDirty: true });
    setTouches((t) => new Set([...t, ...touchesALOuverture(brouillon)]));
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    // The first pass shows the server's values: the draft, if any, is being restored.
    if (premierPassage.current) return void (premierPassage.current = false);
    if (dossier.lecture_seule) return;
    const texte = JSON.stringify(info);
    garderBrouillon(stockageSession(), cle, enregistre.current, info, texte === enregistre.current);
  }, [info, cle, dossier.lecture_seule]);
  const erreurDe = (c: string): string | undefined => (touches.has(c) ? (get(formState.errors, c) as { message?: string } | undefined)?.message : undefined);
  const toucher = (c: string) => setTouches((t) => (t.has(c) ? t : new Set(t).add(c)));

  /** A change made by the broker on `chemin` (and what it clears beside it): the field is touched, its server refusal gone. */
  const maj = (chemin: string, f: (i: Info) => Info) => {
    const avant = getValues();
    const apres = f(avant);
    for (const k of Object.keys(apres) as (keyof Info)[]) if (apres[k] !== avant[k]) setValue(k, apres[k], { shouldDirty: true });
    toucher(chemin);
    setErreursServeur((e) => {
      if (!(chemin in e)) return e;
      const { [chemin]: _retire, ...reste } = e;
      return reste;
    });
  };
  const section =
    <K extends 'entreprise_adherente' | 'adresse_siege_social' | 'interlocuteur' | 'etude_medicale'>(k: K) =>
    <C extends keyof Section<K>>(c: C, v: Section<K>[C]) =>
      maj(`${k}.${String(c)}`, (i) => ({ ...i, [k]: { ...(i[k] as Section<K>), [c]: v } }));

  const villeUnique = useCallback((nom: string) => setValue('adresse_siege_social.ville', nom, { shouldDirty: true }), [setValue]);
  const erreurVilles = useVillesDuCodePostal(info.adresse_siege_social.code_postal, setVilles, villeUnique);

  /** The SIRET as typed (its message waits for the field's exit). */
  const saisirSiret = (siret: string) => setValue('entreprise_adherente.siret', siret, { shouldDirty: true });
  /** On leaving the SIRET: its message, and the register's check (a warning when it cannot answer). */
  const verifierSiret = () => {
    toucher('entreprise_adherente.siret');
    const siret = normaliserSiret(getValues('entreprise_adherente.siret'));
    if (!/^\d{14}$/.test(siret) || erreurs.some((e) => e.champ === 'entreprise_adherente.siret')) return setAlerteSiret(false);
    verifierSiretAuRegistre(siret).then(
      () => setAlerteSiret(false),
      (e: unknown) => setAlerteSiret(!(e instanceof ApiError) || e.status >= 500),
    );
  };

  const enregistrer = async (): Promise<boolean> => {
    setErreurServeur(null);
    try {
      const vue = await avecEnregistrement(() => enregistrerInformations(donnees.idProjet, getValues()));
      enregistre.current = JSON.stringify(vue.informations_complementaires);
      reset(vue.informations_complementaires);
      setDossier(vue);
      return true;
    } catch (e) {
      setErreurServeur(SOUSCRIPTION.erreurEnregistrement);
      if (e instanceof ApiError && e.erreurs.length) {
        setErreursServeur(Object.fromEntries(e.erreurs.map((x) => [x.champ, x.message])));
        setTouches((t) => new Set([...t, ...e.erreurs.map((x) => x.champ)]));
      }
      return false;
    }
  };

  // What the frame compares when the tab changes (read at that moment, not at the last render).
  const etape: EtapeEnregistrable = useMemo(
    // A valid prefill never saved counts as a change: a tab change saves it (issue 27).
    () => ({ modifiee: () => JSON.stringify(getValues()) !== enregistre.current || (!dossier.informations_enregistrees && valide), valide: () => valide, enregistrer }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [info, valide, dossier.informations_enregistrees],
  );
  useEtapeEnregistrable(etape);

  const lecture = dossier.lecture_seule;
  const fige = (c: string) => lecture || dossier.champs_figes.includes(c);
  /** A field's common props: its path (test hook and name), disabled when read-only or frozen, its message once touched. */
  const champ = (c: string) => ({ chemin: c, name: c, isDisabled: fige(c), error: erreurDe(c) });

  return {
    info,
    lecture,
    champ,
    erreurDe,
    erreurs,
    valide,
    maj,
    ea: section('entreprise_adherente'),
    ad: section('adresse_siege_social'),
    it: section('interlocuteur'),
    em: section('etude_medicale'),
    saisirSiret,
    verifierSiret,
    alerteSiret,
    villes,
    erreurVilles,
    enregistrer,
    erreurServeur,
  };
}

export type FormulaireInformations = ReturnType<typeof useInformationsComplementaires>;
