/**
 * The signer dialog's form without React (02 §2, §5): its values are the body of POST …/signataire,
 * its required fields checked by the server's own rule (src/domain/signature/signataire.ts) as
 * react-hook-form resolver.
 */
import { type FieldErrors, type Resolver } from 'react-hook-form';
import type { SignataireParDefaut } from '../../../src/domain/signature/signataire';
import { champsManquantsSignataire } from '../../../src/domain/signature/signataire-requis';
import type { SignataireSaisi } from './api';

/** The dialog's values as it opens: the saved signer or the defaults; a saved phone (E.164) in the French form the broker typed. */
export function saisieDepuis(s: SignataireParDefaut): SignataireSaisi {
  const tel = s.telephonePortable.startsWith('+33') ? `0${s.telephonePortable.slice(3)}` : s.telephonePortable;
  return { civilite: s.civilite, nom: s.nom, prenom: s.prenom, date_naissance: s.dateNaissance || null, fonction: s.fonction, telephone_portable: tel, email: s.email };
}

/** A required field is still empty: 'Enregistrer' says so instead of sending. */
export function signataireIncomplet(s: SignataireSaisi): boolean {
  return champsManquantsSignataire(s).length > 0;
}

/**
 * The required fields of the shared rule, as react-hook-form reads them. The formats and the phone's uniqueness stay the server's answer (02 §2: its message shows
 * on the phone field, the dialog stays open), as the step has always said them.
 */
export const resolverSignataire: Resolver<SignataireSaisi> = (values) => {
  const errors: FieldErrors<SignataireSaisi> = {};
  for (const e of champsManquantsSignataire(values)) {
    const champ = e.champ as keyof SignataireSaisi;
    errors[champ] ??= { type: 'regle', message: e.message };
  }
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};
