import { useRef, useState } from 'react';
import { COMMON, SIGNATURE, SIGNATURE_TRANSACTION as M, SOUSCRIPTION } from '../../../../src/domain/messages';
import { formatDateFr } from '../../../../src/domain/format';
import type { SignataireParDefaut } from '../../../../src/domain/signature/signataire';
import type { ClotureContrat, ModeSignature } from '../../../../src/domain/signature/types';
import { Banner, Button, DateField, Dialog, notifier, notifierEnvoi, RadioCards, SubmitButton, TextField } from '../../../components';
import { api, ApiError, donnees } from '../../../api/client';
import { apiFetch } from '../../../session/api-fetch';
import { CleAction } from '../../../session/idempotence';
import { retenirRetourDossier } from '../../signature/retour';
import { useSouscription } from '../contexte';

const dateFr = (iso: string) => formatDateFr(new Date(iso));

type Saisie = { civilite: 'monsieur' | 'madame' | null; nom: string; prenom: string; dateNaissance: string | null; fonction: string; telephonePortable: string; email: string };

function depuis(s: SignataireParDefaut): Saisie {
  // A saved phone is E.164: shown in the French form the broker typed.
  const tel = s.telephonePortable.startsWith('+33') ? `0${s.telephonePortable.slice(3)}` : s.telephonePortable;
  return { civilite: s.civilite, nom: s.nom, prenom: s.prenom, dateNaissance: s.dateNaissance || null, fonction: s.fonction, telephonePortable: tel, email: s.email };
}

/**
 * Step 4's signature section (02 §2, §5): the closing status when the last transaction closed
 * (ACCEPTEE / ANNULEE with its date), else 'Signer' → the signer dialog (saved on the server, a
 * refused phone shown on the phone field) → the signature-mode dialog: face to face (the browser
 * goes to the provider's page) or at a distance (the client receives the access e-mail).
 */
export function SectionSignature({ cloture, today }: { cloture: ClotureContrat | null; today: string }) {
  const { dossier, setDossier } = useSouscription();
  const [dialogue, setDialogue] = useState<'signataire' | 'mode' | null>(null);
  const [saisie, setSaisie] = useState<Saisie>(() => depuis(dossier.signataire));
  const [erreurTelephone, setErreurTelephone] = useState<string | null>(null);
  const [mode, setMode] = useState<ModeSignature | null>('FACE_A_FACE');
  const [enCours, setEnCours] = useState(false);
  const [renvoi, setRenvoi] = useState(false);
  const renvois = useRef(new CleAction());
  const enAttente = dossier.statut === 'SIGNATURE_EN_ATTENTE';

  if (cloture) {
    return cloture.status === 'ACCEPTEE' ? <Banner tone="success" title={M.signeeLe(dateFr(cloture.date))} /> : <Banner tone="warning" title={M.refuseeLe(dateFr(cloture.date))} />;
  }

  const fixer = <K extends keyof Saisie>(cle: K, v: Saisie[K]) => setSaisie((s) => ({ ...s, [cle]: v }));
  const manquant = !saisie.civilite || !saisie.nom.trim() || !saisie.prenom.trim() || !saisie.dateNaissance || !saisie.fonction.trim() || !saisie.telephonePortable.trim() || !saisie.email.trim();

  async function enregistrerSignataire() {
    setEnCours(true);
    setErreurTelephone(null);
    try {
      // The subscription view: its document leaves `contexte` free, so this answer stays on apiFetch to the domain's type (ADR 0057).
      const vue = await apiFetch<typeof dossier>(`/projets/${dossier.id_projet}/souscription/signataire`, {
        method: 'POST',
        body: { civilite: saisie.civilite, nom: saisie.nom, prenom: saisie.prenom, date_naissance: saisie.dateNaissance, fonction: saisie.fonction, telephone_portable: saisie.telephonePortable, email: saisie.email },
      });
      setDossier(vue);
      setDialogue('mode');
    } catch (err) {
      // 02 §2: a message in the answer is shown as a phone error, the dialog stays open.
      if (err instanceof ApiError && err.status === 400) setErreurTelephone(err.message);
      else notifier('danger', SIGNATURE.erreurEnregistrementSignataire);
    } finally {
      setEnCours(false);
    }
  }

  async function lancer() {
    setEnCours(true);
    try {
      if (mode === 'FACE_A_FACE') {
        const r = await donnees(api.POST('/api/projets/{id}/signature/face-a-face', { params: { path: { id: dossier.id_projet } } }));
        if (!r.data.url) throw new Error(M.aucuneUrl(dossier.id_projet));
        // The accepted page (same tab, after the provider's) links back here for the broker.
        retenirRetourDossier(r.data.tid, window.location.pathname);
        notifier('info', M.redirection);
        window.location.assign(r.data.url);
        return;
      }
      notifierEnvoi(await donnees(api.POST('/api/projets/{id}/signature/a-distance', { params: { path: { id: dossier.id_projet } } })), M.mailAccesEnvoye);
      setDialogue(null);
      setDossier({ ...dossier, statut: 'SIGNATURE_EN_ATTENTE', lecture_seule: true });
    } catch (err) {
      notifier('danger', err instanceof ApiError && err.status === 409 ? err.message : mode === 'FACE_A_FACE' ? M.signatureIndisponible : M.mailAccesEchec);
    } finally {
      setEnCours(false);
    }
  }

  /**
   * A remote transaction waiting: the access e-mail once more. A new key per click makes it a new
   * e-mail (the server only deduplicates a key it sees again, or the same transaction and address
   * without a key); the e-mail limit per user applies, its 429 said in the toast.
   */
  async function renvoyer() {
    setRenvoi(true);
    try {
      const r = await renvois.current.essayer((cle) =>
        donnees(api.POST('/api/projets/{id}/signature/a-distance', { params: { path: { id: dossier.id_projet }, header: { 'Idempotency-Key': cle } } })),
      );
      notifierEnvoi(r, M.mailAccesRenvoye);
    } catch (err) {
      notifier('danger', err instanceof ApiError && err.status < 500 && err.body ? err.message : M.mailAccesEchec);
    } finally {
      setRenvoi(false);
    }
  }

  return (
    <div className="sous-signature">
      {enAttente ? <Banner tone="info" title={M.enAttente} /> : null}
      <div className="rangee-etalee ecart-3">
        <SubmitButton type="button" action="signer" onPress={() => setDialogue(enAttente ? 'mode' : 'signataire')}>
          {enAttente ? M.reprendre : M.signer}
        </SubmitButton>
        {enAttente ? (
          <SubmitButton type="button" variant="secondary" action="renvoyer-mail-acces" isPending={renvoi} onPress={() => void renvoyer()}>
            {M.renvoyerMailAcces}
          </SubmitButton>
        ) : null}
      </div>
      <Dialog
        isOpen={dialogue === 'signataire'}
        onClose={() => setDialogue(null)}
        title={M.titreSignataire}
        actions={
          <>
            <Button variant="secondary" onClick={() => setDialogue(null)}>
              {M.annuler}
            </Button>
            <SubmitButton type="button" action="enregistrer-signataire" isPending={enCours} disabledReason={manquant ? COMMON.champsEnErreur : null} onPress={() => void enregistrerSignataire()}>
              {M.enregistrer}
            </SubmitButton>
          </>
        }
      >
        <div className="sous-signataire">
          <RadioCards
            label={M.champs.civilite}
            value={saisie.civilite}
            onChange={(v) => fixer('civilite', v)}
            options={(['madame', 'monsieur'] as const).map((v) => ({ value: v, title: SOUSCRIPTION.informations.civilites[v] }))}
            isRequired
          />
          <TextField label={M.champs.nom} value={saisie.nom} onChange={(v) => fixer('nom', v)} isRequired maxLength={100} autoComplete="family-name" />
          <TextField label={M.champs.prenom} value={saisie.prenom} onChange={(v) => fixer('prenom', v)} isRequired maxLength={100} autoComplete="given-name" />
          <DateField label={M.champs.dateNaissance} value={saisie.dateNaissance} onChange={(v) => fixer('dateNaissance', v)} min="1900-01-01" max={today} aide={M.aideDateNaissance(formatDateFr(today))} isRequired />
          <TextField label={M.champs.fonction} value={saisie.fonction} onChange={(v) => fixer('fonction', v)} isRequired maxLength={100} autoComplete="organization-title" />
          <TextField
            label={M.champs.telephonePortable}
            value={saisie.telephonePortable}
            onChange={(v) => {
              fixer('telephonePortable', v);
              setErreurTelephone(null);
            }}
            isRequired
            inputMode="tel"
            autoComplete="tel"
            help={M.aideTelephone}
            error={erreurTelephone ?? undefined}
          />
          <TextField label={M.champs.email} value={saisie.email} onChange={(v) => fixer('email', v)} isRequired inputMode="email" maxLength={254} autoComplete="email" />
        </div>
      </Dialog>
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
