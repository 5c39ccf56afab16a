/**
 * The signer dialog's form without React (02 §2, §5): its values are the body of POST …/signataire,
 * its required fields checked by the server's own rule (src/domain/signature/signataire.ts) as
 * react-hook-form resolver.
 */
import { type FieldErrors, type Resolver } from 'react-hook-form';
import { SIGNATURE } from '../../../src/domain/messages';
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
 * A French landline or special number (01–05, 08, 09; +33 or 0033 too), which cannot receive the
 * signature's SMS (spec 02 §5, brief §4.3). A light check of the dialog, without the phone metadata
 * (kept off step 4's budget): mobiles and other forms stay the server's to judge.
 */
export function estNumeroFixe(telephone: string | null | undefined): boolean {
  const n = (telephone ?? '').replace(/[\s.\-()]/g, '');
  return /^(?:0|\+33|0033)[1-589]\d{8}$/.test(n);
}

/**
 * The required fields of the shared rule, and a landline said with the spec's message (02 §5)
 * instead of a greyed button, as react-hook-form reads them. The formats and the phone's uniqueness stay the server's answer (02 §2: its message shows
 * on the phone field, the dialog stays open), as the step has always said them.
 */
export const resolverSignataire: Resolver<SignataireSaisi> = (values) => {
  const errors: FieldErrors<SignataireSaisi> = {};
  for (const e of champsManquantsSignataire(values)) {
    const champ = e.champ as keyof SignataireSaisi;
    errors[champ] ??= { type: 'regle', message: e.message };
  }
  if (!errors.telephone_portable && estNumeroFixe(values.telephone_portable)) errors.telephone_portable = { type: 'regle', message: SIGNATURE.telephoneNonPortable };
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};
