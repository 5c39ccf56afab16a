import { lazy, Suspense, useState } from 'react';
import { COMMON, SIGNATURE_TRANSACTION as M } from '../../../../src/domain/messages';
import { formatDateHeureFr } from '../../../../src/domain/format';
import type { RefusSignature } from '../../../../src/domain/signature/refus';
import type { ClotureContrat } from '../../../../src/domain/signature/types';
import { Banner, Button, Dialog, RadioCards, SubmitButton } from '../../../components';
import { useSignature } from '../hooks/useSignature';

/** The signer's form (react-hook-form and its fields) loads with its dialog's first opening (docs/adr/0048). */
const DialogueSignataire = lazy(() => import('./DialogueSignataire'));

const dateFr = (iso: string) => new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(iso));

/** A refusal is not a dead end (issue 27 item 4): who refused, when (Paris time), the reason typed by the signer. */
function DetailRefus({ refus }: { refus: RefusSignature }) {
  const quand = formatDateHeureFr(refus.date);
  return (
    <Banner tone="warning" title={M.refuseeLe(dateFr(refus.date))}>
      <p data-refus="qui">{refus.signataire ? M.refusPar(refus.signataire, quand) : M.refusSansNom(quand)}</p>
      {refus.motif ? (
        <figure className="sous-refus-motif">
          <figcaption>{M.motifRefus}</figcaption>
          <blockquote data-refus="motif">{refus.motif}</blockquote>
        </figure>
      ) : (
        <p data-refus="motif">{M.aucunMotif}</p>
      )}
      <p>{M.refusSuite}</p>
    </Banner>
  );
}

/**
 * Step 4's signature section (02 §2, §5): the closing status when the latest transaction closed
 * (ACCEPTEE, or a refusal with who, when and why and 'Modifier et relancer'), else 'Signer' → the
 * signer dialog (saved on the server, a refused phone shown on the phone field) → the signature-mode
 * dialog: face to face (the browser goes to the provider's page) or at a distance (the client
 * receives the access e-mail). A relaunch opens a new transaction through the same two dialogs.
 */
export function SectionSignature({ cloture, refus, today }: { cloture: ClotureContrat | null; refus: RefusSignature | null; today: string }) {
  const { dossier, signataireEnregistre, dialogue, setDialogue, mode, setMode, enCours, renvoi, lancer, renvoyer, enAttente } = useSignature();
  // The signer's form keeps what was typed once its dialog has opened (closed, it stays mounted).
  const [signataireOuvert, setSignataireOuvert] = useState(false);
  if (dialogue === 'signataire' && !signataireOuvert) setSignataireOuvert(true);

  if (cloture?.status === 'ACCEPTEE') return <Banner tone="success" title={M.signeeLe(dateFr(cloture.date))} />;
  // Refused, and no relaunch sent from this page yet (a remote relaunch puts the projet back in waiting).
  const refusee = !enAttente && cloture?.status === 'ANNULEE';

  return (
    <div className="sous-signature">
      {refusee ? refus ? <DetailRefus refus={refus} /> : <Banner tone="warning" title={M.refuseeLe(dateFr(cloture.date))} /> : null}
      {enAttente ? <Banner tone="info" title={M.enAttente} /> : null}
      <div className="rangee-etalee ecart-3">
        <SubmitButton type="button" action={refusee ? 'relancer' : 'signer'} onPress={() => setDialogue(enAttente ? 'mode' : 'signataire')}>
          {enAttente ? M.reprendre : refusee ? M.modifierEtRelancer : M.signer}
        </SubmitButton>
        {enAttente ? (
          <SubmitButton type="button" variant="secondary" action="renvoyer-mail-acces" isPending={renvoi} onPress={() => void renvoyer()}>
            {M.renvoyerMailAcces}
          </SubmitButton>
        ) : null}
      </div>
      {dialogue === 'signataire' || signataireOuvert ? (
        <Suspense fallback={null}>
          <DialogueSignataire isOpen={dialogue === 'signataire'} onClose={() => setDialogue(null)} dossier={dossier} today={today} onEnregistre={signataireEnregistre} />
        </Suspense>
      ) : null}
      <Dialog
        isOpen={dialogue === 'mode'}
        onClose={() => setDialogue(null)}
        title={M.titreMode}
        actions={
          <>
            <Button variant="secondary" onClick={() => setDialogue(null)}>
              {M.annuler}
            </Button>
            <SubmitButton type="button" action="valider-mode" isPending={enCours} disabledReason={mode ? null : COMMON.champsEnErreur} onPress={() => void lancer()}>
              {M.valider}
            </SubmitButton>
          </>
        }
      >
        <RadioCards label={M.titreMode} value={mode} onChange={setMode} options={(['FACE_A_FACE', 'A_DISTANCE'] as const).map((v) => ({ value: v, title: M.modes[v].titre, text: M.modes[v].texte }))} isRequired />
      </Dialog>
    </div>
  );
}
