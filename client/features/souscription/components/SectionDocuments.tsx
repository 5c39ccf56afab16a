import { useRef, useState } from 'react';
import { SOUSCRIPTION_KIT as K } from '../../../../src/domain/messages';
import { estEmailValide } from '../../../../src/domain/projets/etude';
import type { GroupeSouscriptionVue } from '../../../../src/domain/souscription/documents-kit';
import { Banner, Button, ButtonLink, Checkbox, Dialog, notifier, notifierEnvoi, SubmitButton, Tabs, TextField } from '../../../components';
import { api, ApiError, donnees } from '../../../api/client';
import { CleAction } from '../../../session/idempotence';
import { telecharger } from '../../../session/telechargement';

/** 'Ne plus me demander' before a download from a frozen projet or subscription: for this projet, this session. */
const NE_PLUS_DEMANDER = (idProjet: number) => `souscription-kit.ne-plus-demander-fige.${idProjet}`;

function nePlusDemanderPour(idProjet: number): boolean {
  try {
    return window.sessionStorage.getItem(NE_PLUS_DEMANDER(idProjet)) === 'oui';
  } catch {
    return false;
  }
}

function retenirNePlusDemander(idProjet: number): void {
  try {
    window.sessionStorage.setItem(NE_PLUS_DEMANDER(idProjet), 'oui');
  } catch {
    // Storage refused (private mode): the answer lasts as long as the page.
  }
}

type Document = GroupeSouscriptionVue['documents'][number];
type Demande = { type: 'document'; document: Document } | { type: 'archive'; documents: Document[]; categorie: string };

const ONGLETS = [
  { id: 'documents-entreprise', categorie: 'entreprise', libelle: K.onglets.entreprise },
  { id: 'documents-salaries', categorie: 'salarie', libelle: K.onglets.salarie },
] as const;

const sansApi = (url: string) => url.replace(/^\/api/, '');

/**
 * Step 4's documents (spec 02 step 4 'Documents kit', §8; brief §2.6): tabs Documents entreprise /
 * Documents salariés, each group with its documents; select some (emptied on tab switch), download
 * them as a zip or e-mail them (default recipient: the interlocutor); each document on its own; the
 * DUE kit is a page. Each action unavailable says why in the spec's words ('Tooltips'): select all
 * before the file is finalised, download with nothing selected, e-mail without a contractual
 * document selected. The membership request of an incomplete file is disabled with the spec's
 * message. A document whose `confirmation_fige` says so (a frozen projet or subscription) asks
 * before its download; 'Ne plus me demander' holds for this projet until the session ends.
 */
export function SectionDocuments({ idProjet, groupes, emailParDefaut, complet = true }: { idProjet: number; groupes: GroupeSouscriptionVue[] | null; emailParDefaut: string; complet?: boolean }) {
  const [onglet, setOnglet] = useState<string>(ONGLETS[0].id);
  const [selection, setSelection] = useState<Set<string>>(new Set());
  const [question, setQuestion] = useState<Demande | null>(null);
  const [nePlusDemander, setNePlusDemander] = useState(false);
  const dejaRepondu = useRef(false);
  const [enCours, setEnCours] = useState<string | null>(null);
  const [email, setEmail] = useState<{ ouvert: boolean; valeur: string; touche: boolean; envoi: boolean }>({ ouvert: false, valeur: emailParDefaut, touche: false, envoi: false });
  const actions = useRef(new Map<string, CleAction>());
  const action = (id: string) => {
    let a = actions.current.get(id);
    if (!a) actions.current.set(id, (a = new CleAction()));
    return a;
  };

  if (!groupes) return <Banner tone="danger" title={K.erreurDocuments} />;
  const categorie = ONGLETS.find((o) => o.id === onglet)?.categorie ?? 'entreprise';
  const telechargeables = groupes.filter((g) => g.code_categorie === categorie).flatMap((g) => g.documents.filter((d) => !d.page && d.disponible));
  const choisis = telechargeables.filter((d) => selection.has(d.id));
  const emailables = choisis.filter((d) => d.email);

  function changerOnglet(id: string) {
    setOnglet(id);
    setSelection(new Set());
  }

  function basculer(id: string, oui: boolean) {
    setSelection((s) => {
      const n = new Set(s);
      if (oui) n.add(id);
      else n.delete(id);
      return n;
    });
  }

  async function lancer(demande: Demande) {
    const id = demande.type === 'archive' ? `archive-${demande.categorie}` : demande.document.id;
    setEnCours(id);
    try {
      await action(id).essayer((cle) =>
        demande.type === 'archive'
          ? telecharger(`/projet/${idProjet}/documents/souscription/archive`, cle, { code_categorie: demande.categorie, documents_code: demande.documents.map((d) => d.id) })
          : demande.document.methode === 'GET'
            ? telecharger(sansApi(demande.document.url), cle)
            : telecharger(sansApi(demande.document.url), cle, {}),
      );
    } catch (err) {
      const message = err instanceof ApiError && err.status < 500 && err.body ? err.message : demande.type === 'archive' ? K.erreurDocuments : K.erreurDocument;
      notifier('danger', message);
    } finally {
      setEnCours(null);
    }
  }

  function demander(demande: Demande) {
    const documents = demande.type === 'archive' ? demande.documents : [demande.document];
    const aConfirmer = documents.some((d) => d.confirmation_fige);
    if (aConfirmer && !dejaRepondu.current && !nePlusDemanderPour(idProjet)) {
      setNePlusDemander(false);
      return setQuestion(demande);
    }
    void lancer(demande);
  }

  function repondre(ok: boolean) {
    const q = question;
    setQuestion(null);
    if (!q || !ok) return;
    if (nePlusDemander) {
      dejaRepondu.current = true;
      retenirNePlusDemander(idProjet);
    }
    void lancer(q);
  }

  async function envoyer() {
    setEmail((e) => ({ ...e, envoi: true }));
    try {
      const r = await action(`email-${categorie}`).essayer((cle) =>
        donnees(
          api.POST('/api/projet/{idProjet}/documents/souscription/email', {
            params: { path: { idProjet }, header: { 'Idempotency-Key': cle } },
            body: { documents_code: emailables.map((d) => d.id), email: email.valeur.trim() },
          }),
        ),
      );
      notifierEnvoi(r, K.emailEnvoye);
      setEmail((e) => ({ ...e, ouvert: false, envoi: false }));
    } catch (err) {
      notifier('danger', err instanceof ApiError && err.status < 500 && err.body ? err.message : K.emailEchec);
      setEmail((e) => ({ ...e, envoi: false }));
    }
  }

  const emailValide = estEmailValide(email.valeur.trim());
  const contenu = (cat: string) => {
    const duGroupe = groupes.filter((g) => g.code_categorie === cat);
    if (duGroupe.length === 0) return <p>{K.page.aucunDocument}</p>;
    return (
      <div className="sous-kit" data-categorie={cat}>
        <div className="sous-kit-selection">
          <SubmitButton type="button" variant="secondary" action={`selectionner-tout-${cat}`} disabledReason={complet ? null : K.page.selectionImpossible} onPress={() => setSelection(new Set(telechargeables.map((d) => d.id)))}>
            {K.page.selectionnerTout}
          </SubmitButton>
          <Button variant="secondary" onClick={() => setSelection(new Set())}>
            {K.page.selectionnerAucun}
          </Button>
        </div>
        {duGroupe.map((g) => (
          <section key={g.nom} className="sous-kit-groupe" aria-label={g.nom}>
            <h4>{g.nom}</h4>
            <ul className="sous-kit-documents">
              {g.documents.map((d) => (
                <li key={d.id} className="sous-kit-document rangee-etalee" data-document={d.id}>
                  {d.page ? (
                    <>
                      <span className="sous-kit-nom">{d.nom}</span>
                      {d.detail ? <span className="sous-kit-detail">{d.detail}</span> : null}
                      <ButtonLink variant="secondary" to={d.url}>
                        {K.page.ouvrirPage}
                      </ButtonLink>
                    </>
                  ) : (
                    <>
                      <Checkbox isSelected={selection.has(d.id)} isDisabled={!d.disponible} onChange={(oui) => basculer(d.id, oui)}>
                        <span className="sous-kit-nom">{d.nom}</span>
                      </Checkbox>
                      {d.detail ? <span className="sous-kit-detail">{d.detail}</span> : null}
                      <SubmitButton type="button" variant="secondary" action={`telecharger-${d.id}`} disabledReason={d.disponible ? null : d.message_indisponibilite} isPending={enCours === d.id} onPress={() => demander({ type: 'document', document: d })}>
                        <span aria-hidden="true">⤓ </span>
                        {K.page.telecharger}
                        <span className="visually-hidden"> {d.nom}</span>
                      </SubmitButton>
                    </>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
        <div className="sous-kit-actions">
          <SubmitButton
            type="button"
            action={`telecharger-selection-${cat}`}
            disabledReason={choisis.length ? null : K.page.selectionnerUnDocument}
            isPending={enCours === `archive-${cat}`}
            onPress={() => demander({ type: 'archive', documents: choisis, categorie: cat })}
          >
            {K.page.telecharger}
          </SubmitButton>
          <SubmitButton
            type="button"
            variant="secondary"
            action={`email-${cat}`}
            disabledReason={emailables.length ? null : K.page.selectionnerUnDocumentContractuel}
            onPress={() => setEmail((e) => ({ ...e, ouvert: true, touche: false }))}>
            {K.page.envoyerEmail}
          </SubmitButton>
        </div>
      </div>
    );
  };

  return (
    <section className="sous-documents" aria-labelledby="sous-documents-titre">
      <h3 id="sous-documents-titre">{K.page.titre}</h3>
      <Tabs label={K.page.titre} selected={onglet} onSelect={changerOnglet} tabs={ONGLETS.map((o) => ({ id: o.id, label: o.libelle, content: contenu(o.categorie) }))} />
      <Dialog
        isOpen={question !== null}
        onClose={() => repondre(false)}
        alert
        title={K.page.attention}
        actions={
          <>
            <Button variant="secondary" onClick={() => repondre(false)}>
              {K.page.annuler}
            </Button>
            <Button onClick={() => repondre(true)} data-action="continuer">
              {K.page.continuer}
            </Button>
          </>
        }
      >
        <p>{K.page.confirmationFige}</p>
        <Checkbox isSelected={nePlusDemander} onChange={setNePlusDemander}>
          {K.page.nePlusDemander}
        </Checkbox>
      </Dialog>
      <Dialog
        isOpen={email.ouvert}
        onClose={() => setEmail((e) => ({ ...e, ouvert: false }))}
        title={K.page.emailTitre}
        actions={
          <>
            <Button variant="secondary" onClick={() => setEmail((e) => ({ ...e, ouvert: false }))}>
              {K.page.annuler}
            </Button>
            <SubmitButton type="button" action="envoyer-documents" disabledReason={emailValide && email.touche ? null : K.page.emailInvalide} isPending={email.envoi} onPress={() => void envoyer()}>
              {K.page.envoyer}
            </SubmitButton>
          </>
        }
      >
        <TextField
          label={K.page.emailLibelle}
          name="email"
          isRequired
          value={email.valeur}
          onChange={(v) => setEmail((e) => ({ ...e, valeur: v, touche: true }))}
          onBlur={() => setEmail((e) => ({ ...e, touche: true }))}
          error={email.touche && !emailValide ? K.page.emailInvalide : undefined}
          autoComplete="email"
        />
      </Dialog>
    </section>
  );
}
