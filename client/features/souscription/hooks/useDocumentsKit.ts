import { useRef, useState } from 'react';
import { SOUSCRIPTION_KIT as K } from '../../../../src/domain/messages';
import { estEmailValide } from '../../../../src/domain/projets/etude';
import type { GroupeSouscriptionVue } from '../../../../src/domain/souscription/documents-kit';
import { notifier, notifierEnvoi } from '../../../components';
import { ApiError } from '../../../api/client';
import { CleAction } from '../../../session/idempotence';
import { nePlusDemanderFige, retenirNePlusDemanderFige } from '../../../session/confirmation-fige';
import { telecharger } from '../../../session/telechargement';
import { envoyerDocuments } from '../api';
import { basculerDocument } from '../../../components/selection-documents';

export type DocumentKit = GroupeSouscriptionVue['documents'][number];
type Demande = { type: 'document'; document: DocumentKit } | { type: 'archive'; documents: DocumentKit[]; categorie: string };

const sansApi = (url: string) => url.replace(/^\/api/, '');

/**
 * Step 4's documents kit state (spec 02 §8): the tab and its selection (emptied on tab switch), the
 * downloads (one idempotency key per action until answered), the 'fige' question with one 'Ne plus
 * me demander' for this projet's two kits and this session (client/session/confirmation-fige.ts), the e-mail dialog (default recipient: the interlocutor).
 */
export function useDocumentsKit(idProjet: number, groupes: GroupeSouscriptionVue[], emailParDefaut: string, categorieDe: (onglet: string) => string, ongletInitial: string) {
  const [onglet, setOnglet] = useState<string>(ongletInitial);
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

  const categorie = categorieDe(onglet);
  const telechargeables = groupes.filter((g) => g.code_categorie === categorie).flatMap((g) => g.documents.filter((d) => !d.page && d.disponible));
  const choisis = telechargeables.filter((d) => selection.has(d.id));
  const emailables = choisis.filter((d) => d.email);

  function changerOnglet(id: string) {
    setOnglet(id);
    setSelection(new Set());
  }

  function basculer(id: string, oui: boolean) {
    setSelection((s) => basculerDocument(s, id, oui));
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
    if (aConfirmer && !dejaRepondu.current && !nePlusDemanderFige(idProjet)) {
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
      retenirNePlusDemanderFige(idProjet);
    }
    void lancer(q);
  }

  async function envoyer() {
    setEmail((e) => ({ ...e, envoi: true }));
    try {
      const r = await action(`email-${categorie}`).essayer((cle) => envoyerDocuments(idProjet, emailables.map((d) => d.id), email.valeur.trim(), cle));
      notifierEnvoi(r, K.emailEnvoye);
      setEmail((e) => ({ ...e, ouvert: false, envoi: false }));
    } catch (err) {
      notifier('danger', err instanceof ApiError && err.status < 500 && err.body ? err.message : K.emailEchec);
      setEmail((e) => ({ ...e, envoi: false }));
    }
  }

  const emailValide = estEmailValide(email.valeur.trim());
  const ouvrirEmail = () => setEmail((e) => ({ ...e, ouvert: true, touche: false }));
  const fermerEmail = () => setEmail((e) => ({ ...e, ouvert: false }));
  const saisirEmail = (v: string) => setEmail((e) => ({ ...e, valeur: v, touche: true }));
  const quitterEmail = () => setEmail((e) => ({ ...e, touche: true }));

  return { onglet, changerOnglet, selection, setSelection, basculer, telechargeables, choisis, emailables, enCours, demander, question, repondre, nePlusDemander, setNePlusDemander, email, emailValide, ouvrirEmail, fermerEmail, saisirEmail, quitterEmail, envoyer };
}
