import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { SOUSCRIPTION } from '../../../../src/domain/messages';
import {
  INDICES_REPETITION,
  natureRegimeDemandee,
  payeurDemande,
  questionsEtudeMedicale,
  decisionEtudeMedicale,
  verifierInformationsComplementaires,
  type InformationsComplementaires,
  type EtudeMedicale,
} from '../../../../src/domain/souscription';
import { activiteObligatoire } from '../../../../src/domain/referentiels/formes-juridiques';
import { masquerSiret, normaliserSiret } from '../../../../src/domain/siret';
import { Autocomplete, Banner, Button, Card, DateField, RadioCards, SelectField, SubmitButton, Switch, TextField, type AutocompleteProps } from '../../../components';
import { api, ApiError, donnees as donneesApi } from '../../../api/client';
// The saved step's answer (the subscription view): its document leaves `contexte` free and reuses the
// body's DTO (idcc optional there), so it stays on apiFetch to the domain's type (ADR 0057).
import { apiFetch } from '../../../session/api-fetch';
import { useEtapeEnregistrable, useSouscription, type EtapeEnregistrable } from '../contexte';

const M = SOUSCRIPTION.informations;
const L = M.libelles;

type Chemin = string;

interface Element {
  id: string;
  libelle: string;
}

const OUI_NON = [
  { value: 'oui', title: L.oui },
  { value: 'non', title: L.non },
] as const;
const ouiNon = (v: boolean | null) => (v === null ? null : v ? 'oui' : 'non');

/** The kit Autocomplete's list props over a short list of {id, libelle} (filtered on the label). */
function useListe(items: readonly Element[], libelle: string): Pick<AutocompleteProps<Element>, 'search' | 'getKey' | 'getText' | 'renderItem' | 'showAllLabel'> {
  const search = useCallback(
    (q: string) => {
      const r = q.trim().toLowerCase();
      return r ? items.filter((i) => i.libelle.toLowerCase().includes(r)) : items;
    },
    [items],
  );
  return { search, getKey: (i) => i.id, getText: (i) => i.libelle, renderItem: (i) => i.libelle, showAllLabel: M.afficherListe(libelle) };
}

/** The item of `items` with this id (a free text when `libre` and none matches). */
function element(items: readonly Element[], id: string | null | undefined, libre = false): Element | null {
  if (!id) return null;
  return items.find((i) => i.id === id) ?? (libre ? { id, libelle: id } : null);
}

/** Fields checked when the screen opens (02 §2): phone, e-mail, postcode. */
const VERIFIES_A_L_OUVERTURE = ['interlocuteur.telephone', 'interlocuteur.email', 'adresse_siege_social.code_postal'];

/**
 * Step 1 'Informations complémentaires' (02 §2, §3, §5): Entreprise adhérente, head office,
 * Interlocuteur, Cotisation (health) or Étude médicale (provident). The same pure check as the
 * server gives the errors and the counter.
 */
export function EtapeInformations() {
  const { donnees, dossier, setDossier, avecEnregistrement, allerA } = useSouscription();
  const [info, setInfo] = useState<InformationsComplementaires>(dossier.informations_complementaires);
  const enregistre = useRef(JSON.stringify(dossier.informations_complementaires));
  // What the frame compares when the tab changes (read at that moment, not at the last render).
  const courante = useRef(info);
  courante.current = info;
  // Checked on opening when they hold a value (an empty field waits for the broker).
  const [touches, setTouches] = useState<Set<Chemin>>(() => {
    const i = dossier.informations_complementaires;
    const valeurs: Record<string, string> = { 'interlocuteur.telephone': i.interlocuteur.telephone, 'interlocuteur.email': i.interlocuteur.email, 'adresse_siege_social.code_postal': i.adresse_siege_social.code_postal };
    return new Set(VERIFIES_A_L_OUVERTURE.filter((c) => valeurs[c]?.trim()));
  });
  const [villes, setVilles] = useState<string[] | null>(donnees.villes);
  const [erreurVilles, setErreurVilles] = useState(false);
  const [alerteSiret, setAlerteSiret] = useState(false);
  const [erreurServeur, setErreurServeur] = useState<string | null>(null);
  const [erreursServeur, setErreursServeur] = useState<Record<string, string>>({});
  const [nafs, setNafs] = useState<{ code: string; description: string }[]>(
    info.entreprise_adherente.naf ? [{ code: info.entreprise_adherente.naf, description: donnees.nafLibelle ?? '' }] : [],
  );
  const lecture = dossier.lecture_seule;
  const fige = (c: Chemin) => lecture || dossier.champs_figes.includes(c);
  const ctx = dossier.contexte;
  const sante = ctx.code_produit === 'SSC';

  const { erreurs } = useMemo(
    () => verifierInformationsComplementaires(info, ctx, { formes: donnees.formes, villes }, donnees.today),
    [info, ctx, donnees.formes, villes, donnees.today],
  );
  const erreurDe = (c: Chemin) => (touches.has(c) ? (erreursServeur[c] ?? erreurs.find((e) => e.champ === c)?.message) : undefined);
  /** A field's common props: its path (test hook and name), disabled when read-only or frozen, its message once touched. */
  const champ = (c: Chemin) => ({ chemin: c, name: c, isDisabled: fige(c), error: erreurDe(c) });
  const toucher = (c: Chemin) => setTouches((t) => (t.has(c) ? t : new Set(t).add(c)));
  const valide = erreurs.length === 0;

  const maj = (chemin: Chemin, f: (i: InformationsComplementaires) => InformationsComplementaires) => {
    setInfo(f);
    toucher(chemin);
    setErreursServeur((e) => {
      if (!(chemin in e)) return e;
      const { [chemin]: _retire, ...reste } = e;
      return reste;
    });
  };
  const ea = <K extends keyof InformationsComplementaires['entreprise_adherente']>(k: K, v: InformationsComplementaires['entreprise_adherente'][K]) =>
    maj(`entreprise_adherente.${k}`, (i) => ({ ...i, entreprise_adherente: { ...i.entreprise_adherente, [k]: v } }));
  const ad = <K extends keyof InformationsComplementaires['adresse_siege_social']>(k: K, v: InformationsComplementaires['adresse_siege_social'][K]) =>
    maj(`adresse_siege_social.${k}`, (i) => ({ ...i, adresse_siege_social: { ...i.adresse_siege_social, [k]: v } }));
  const it = <K extends keyof InformationsComplementaires['interlocuteur']>(k: K, v: InformationsComplementaires['interlocuteur'][K]) =>
    maj(`interlocuteur.${k}`, (i) => ({ ...i, interlocuteur: { ...i.interlocuteur, [k]: v } }));
  const em = (k: keyof EtudeMedicale, v: boolean) =>
    maj(`etude_medicale.${k}`, (i) => ({ ...i, etude_medicale: { ...(i.etude_medicale as EtudeMedicale), [k]: v } }));

  // The town list follows the postcode (02 §2); a failure says so.
  const cp = info.adresse_siege_social.code_postal;
  const premierCp = useRef(cp);
  useEffect(() => {
    if (cp === premierCp.current) return;
    premierCp.current = cp;
    if (!/^\d{5}$/.test(cp)) return setVilles([]);
    let actif = true;
    setVilles(null);
    donneesApi(api.GET('/api/communes', { params: { query: { code_postal: cp } } }))
      .then((c) => {
        if (!actif) return;
        setErreurVilles(false);
        setVilles(c.map((x) => x.nom));
        if (c.length === 1) setInfo((i) => ({ ...i, adresse_siege_social: { ...i.adresse_siege_social, ville: c[0].nom } }));
      })
      .catch(() => actif && (setErreurVilles(true), setVilles([])));
    return () => {
      actif = false;
    };
  }, [cp]);

  // The NAF list comes after the page (it is long); the current code is shown meanwhile.
  const [erreurNafs, setErreurNafs] = useState(false);
  const chargerNafs = () => {
    if (nafs.length > 1) return;
    donneesApi(api.GET('/api/nafs')).then(setNafs, () => setErreurNafs(true));
  };

  const enregistrer = async (): Promise<boolean> => {
    setErreurServeur(null);
    try {
      const vue = await avecEnregistrement(() => apiFetch<typeof dossier>(`/projets/${donnees.idProjet}/souscription/informations-complementaires`, { method: 'POST', body: info }));
      enregistre.current = JSON.stringify(vue.informations_complementaires);
      courante.current = vue.informations_complementaires;
      setInfo(vue.informations_complementaires);
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

  const etape: EtapeEnregistrable = useMemo(
    () => ({ modifiee: () => JSON.stringify(courante.current) !== enregistre.current, valide: () => valide, enregistrer }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [info, valide],
  );
  useEtapeEnregistrable(etape);

  const forme = donnees.formes.find((f) => f.code === info.entreprise_adherente.forme_juridique);
  const activiteDemandee = !forme || activiteObligatoire(forme);
  const etude = info.etude_medicale;
  const questions = etude ? questionsEtudeMedicale(etude, ctx.type_masse_salariale) : [];
  const decision = etude ? decisionEtudeMedicale(etude) : null;
  const modes = dossier.modes_cotisation;

  const verifierSiret = () => {
    toucher('entreprise_adherente.siret');
    const siret = normaliserSiret(info.entreprise_adherente.siret);
    if (!/^\d{14}$/.test(siret) || erreurs.some((e) => e.champ === 'entreprise_adherente.siret')) return setAlerteSiret(false);
    donneesApi(api.POST('/api/eligibilite/determiner-eligibilite-entreprise', { body: { siret } })).then(
      () => setAlerteSiret(false),
      (e: unknown) => setAlerteSiret(!(e instanceof ApiError) || e.status >= 500),
    );
  };

  const listeFormes = useMemo(() => donnees.formes.map((f) => ({ id: f.code, libelle: f.libelle })), [donnees.formes]);
  const listeActivites = useMemo(() => (forme?.activites ?? []).map((a) => ({ id: a.code, libelle: a.libelle })), [forme]);
  const listeNafs = useMemo(() => nafs.map((n) => ({ id: n.code, libelle: `${n.code} - ${n.description}` })), [nafs]);
  const listeIndices = useMemo(() => INDICES_REPETITION.map((i) => ({ value: i.code, label: i.libelle })), []);
  const listeVilles = useMemo(() => (villes ?? []).map((v) => ({ value: v, label: v })), [villes]);
  const listeFonctions = useMemo(() => donnees.fonctions.map((f) => ({ id: f, libelle: f })), [donnees.fonctions]);
  const formes = useListe(listeFormes, L.formeJuridique);
  const activites = useListe(listeActivites, L.activite);
  const nafsListe = useListe(listeNafs, L.naf);
  const fonctions = useListe(listeFonctions, L.fonction);
  const fonctionLibre = useCallback((t: string) => ({ id: t, libelle: t }), []);

  return (
    <div className="sous-etape" data-etape="informations-complementaires">
      <p className="sous-etape-compteur">{SOUSCRIPTION.etape(1)}</p>
      <Banner tone="info" title={M.info} />
      {erreurServeur ? <Banner tone="danger" title={erreurServeur} /> : null}

      <Card title={M.sections.entreprise}>
        <div className="sous-grille">
          <RadioCards
            {...champ('entreprise_adherente.nature_contrat')}
            label={L.natureContrat}
            isRequired
            value={info.entreprise_adherente.nature_contrat}
            options={(['NOUVEAU', 'MODIFICATION'] as const).map((code) => ({ value: code, title: M.naturesContrat[code] }))}
            onChange={(v) =>
              maj('entreprise_adherente.nature_contrat', (i) => ({
                ...i,
                // Leaving NOUVEAU clears the regime (02 §3).
                entreprise_adherente: { ...i.entreprise_adherente, nature_contrat: v, nature_regime: v === 'NOUVEAU' ? i.entreprise_adherente.nature_regime : null },
              }))
            }
          />
          {natureRegimeDemandee(ctx.code_produit, info.entreprise_adherente.nature_contrat) ? (
            <RadioCards
              {...champ('entreprise_adherente.nature_regime')}
              label={L.natureRegime}
              isRequired
              value={info.entreprise_adherente.nature_regime}
              options={(['CREATION_REGIME', 'REPRISE_REGIME'] as const).map((code) => ({ value: code, title: M.naturesRegime[code] }))}
              onChange={(v) => ea('nature_regime', v)}
            />
          ) : null}
          <TextField {...champ('entreprise_adherente.raison_sociale')} label={L.raisonSociale} isRequired value={info.entreprise_adherente.raison_sociale} onChange={(v) => ea('raison_sociale', v)} />
          <div className="sous-champ-siret">
            <TextField
              {...champ('entreprise_adherente.siret')}
              label={L.siret}
              isRequired
              inputMode="numeric"
              value={masquerSiret(info.entreprise_adherente.siret)}
              onChange={(v) => {
                setInfo((i) => ({ ...i, entreprise_adherente: { ...i.entreprise_adherente, siret: normaliserSiret(masquerSiret(v)) } }));
              }}
              onBlur={verifierSiret}
            />
            {alerteSiret ? <Banner tone="warning" title={M.verificationSiretIndisponible} /> : null}
          </div>
          <Autocomplete<Element>
            {...formes}
            {...champ('entreprise_adherente.forme_juridique')}
            label={L.formeJuridique}
            isRequired
            value={element(listeFormes, info.entreprise_adherente.forme_juridique)}
            emptyText={M.aucuneFormeJuridiqueTrouvee}
            onChange={(f) => {
              const code = f?.id ?? null;
              // Changing the legal form clears the activity (02 §2).
              maj('entreprise_adherente.forme_juridique', (i) => ({ ...i, entreprise_adherente: { ...i.entreprise_adherente, forme_juridique: code, activite: code === i.entreprise_adherente.forme_juridique ? i.entreprise_adherente.activite : null } }));
            }}
          />
          {activiteDemandee ? (
            <Autocomplete<Element>
              {...activites}
              {...champ('entreprise_adherente.activite')}
              label={L.activite}
              isRequired
              isDisabled={lecture || !forme}
              value={element(listeActivites, info.entreprise_adherente.activite)}
              emptyText={M.aucuneFormeJuridiqueTrouvee}
              onChange={(a) => ea('activite', a?.id ?? null)}
            />
          ) : null}
          <TextField chemin="entreprise_adherente.idcc" label={L.ccn} isDisabled value={info.entreprise_adherente.idcc ?? '—'} onChange={() => undefined} />
          <div onFocus={chargerNafs}>
            <Autocomplete<Element>
              {...nafsListe}
              {...champ('entreprise_adherente.naf')}
              label={L.naf}
              isRequired
              error={erreurDe('entreprise_adherente.naf') ?? (erreurNafs ? SOUSCRIPTION.erreurObtentionNafs : undefined)}
              value={element(listeNafs, info.entreprise_adherente.naf)}
              emptyText={M.aucunNafTrouve}
              onChange={(n) => ea('naf', n?.id ?? null)}
            />
          </div>
          <DateField
            chemin="entreprise_adherente.date_creation_administrative"
            name="entreprise_adherente.date_creation_administrative"
            label={L.dateCreation}
            isRequired
            isDisabled={lecture}
            min="1800-01-01"
            max={donnees.today}
            erreur={erreurDe('entreprise_adherente.date_creation_administrative')}
            value={info.entreprise_adherente.date_creation_administrative}
            onChange={(v) => ea('date_creation_administrative', v)}
          />
        </div>
        <h3 className="sous-sous-titre">{M.sections.adresse}</h3>
        <div className="sous-grille">
          <TextField {...champ('adresse_siege_social.numero')} label={L.numero} value={info.adresse_siege_social.numero ?? ''} onChange={(v) => ad('numero', v || null)} />
          <SelectField
            {...champ('adresse_siege_social.indice_repetition')}
            label={L.indiceRepetition}
            options={listeIndices}
            value={info.adresse_siege_social.indice_repetition}
            onChange={(i) => ad('indice_repetition', i)}
          />
          <TextField {...champ('adresse_siege_social.voie')} label={L.voie} isRequired value={info.adresse_siege_social.voie} onChange={(v) => ad('voie', v)} />
          <TextField
            {...champ('adresse_siege_social.code_postal')}
            label={L.codePostal}
            isRequired
            inputMode="numeric"
            value={info.adresse_siege_social.code_postal}
            onChange={(v) => maj('adresse_siege_social.code_postal', (i) => ({ ...i, adresse_siege_social: { ...i.adresse_siege_social, code_postal: v.replace(/\D/g, '').slice(0, 5), ville: '' } }))}
          />
          <SelectField
            {...champ('adresse_siege_social.ville')}
            label={L.ville}
            isRequired
            isDisabled={lecture || !villes?.length || Boolean(erreurs.find((e) => e.champ === 'adresse_siege_social.code_postal'))}
            error={erreurDe('adresse_siege_social.ville') ?? (erreurVilles ? SOUSCRIPTION.erreurRecuperationVilles : undefined)}
            options={listeVilles}
            value={info.adresse_siege_social.ville}
            onChange={(v) => ad('ville', v ?? '')}
          />
        </div>
      </Card>

      <Card title={M.sections.interlocuteur}>
        <div className="sous-grille">
          <RadioCards
            {...champ('interlocuteur.civilite')}
            label={L.civilite}
            isRequired
            value={info.interlocuteur.civilite}
            options={(['monsieur', 'madame'] as const).map((code) => ({ value: code, title: M.civilites[code] }))}
            onChange={(v) => it('civilite', v)}
          />
          <TextField {...champ('interlocuteur.nom')} label={L.nom} isRequired value={info.interlocuteur.nom} onChange={(v) => it('nom', v)} />
          <TextField {...champ('interlocuteur.prenom')} label={L.prenom} isRequired value={info.interlocuteur.prenom} onChange={(v) => it('prenom', v)} />
          <Autocomplete<Element>
            {...fonctions}
            {...champ('interlocuteur.fonction')}
            label={L.fonction}
            isRequired
            value={element(listeFonctions, info.interlocuteur.fonction, true)}
            emptyText={M.aucuneFonctionTrouvee}
            onChange={(f) => it('fonction', f?.id ?? null)}
            freeText={fonctionLibre}
          />
          <TextField {...champ('interlocuteur.telephone')} label={L.telephone} isRequired inputMode="tel" value={info.interlocuteur.telephone} onChange={(v) => it('telephone', v)} />
          <TextField {...champ('interlocuteur.email')} label={L.email} isRequired inputMode="email" value={info.interlocuteur.email} onChange={(v) => it('email', v)} />
          <Switch
            chemin="interlocuteur.documentation_contractuelle_email"
            isSelected={info.interlocuteur.documentation_contractuelle_email}
            onChange={(v) => it('documentation_contractuelle_email', v)}
            isDisabled={lecture}
            help={!info.interlocuteur.documentation_contractuelle_email ? L.documentationPapier : undefined}
          >
            {L.documentationEmail}
          </Switch>
        </div>
      </Card>

      {sante ? (
        <Card title={M.sections.cotisation}>
          <div className="sous-grille">
            <RadioCards
              {...champ('cotisation.mode_cotisation')}
              label={L.modeCotisation}
              isRequired
              value={info.cotisation?.mode_cotisation ?? null}
              options={modes.map((m) => ({ value: m.code, title: m.libelle }))}
              // Changing the mode resets the payer (02 §4).
              onChange={(v) => maj('cotisation.mode_cotisation', (i) => ({ ...i, cotisation: { mode_cotisation: v, payeur: null } }))}
            />
            {payeurDemande(info.cotisation?.mode_cotisation) ? (
              <RadioCards
                {...champ('cotisation.payeur')}
                label={L.payeur}
                isRequired
                value={info.cotisation?.payeur ?? null}
                options={(['ENTREPRISE_ADHERENTE', 'SALARIES'] as const).map((code) => ({ value: code, title: M.payeurs[code] }))}
                onChange={(v) => maj('cotisation.payeur', (i) => ({ ...i, cotisation: { mode_cotisation: i.cotisation?.mode_cotisation ?? null, payeur: v } }))}
              />
            ) : null}
          </div>
        </Card>
      ) : etude ? (
        <Card title={M.sections.etudeMedicale}>
          <div className="sous-grille">
            {questions.map((q) => (
              <RadioCards
                key={q}
                chemin={`etude_medicale.${q}`}
                label={M.etudeMedicale[q]}
                isRequired
                isDisabled={lecture}
                error={erreurDe(`etude_medicale.${q}`)}
                value={ouiNon(etude[q])}
                options={OUI_NON}
                onChange={(v) => em(q, v === 'oui')}
              />
            ))}
          </div>
          {decision ? <Banner tone="info" title={M.etudeMedicale.regimes[decision.regime]} /> : null}
        </Card>
      ) : null}

      <div className="sous-actions">
        <Button variant="secondary" onClick={() => window.location.assign(`/${ctx.code_produit.toLowerCase()}/projets?raison_sociale=${encodeURIComponent(donnees.raisonSociale)}`)}>
          {SOUSCRIPTION.listeDesProjets}
        </Button>
        {!lecture ? (
          <SubmitButton type="button" action="enregistrer-informations" disabledReason={valide ? null : SOUSCRIPTION.formulaireInvalide} onPress={() => void enregistrer().then((ok) => ok && allerA('participants'))}>
            {SOUSCRIPTION.enregistrerEtContinuer}
          </SubmitButton>
        ) : null}
      </div>
    </div>
  );
}
