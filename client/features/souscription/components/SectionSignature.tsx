import { Controller } from 'react-hook-form';
import { COMMON, SIGNATURE_TRANSACTION as M, SOUSCRIPTION } from '../../../../src/domain/messages';
import { formaterDate } from '../../../../src/domain/rules/informations-tarifantes';
import type { ClotureContrat } from '../../../../src/domain/signature/types';
import { Banner, Button, DateField, Dialog, RadioCards, SubmitButton, TextField } from '../../../components';
import { useSignature } from '../hooks/useSignature';

const dateFr = (iso: string) => new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(iso));

/**
 * Step 4's signature section (02 §2, §5): the closing status when the last transaction closed
 * (ACCEPTEE / ANNULEE with its date), else 'Signer' → the signer dialog (saved on the server, a
 * refused phone shown on the phone field) → the signature-mode dialog: face to face (the browser
 * goes to the provider's page) or at a distance (the client receives the access e-mail).
 */
export function SectionSignature({ cloture, today }: { cloture: ClotureContrat | null; today: string }) {
  const { form, manquant, dialogue, setDialogue, mode, setMode, enCours, renvoi, enregistrer, lancer, renvoyer, enAttente } = useSignature();
  const { control } = form;
  const erreur = (champ: keyof typeof form.formState.errors) => form.formState.errors[champ]?.message;

  if (cloture) {
    return cloture.status === 'ACCEPTEE' ? <Banner tone="success" title={M.signeeLe(dateFr(cloture.date))} /> : <Banner tone="warning" title={M.refuseeLe(dateFr(cloture.date))} />;
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
            <SubmitButton type="button" action="enregistrer-signataire" isPending={enCours} disabledReason={manquant ? COMMON.champsEnErreur : null} onPress={() => void enregistrer()}>
              {M.enregistrer}
            </SubmitButton>
          </>
        }
      >
        <div className="sous-signataire">
          <Controller
            control={control}
            name="civilite"
            render={({ field }) => (
              <RadioCards
                label={M.champs.civilite}
                value={field.value}
                onChange={field.onChange}
                options={(['madame', 'monsieur'] as const).map((v) => ({ value: v, title: SOUSCRIPTION.informations.civilites[v] }))}
                error={erreur('civilite')}
                isRequired
              />
            )}
          />
          <Controller
            control={control}
            name="nom"
            render={({ field }) => <TextField label={M.champs.nom} value={field.value ?? ''} onChange={field.onChange} error={erreur('nom')} isRequired maxLength={100} autoComplete="family-name" />}
          />
          <Controller
            control={control}
            name="prenom"
            render={({ field }) => <TextField label={M.champs.prenom} value={field.value ?? ''} onChange={field.onChange} error={erreur('prenom')} isRequired maxLength={100} autoComplete="given-name" />}
          />
          <Controller
            control={control}
            name="date_naissance"
            render={({ field }) => (
              <DateField label={M.champs.dateNaissance} value={field.value} onChange={field.onChange} min="1900-01-01" max={today} aide={M.aideDateNaissance(formaterDate(today))} erreur={erreur('date_naissance')} isRequired />
            )}
          />
          <Controller
            control={control}
            name="fonction"
            render={({ field }) => <TextField label={M.champs.fonction} value={field.value ?? ''} onChange={field.onChange} error={erreur('fonction')} isRequired maxLength={100} autoComplete="organization-title" />}
          />
          <Controller
            control={control}
            name="telephone_portable"
            render={({ field }) => (
              <TextField
                label={M.champs.telephonePortable}
                value={field.value ?? ''}
                onChange={field.onChange}
                isRequired
                inputMode="tel"
                autoComplete="tel"
                help={M.aideTelephone}
                error={erreur('telephone_portable')}
              />
            )}
          />
          <Controller
            control={control}
            name="email"
            render={({ field }) => <TextField label={M.champs.email} value={field.value ?? ''} onChange={field.onChange} error={erreur('email')} isRequired inputMode="email" maxLength={254} autoComplete="email" />}
          />
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
