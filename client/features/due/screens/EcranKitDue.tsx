import { useRef, useState } from 'react';
import { DUE, DUE_KIT } from '../../../../src/domain/messages';
import { Banner, Button, ButtonLink, Card, Checkbox, Dialog, notifier, PageHeader, SubmitButton } from '../../../components';
import { codeRefus } from '../../../../src/domain/refus';
import { ApiError } from '../../../api/client';
import { ClesParEntrees } from '../../../session/idempotence';
import { telecharger } from '../../../session/telechargement';
import { cheminEtape } from '../chemins';
import type { DonneesKitDue } from '../due.server';

/** 'Ne plus me demander' before a download from a frozen projet (03 §4), kept in this browser. */
const NE_PLUS_DEMANDER = 'due-kit.ne-plus-demander-fige';

type DocumentKitVue = DonneesKitDue['groupes'][number]['documents'][number];
type Demande = { type: 'document'; document: DocumentKitVue } | { type: 'archive' };
type Question = { genre: 'figer' | 'fige'; demande: Demande } | null;

/**
 * The DUE kit (03 §2 kit-due, §4, §8): the documents listed on the server from the saved answers,
 * each downloaded on its own url with the answers as payload; 'Tout télécharger' for the zip. A
 * document that freezes the projet asks 'Attention !' first; a frozen projet asks before a download
 * unless the broker said not to; an expired study disables every download with its message.
 */
export function EcranKitDue({ donnees }: { donnees: DonneesKitDue }) {
  const { projet, etat } = donnees;
  const [groupes, setGroupes] = useState(donnees.groupes);
  const [fige, setFige] = useState(donnees.fige);
  const [question, setQuestion] = useState<Question>(null);
  const [nePlusDemander, setNePlusDemander] = useState(false);
  const [enCours, setEnCours] = useState<string | null>(null);
  // One idempotency key per document (or the archive) until its download is answered.
  const actions = useRef(new ClesParEntrees());
  const documents = groupes.flatMap((g) => g.documents);
  const expiree = documents.some((d) => d.raison_indisponibilite === 'etude_expiree');
  const indisponible = documents.find((d) => !d.disponible);
  const corps = (confirmation: boolean) => ({ projet_ids: [projet.idProjet], payload: etat, ...(confirmation ? { confirmation_fige: true } : {}) });

  async function lancer(demande: Demande, confirmation: boolean) {
    const id = demande.type === 'archive' ? 'archive' : demande.document.id;
    setEnCours(id);
    try {
      await actions.current.pour(id).essayer((cle) =>
        demande.type === 'archive'
          ? telecharger('/projets/due/ssc/archives/documents', cle, corps(confirmation))
          : demande.document.statique
            ? telecharger(demande.document.url.replace(/^\/api/, ''), cle)
            : telecharger(demande.document.url.replace(/^\/api/, ''), cle, corps(confirmation)),
      );
      if (confirmation) {
        // The projet is frozen now: no document asks the confirmation any more.
        setFige(true);
        setGroupes((gs) => gs.map((g) => ({ ...g, documents: g.documents.map((d) => ({ ...d, confirmation_fige: false })) })));
      }
    } catch (err) {
      // The list shown did not ask, but the server does (the list is older than the projet): ask now.
      if (!confirmation && codeRefus(err) === 'CONFIRMATION_FIGE_REQUISE') return setQuestion({ genre: 'figer', demande });
      const message = err instanceof ApiError && err.status < 500 && err.body ? err.message : demande.type === 'archive' ? DUE.erreurDocuments : DUE.erreurDocument;
      notifier('danger', message);
    } finally {
      setEnCours(null);
    }
  }

  function demander(demande: Demande) {
    const figeant = demande.type === 'archive' ? documents.some((d) => d.confirmation_fige) : demande.document.confirmation_fige;
    if (figeant) return setQuestion({ genre: 'figer', demande });
    if (fige && !(demande.type === 'document' && demande.document.statique) && window.localStorage.getItem(NE_PLUS_DEMANDER) !== 'oui') return setQuestion({ genre: 'fige', demande });
    void lancer(demande, false);
  }

  function repondre(ok: boolean) {
    const q = question;
    setQuestion(null);
    if (!q || !ok) return;
    if (q.genre === 'fige' && nePlusDemander) window.localStorage.setItem(NE_PLUS_DEMANDER, 'oui');
    void lancer(q.demande, q.genre === 'figer');
  }

  return (
    <div className="due-ecran due-kit pile">
      <PageHeader title={DUE_KIT.titre} subtitle={DUE.sousTitre(projet.raisonSociale, projet.idProjet)} />
      <p className="due-kit-intro">{DUE_KIT.intro}</p>
      {expiree ? <Banner tone="danger" title={DUE.etudeExpiree} /> : null}
      {groupes.map((g) => (
        <Card key={g.code_categorie} title={g.nom}>
          <ul className="due-kit-documents" data-categorie={g.code_categorie}>
            {g.documents.map((d) => (
              <li key={d.id} className="due-kit-document rangee-etalee ecart-3" data-document={d.id}>
                <div className="due-kit-texte">
                  <span className="due-kit-nom">{d.nom}</span>
                  {d.detail ? <span className="due-kit-detail">{d.detail}</span> : null}
                </div>
                <SubmitButton type="button" variant="secondary" action={`telecharger-${d.id}`} disabledReason={d.disponible ? null : d.message_indisponibilite} isPending={enCours === d.id} onPress={() => demander({ type: 'document', document: d })}>
                  <span aria-hidden="true">⤓ </span>
                  {DUE_KIT.telecharger}
                  <span className="visually-hidden"> {d.nom}</span>
                </SubmitButton>
              </li>
            ))}
          </ul>
        </Card>
      ))}
      <div className="due-actions">
        <ButtonLink variant="secondary" to={cheminEtape(projet.idProjet, 10)}>
          {DUE_KIT.retour}
        </ButtonLink>
        <SubmitButton type="button" action="tout-telecharger" disabledReason={indisponible ? (indisponible.message_indisponibilite ?? DUE.erreurDocuments) : null} isPending={enCours === 'archive'} onPress={() => demander({ type: 'archive' })}>
          {DUE_KIT.toutTelecharger}
        </SubmitButton>
      </div>
      <Dialog
        isOpen={question !== null}
        onClose={() => repondre(false)}
        alert
        title={DUE_KIT.attention}
        actions={
          <>
            <Button variant="secondary" onClick={() => repondre(false)}>
              {DUE_KIT.annuler}
            </Button>
            <Button onClick={() => repondre(true)} data-action="continuer">
              {question?.genre === 'fige' ? DUE_KIT.telecharger : DUE_KIT.continuer}
            </Button>
          </>
        }
      >
        <p>{question?.genre === 'fige' ? DUE_KIT.figeConfirmation : DUE_KIT.figeTexte}</p>
        {question?.genre === 'fige' ? (
          <Checkbox isSelected={nePlusDemander} onChange={setNePlusDemander}>
            {DUE_KIT.nePlusDemander}
          </Checkbox>
        ) : null}
      </Dialog>
    </div>
  );
}
