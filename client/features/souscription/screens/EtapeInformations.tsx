import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ComboBox, FieldError, Input, Label, ListBox, ListBoxItem, Popover, Radio, RadioGroup, Switch, TextField, Button as AriaButton, type Key } from 'react-aria-components';
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
import { Banner, Button, Card } from '../../../components';
import { ApiError, apiFetch } from '../../../session/api-fetch';
import { useEtapeEnregistrable, useSouscription, type EtapeEnregistrable } from '../contexte';

const M = SOUSCRIPTION.informations;
const L = M.libelles;

type Chemin = string;

interface ChampProps {
  chemin: Chemin;
  label: string;
  erreur?: string;
  desactive?: boolean;
}

function Texte({ chemin, label, erreur, desactive, value, onChange, onBlur, type = 'text', inputMode, description }: ChampProps & { value: string; onChange: (v: string) => void; onBlur?: () => void; type?: string; inputMode?: 'numeric' | 'tel' | 'email' | 'text'; description?: ReactNode }) {
  return (
    <TextField className="sous-champ" data-chemin={chemin} value={value} onChange={onChange} onBlur={onBlur} isDisabled={desactive} isInvalid={Boolean(erreur)} validationBehavior="aria" type={type}>
      <Label className="sous-label">{label}</Label>
      <Input className="sous-input" inputMode={inputMode} name={chemin} />
      {description}
      <FieldError className="sous-erreur">{erreur}</FieldError>
    </TextField>
  );
}

function Choix<T extends string>({ chemin, label, erreur, desactive, value, options, onChange }: ChampProps & { value: T | null; options: { code: T; libelle: string }[]; onChange: (v: T) => void }) {
  return (
    <RadioGroup className="sous-champ sous-radios" data-chemin={chemin} value={value ?? null} onChange={(v) => onChange(v as T)} isDisabled={desactive} isInvalid={Boolean(erreur)} validationBehavior="aria" orientation="horizontal">
      <Label className="sous-label">{label}</Label>
      <div className="sous-radios-options">
        {options.map((o) => (
          <Radio key={o.code} value={o.code} className="sous-radio">
            {o.libelle}
          </Radio>
        ))}
      </div>
      <FieldError className="sous-erreur">{erreur}</FieldError>
    </RadioGroup>
  );
}

const OUI_NON = [
  { code: 'oui', libelle: L.oui },
  { code: 'non', libelle: L.non },
];

function OuiNon({ value, onChange, ...p }: ChampProps & { value: boolean | null; onChange: (v: boolean) => void }) {
  return <Choix {...p} value={value === null ? null : value ? 'oui' : 'non'} options={OUI_NON} onChange={(v) => onChange(v === 'oui')} />;
}

/** An autocomplete over a short list; `libre` keeps typed text that matches no item (job titles). */
function Liste({ chemin, label, erreur, desactive, value, items, vide, onChange, libre = false }: ChampProps & { value: string | null; items: { id: string; libelle: string }[]; vide: string; onChange: (id: string | null) => void; libre?: boolean }) {
  const libelle = (id: string | null) => items.find((i) => i.id === id)?.libelle ?? (libre ? (id ?? '') : '');
  const [saisie, setSaisie] = useState(libelle(value));
  const [precedente, setPrecedente] = useState(value);
  if (precedente !== value) {
    setPrecedente(value);
    setSaisie(libelle(value));
  }
  const recherche = saisie === libelle(value) ? '' : saisie.trim().toLowerCase();
  const filtres = recherche ? items.filter((i) => i.libelle.toLowerCase().includes(recherche)) : items;
  // react-aria builds the whole collection on every render, on the server too: until the field is
  // first focused or opened it holds only the chosen item (the kit's Autocomplete does the same).
  const [actif, setActif] = useState(false);
  const choisi = items.find((i) => i.id === value);
  return (
    <ComboBox
      className="sous-champ"
      data-chemin={chemin}
      items={actif ? filtres : choisi ? [choisi] : []}
      onFocus={() => setActif(true)}
      onOpenChange={(ouvert) => ouvert && setActif(true)}
      inputValue={saisie}
      onInputChange={(t) => {
        setSaisie(t);
        if (libre) onChange(t.trim() === '' ? null : t);
        else if (t === '' && value) onChange(null);
      }}
      selectedKey={items.some((i) => i.id === value) ? value : null}
      onSelectionChange={(k: Key | null) => {
        if (k === null) return;
        const item = items.find((i) => i.id === k);
        if (item) {
          setSaisie(item.libelle);
          onChange(item.id);
        }
      }}
      allowsCustomValue={libre}
      allowsEmptyCollection
      menuTrigger="focus"
      isDisabled={desactive}
      isInvalid={Boolean(erreur)}
      validationBehavior="aria"
    >
      <Label className="sous-label">{label}</Label>
      <div className="sous-controle-bouton">
        <Input className="sous-input" name={chemin} />
        <AriaButton className="sous-chevron" aria-label={label}>
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M7 10l5 5 5-5z" fill="currentColor" />
          </svg>
        </AriaButton>
      </div>
      <FieldError className="sous-erreur">{erreur}</FieldError>
      <Popover className="sous-popover" placement="bottom start" offset={4}>
        <ListBox<{ id: string; libelle: string }> className="sous-liste" renderEmptyState={() => <p className="sous-liste-vide">{vide}</p>}>
          {(i) => (
            <ListBoxItem id={i.id} className="sous-option" textValue={i.libelle}>
              {i.libelle}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
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
    apiFetch<{ nom: string }[]>('/communes', { query: { code_postal: cp } })
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
    apiFetch<{ code: string; description: string }[]>('/nafs').then(setNafs, () => setErreurNafs(true));
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
    apiFetch('/eligibilite/determiner-eligibilite-entreprise', { method: 'POST', body: { siret } }).then(
      () => setAlerteSiret(false),
      (e: unknown) => setAlerteSiret(!(e instanceof ApiError) || e.status >= 500),
    );
  };

  return (
    <div className="sous-etape" data-etape="informations-complementaires">
      <p className="sous-etape-compteur">{SOUSCRIPTION.etape(1)}</p>
      <Banner tone="info" title={M.info} />
      {erreurServeur ? <Banner tone="danger" title={erreurServeur} /> : null}

      <Card title={M.sections.entreprise}>
        <div className="sous-grille">
          <Choix
            chemin="entreprise_adherente.nature_contrat"
            label={L.natureContrat}
            desactive={lecture}
            erreur={erreurDe('entreprise_adherente.nature_contrat')}
            value={info.entreprise_adherente.nature_contrat}
            options={(['NOUVEAU', 'MODIFICATION'] as const).map((code) => ({ code, libelle: M.naturesContrat[code] }))}
            onChange={(v) =>
              maj('entreprise_adherente.nature_contrat', (i) => ({
                ...i,
                // Leaving NOUVEAU clears the regime (02 §3).
                entreprise_adherente: { ...i.entreprise_adherente, nature_contrat: v, nature_regime: v === 'NOUVEAU' ? i.entreprise_adherente.nature_regime : null },
              }))
            }
          />
          {natureRegimeDemandee(ctx.code_produit, info.entreprise_adherente.nature_contrat) ? (
            <Choix
              chemin="entreprise_adherente.nature_regime"
              label={L.natureRegime}
              desactive={lecture}
              erreur={erreurDe('entreprise_adherente.nature_regime')}
              value={info.entreprise_adherente.nature_regime}
              options={(['CREATION_REGIME', 'REPRISE_REGIME'] as const).map((code) => ({ code, libelle: M.naturesRegime[code] }))}
              onChange={(v) => ea('nature_regime', v)}
            />
          ) : null}
          <Texte chemin="entreprise_adherente.raison_sociale" label={L.raisonSociale} desactive={fige('entreprise_adherente.raison_sociale')} erreur={erreurDe('entreprise_adherente.raison_sociale')} value={info.entreprise_adherente.raison_sociale} onChange={(v) => ea('raison_sociale', v)} />
          <div className="sous-champ-siret">
            <Texte
              chemin="entreprise_adherente.siret"
              label={L.siret}
              inputMode="numeric"
              desactive={fige('entreprise_adherente.siret')}
              erreur={erreurDe('entreprise_adherente.siret')}
              value={masquerSiret(info.entreprise_adherente.siret)}
              onChange={(v) => {
                setInfo((i) => ({ ...i, entreprise_adherente: { ...i.entreprise_adherente, siret: normaliserSiret(masquerSiret(v)) } }));
              }}
              onBlur={verifierSiret}
            />
            {alerteSiret ? <Banner tone="warning" title={M.verificationSiretIndisponible} /> : null}
          </div>
          <Liste
            chemin="entreprise_adherente.forme_juridique"
            label={L.formeJuridique}
            desactive={lecture}
            erreur={erreurDe('entreprise_adherente.forme_juridique')}
            value={info.entreprise_adherente.forme_juridique}
            items={donnees.formes.map((f) => ({ id: f.code, libelle: f.libelle }))}
            vide={M.aucuneFormeJuridiqueTrouvee}
            onChange={(code) =>
              // Changing the legal form clears the activity (02 §2).
              maj('entreprise_adherente.forme_juridique', (i) => ({ ...i, entreprise_adherente: { ...i.entreprise_adherente, forme_juridique: code, activite: code === i.entreprise_adherente.forme_juridique ? i.entreprise_adherente.activite : null } }))
            }
          />
          {activiteDemandee ? (
            <Liste
              chemin="entreprise_adherente.activite"
              label={L.activite}
              desactive={lecture || !forme}
              erreur={erreurDe('entreprise_adherente.activite')}
              value={info.entreprise_adherente.activite}
              items={(forme?.activites ?? []).map((a) => ({ id: a.code, libelle: a.libelle }))}
              vide={M.aucuneFormeJuridiqueTrouvee}
              onChange={(code) => ea('activite', code)}
            />
          ) : null}
          <div className="sous-champ" data-chemin="entreprise_adherente.idcc">
            <span className="sous-label">{L.ccn}</span>
            <span className="sous-valeur">{info.entreprise_adherente.idcc ?? '—'}</span>
          </div>
          <div onFocus={chargerNafs}>
            <Liste
              chemin="entreprise_adherente.naf"
              label={L.naf}
              desactive={fige('entreprise_adherente.naf')}
              erreur={erreurDe('entreprise_adherente.naf') ?? (erreurNafs ? SOUSCRIPTION.erreurObtentionNafs : undefined)}
              value={info.entreprise_adherente.naf}
              items={nafs.map((n) => ({ id: n.code, libelle: `${n.code} - ${n.description}` }))}
              vide={M.aucunNafTrouve}
              onChange={(code) => ea('naf', code)}
            />
          </div>
          <Texte
            chemin="entreprise_adherente.date_creation_administrative"
            label={L.dateCreation}
            type="date"
            desactive={lecture}
            erreur={erreurDe('entreprise_adherente.date_creation_administrative')}
            value={info.entreprise_adherente.date_creation_administrative ?? ''}
            onChange={(v) => ea('date_creation_administrative', v || null)}
          />
        </div>
        <h3 className="sous-sous-titre">{M.sections.adresse}</h3>
        <div className="sous-grille">
          <Texte chemin="adresse_siege_social.numero" label={L.numero} desactive={lecture} erreur={erreurDe('adresse_siege_social.numero')} value={info.adresse_siege_social.numero ?? ''} onChange={(v) => ad('numero', v || null)} />
          <Liste
            chemin="adresse_siege_social.indice_repetition"
            label={L.indiceRepetition}
            desactive={lecture}
            erreur={erreurDe('adresse_siege_social.indice_repetition')}
            value={info.adresse_siege_social.indice_repetition}
            items={INDICES_REPETITION.map((i) => ({ id: i.code, libelle: i.libelle }))}
            vide={M.indiceRepetitionInconnu}
            onChange={(code) => ad('indice_repetition', code)}
          />
          <Texte chemin="adresse_siege_social.voie" label={L.voie} desactive={lecture} erreur={erreurDe('adresse_siege_social.voie')} value={info.adresse_siege_social.voie} onChange={(v) => ad('voie', v)} />
          <Texte
            chemin="adresse_siege_social.code_postal"
            label={L.codePostal}
            inputMode="numeric"
            desactive={lecture}
            erreur={erreurDe('adresse_siege_social.code_postal')}
            value={info.adresse_siege_social.code_postal}
            onChange={(v) => maj('adresse_siege_social.code_postal', (i) => ({ ...i, adresse_siege_social: { ...i.adresse_siege_social, code_postal: v.replace(/\D/g, '').slice(0, 5), ville: '' } }))}
          />
          <Liste
            chemin="adresse_siege_social.ville"
            label={L.ville}
            desactive={lecture || !villes?.length || Boolean(erreurs.find((e) => e.champ === 'adresse_siege_social.code_postal'))}
            erreur={erreurDe('adresse_siege_social.ville') ?? (erreurVilles ? SOUSCRIPTION.erreurRecuperationVilles : undefined)}
            value={info.adresse_siege_social.ville || null}
            items={(villes ?? []).map((v) => ({ id: v, libelle: v }))}
            vide={M.villeInconnue}
            onChange={(v) => ad('ville', v ?? '')}
          />
        </div>
      </Card>

      <Card title={M.sections.interlocuteur}>
        <div className="sous-grille">
          <Choix
            chemin="interlocuteur.civilite"
            label={L.civilite}
            desactive={lecture}
            erreur={erreurDe('interlocuteur.civilite')}
            value={info.interlocuteur.civilite}
            options={(['monsieur', 'madame'] as const).map((code) => ({ code, libelle: M.civilites[code] }))}
            onChange={(v) => it('civilite', v)}
          />
          <Texte chemin="interlocuteur.nom" label={L.nom} desactive={lecture} erreur={erreurDe('interlocuteur.nom')} value={info.interlocuteur.nom} onChange={(v) => it('nom', v)} />
          <Texte chemin="interlocuteur.prenom" label={L.prenom} desactive={lecture} erreur={erreurDe('interlocuteur.prenom')} value={info.interlocuteur.prenom} onChange={(v) => it('prenom', v)} />
          <Liste
            chemin="interlocuteur.fonction"
            label={L.fonction}
            desactive={lecture}
            erreur={erreurDe('interlocuteur.fonction')}
            value={info.interlocuteur.fonction}
            items={donnees.fonctions.map((f) => ({ id: f, libelle: f }))}
            vide={M.aucuneFonctionTrouvee}
            onChange={(v) => it('fonction', v)}
            libre
          />
          <Texte chemin="interlocuteur.telephone" label={L.telephone} inputMode="tel" desactive={lecture} erreur={erreurDe('interlocuteur.telephone')} value={info.interlocuteur.telephone} onChange={(v) => it('telephone', v)} />
          <Texte chemin="interlocuteur.email" label={L.email} inputMode="email" desactive={lecture} erreur={erreurDe('interlocuteur.email')} value={info.interlocuteur.email} onChange={(v) => it('email', v)} />
          <Switch className="sous-switch" isSelected={info.interlocuteur.documentation_contractuelle_email} onChange={(v) => it('documentation_contractuelle_email', v)} isDisabled={lecture}>
            <span className="sous-switch-piste" aria-hidden="true" />
            <span>{L.documentationEmail}</span>
          </Switch>
          {!info.interlocuteur.documentation_contractuelle_email ? <p className="sous-aide">{L.documentationPapier}</p> : null}
        </div>
      </Card>

      {sante ? (
        <Card title={M.sections.cotisation}>
          <div className="sous-grille">
            <Choix
              chemin="cotisation.mode_cotisation"
              label={L.modeCotisation}
              desactive={lecture}
              erreur={erreurDe('cotisation.mode_cotisation')}
              value={info.cotisation?.mode_cotisation ?? null}
              options={modes}
              // Changing the mode resets the payer (02 §4).
              onChange={(v) => maj('cotisation.mode_cotisation', (i) => ({ ...i, cotisation: { mode_cotisation: v, payeur: null } }))}
            />
            {payeurDemande(info.cotisation?.mode_cotisation) ? (
              <Choix
                chemin="cotisation.payeur"
                label={L.payeur}
                desactive={lecture}
                erreur={erreurDe('cotisation.payeur')}
                value={info.cotisation?.payeur ?? null}
                options={(['ENTREPRISE_ADHERENTE', 'SALARIES'] as const).map((code) => ({ code, libelle: M.payeurs[code] }))}
                onChange={(v) => maj('cotisation.payeur', (i) => ({ ...i, cotisation: { mode_cotisation: i.cotisation?.mode_cotisation ?? null, payeur: v } }))}
              />
            ) : null}
          </div>
        </Card>
      ) : etude ? (
        <Card title={M.sections.etudeMedicale}>
          <div className="sous-grille">
            {questions.map((q) => (
              <OuiNon key={q} chemin={`etude_medicale.${q}`} label={M.etudeMedicale[q]} desactive={lecture} erreur={erreurDe(`etude_medicale.${q}`)} value={etude[q]} onChange={(v) => em(q, v)} />
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
          <span className="sous-infobulle" title={valide ? undefined : SOUSCRIPTION.formulaireInvalide}>
            <Button
              variant="primary"
              disabled={!valide}
              aria-describedby={valide ? undefined : 'sous-invalide'}
              onClick={() => void enregistrer().then((ok) => ok && allerA('participants'))}
            >
              {SOUSCRIPTION.enregistrerEtContinuer}
            </Button>
            {!valide ? (
              <span id="sous-invalide" role="tooltip" className="sous-infobulle-texte">
                {SOUSCRIPTION.formulaireInvalide}
              </span>
            ) : null}
          </span>
        ) : null}
      </div>
    </div>
  );
}
