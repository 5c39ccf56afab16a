import { Controller } from 'react-hook-form';
import { COMMON, SIGNATURE_TRANSACTION as M, SOUSCRIPTION } from '../../../../src/domain/messages';
import { formatDateFr as formaterDate } from '../../../../src/domain/format';
import type { VueSouscription } from '../../../../src/domain/souscription';
import { Button, DateField, Dialog, RadioCards, SubmitButton, TextField } from '../../../components';
import { useSignataire } from '../hooks/useSignataire';

interface DialogueSignataireProps {
  isOpen: boolean;
  onClose: () => void;
  dossier: VueSouscription;
  today: string;
  /** The signer saved: the server's new view of the file. */
  onEnregistre: (vue: VueSouscription) => void;
}

/**
 * Step 4's signer dialog (02 §2, §5): the signer's fields in step 1's order (Civilité Monsieur then
 * Madame, Nom, Prénom, Fonction, then the signer's own), 'Enregistrer' says why it waits; a landline
 * or a phone the server refuses is said on the phone field (issue 27 item 7).
 */
export default function DialogueSignataire({ isOpen, onClose, dossier, today, onEnregistre }: DialogueSignataireProps) {
  const { form, manquant, enCours, enregistrer } = useSignataire(dossier, onEnregistre);
  const { control } = form;
  const erreur = (champ: keyof typeof form.formState.errors) => form.formState.errors[champ]?.message;
  return (
      <Dialog
        isOpen={isOpen}
        onClose={onClose}
        title={M.titreSignataire}
        actions={
          <>
            <Button variant="secondary" onClick={onClose}>
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
                options={(['monsieur', 'madame'] as const).map((v) => ({ value: v, title: SOUSCRIPTION.informations.civilites[v] }))}
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
            name="fonction"
            render={({ field }) => <TextField label={M.champs.fonction} value={field.value ?? ''} onChange={field.onChange} error={erreur('fonction')} isRequired maxLength={100} autoComplete="organization-title" />}
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
  );
}
