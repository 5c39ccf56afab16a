import { useRef, useState } from 'react';
import { DUE, SOUSCRIPTION_KIT } from '../../../../src/domain/messages';
import { estEmailValide } from '../../../../src/domain/projets/etude';
import { codeRefus } from '../../../../src/domain/refus';
import { ApiError } from '../../../api/client';
import { notifier, notifierEnvoi } from '../../../components';
import { nePlusDemanderFige, retenirNePlusDemanderFige } from '../../../session/confirmation-fige';
import { ClesParEntrees } from '../../../session/idempotence';
import { telecharger } from '../../../session/telechargement';
import { envoyerDocumentsDue } from '../api';
import type { DonneesKitDue } from '../due.server';
import { basculerDocument } from '../../../components/selection-documents';

export type DocumentKitDue = DonneesKitDue['groupes'][number]['documents'][number];
type Demande = { type: 'document'; document: DocumentKitDue } | { type: 'archive' } | { type: 'selection'; documents: DocumentKitDue[] } | { type: 'email'; documents: DocumentKitDue[] };
type Question = { genre: 'figer' | 'fige'; demande: Demande } | null;

const idDe = (d: Demande) => (d.type === 'document' ? d.document.id : d.type);

/**
 * The DUE kit's state (03 §2 kit-due, §4; issue 27 item 8): the documents (the server's list, their
 * 'fige' asks cleared once the projet is frozen), a selection downloaded as a zip or e-mailed like the
 * subscription kit's, one idempotency key per action until answered, the 'Attention !' question
 * before a document that freezes the projet, and the frozen projet's download question with the
 * 'Ne plus me demander' both kits of the projet share.
 */
export function useKitDue(donnees: DonneesKitDue) {
  const { projet, etat } = donnees;
  const [groupes, setGroupes] = useState(donnees.groupes);
  const [fige, setFige] = useState(donnees.fige);
  const [selection, setSelection] = useState<Set<string>>(new Set());
  const [question, setQuestion] = useState<Question>(null);
  const [nePlusDemander, setNePlusDemander] = useState(false);
  const dejaRepondu = useRef(false);
  const [enCours, setEnCours] = useState<string | null>(null);
  const [email, setEmail] = useState({ ouvert: false, valeur: '', touche: false, envoi: false });
  const actions = useRef(new ClesParEntrees());

  const documents = groupes.flatMap((g) => g.documents);
  const expiree = documents.some((d) => d.raison_indisponibilite === 'etude_expiree');
  const indisponible = documents.find((d) => !d.disponible);
  const selectionnables = documents.filter((d) => d.disponible);
  const choisis = selectionnables.filter((d) => selection.has(d.id));
  const corps = (confirmation: boolean) => ({ projet_ids: [projet.idProjet], payload: etat, ...(confirmation ? { confirmation_fige: true } : {}) });

  function basculer(id: string, oui: boolean) {
    setSelection((s) => basculerDocument(s, id, oui));
  }

  function figer() {
    // The projet is frozen now: no document asks the confirmation any more.
    setFige(true);
    setGroupes((gs) => gs.map((g) => ({ ...g, documents: g.documents.map((d) => ({ ...d, confirmation_fige: false })) })));
  }

  async function lancer(demande: Demande, confirmation: boolean) {
    const id = idDe(demande);
    setEnCours(id);
    try {
      if (demande.type === 'email') {
        setEmail((e) => ({ ...e, envoi: true }));
        const r = await actions.current.pour(`email:${demande.documents.map((d) => d.id).join(',')}`).essayer((cle) => envoyerDocumentsDue(projet.idProjet, etat, demande.documents.map((d) => d.id), email.valeur.trim(), cle, confirmation));
        notifierEnvoi(r, SOUSCRIPTION_KIT.emailEnvoye);
        setEmail((e) => ({ ...e, ouvert: false, envoi: false }));
      } else {
        const codes = demande.type === 'selection' ? demande.documents.map((d) => d.id) : null;
        await actions.current.pour(codes ? `selection:${codes.join(',')}` : id).essayer((cle) =>
          demande.type === 'document'
            ? demande.document.statique
              ? telecharger(demande.document.url.replace(/^\/api/, ''), cle)
              : telecharger(demande.document.url.replace(/^\/api/, ''), cle, corps(confirmation))
            : telecharger('/projets/due/ssc/archives/documents', cle, { ...corps(confirmation), ...(codes ? { documents_code: codes } : {}) }),
        );
      }
      if (confirmation) figer();
    } catch (err) {
      if (demande.type === 'email') setEmail((e) => ({ ...e, envoi: false }));
      // The list shown did not ask, but the server does (the list is older than the projet): ask now.
      if (!confirmation && codeRefus(err) === 'CONFIRMATION_FIGE_REQUISE') return setQuestion({ genre: 'figer', demande });
      const repli = demande.type === 'email' ? SOUSCRIPTION_KIT.emailEchec : demande.type === 'document' ? DUE.erreurDocument : DUE.erreurDocuments;
      notifier('danger', err instanceof ApiError && err.status < 500 && err.body ? err.message : repli);
    } finally {
      setEnCours(null);
    }
  }

  function demander(demande: Demande) {
    const concernes = demande.type === 'document' ? [demande.document] : demande.type === 'archive' ? documents : demande.documents;
    if (concernes.some((d) => d.confirmation_fige)) return setQuestion({ genre: 'figer', demande });
    const telechargement = demande.type !== 'email' && !(demande.type === 'document' && demande.document.statique);
    if (fige && telechargement && !dejaRepondu.current && !nePlusDemanderFige(projet.idProjet)) {
      setNePlusDemander(false);
      return setQuestion({ genre: 'fige', demande });
    }
    void lancer(demande, false);
  }

  function repondre(ok: boolean) {
    const q = question;
    setQuestion(null);
    if (!q || !ok) return;
    if (q.genre === 'fige' && nePlusDemander) {
      dejaRepondu.current = true;
      retenirNePlusDemanderFige(projet.idProjet);
    }
    void lancer(q.demande, q.genre === 'figer');
  }

  const emailValide = estEmailValide(email.valeur.trim());
  return {
    projet,
    groupes,
    expiree,
    indisponible,
    selection,
    toutSelectionner: () => setSelection(new Set(selectionnables.map((d) => d.id))),
    rienSelectionner: () => setSelection(new Set()),
    basculer,
    choisis,
    enCours,
    demander,
    question,
    repondre,
    nePlusDemander,
    setNePlusDemander,
    email,
    emailValide,
    ouvrirEmail: () => setEmail((e) => ({ ...e, ouvert: true, touche: false })),
    fermerEmail: () => setEmail((e) => ({ ...e, ouvert: false })),
    saisirEmail: (v: string) => setEmail((e) => ({ ...e, valeur: v, touche: true })),
    quitterEmail: () => setEmail((e) => ({ ...e, touche: true })),
    envoyer: () => demander({ type: 'email', documents: choisis }),
  };
}
