import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { SIGNATURE } from '../../../../src/domain/messages';
import type { VueSouscription } from '../../../../src/domain/souscription';
import { notifier } from '../../../components';
import { ApiError } from '../../../api/client';
import { enregistrerSignataire, type SignataireSaisi } from '../api';
import { resolverSignataire, saisieDepuis, signataireIncomplet } from '../signataire';

/**
 * The signer dialog's form (02 §2, §5): react-hook-form with the shared rule as resolver (the
 * required fields, a landline), each message shown once a field was left (none on an untouched form); saved on the server, whose refusal (a landline, a phone used by another
 * identity) shows on the phone field while the dialog stays open.
 */
export function useSignataire(dossier: VueSouscription, onEnregistre: (vue: VueSouscription) => void) {
  const [enCours, setEnCours] = useState(false);
  const form = useForm<SignataireSaisi>({ defaultValues: saisieDepuis(dossier.signataire), resolver: resolverSignataire, mode: 'onTouched', reValidateMode: 'onChange' });
  const saisie = useWatch({ control: form.control }) as SignataireSaisi;

  const enregistrer = form.handleSubmit(async (corps) => {
    setEnCours(true);
    try {
      onEnregistre(await enregistrerSignataire(dossier.id_projet, corps));
    } catch (err) {
      // 02 §2: a message in the answer is shown as a phone error, the dialog stays open.
      if (err instanceof ApiError && err.status === 400) form.setError('telephone_portable', { type: 'serveur', message: err.message });
      else notifier('danger', SIGNATURE.erreurEnregistrementSignataire);
    } finally {
      setEnCours(false);
    }
  });

  return { form, manquant: signataireIncomplet(saisie), enCours, enregistrer };
}
