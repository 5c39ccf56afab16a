import { COMMON } from '../messages/common';
import type { ChampEnErreur } from '../souscription/informations-complementaires';
import type { SaisieSignataire } from './signataire';

/** The signer's fields, all required (02 §5), by body path. */
export const CHAMPS_SIGNATAIRE = ['civilite', 'nom', 'prenom', 'date_naissance', 'fonction', 'telephone_portable', 'email'] as const;

const vide = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/**
 * 'Le champ {name} est obligatoire' for each empty field of the signer (02 §5). Apart from the
 * format rules (signataire.ts) so that the dialog's form checks it without the phone metadata.
 */
export function champsManquantsSignataire(s: SaisieSignataire): ChampEnErreur[] {
  return CHAMPS_SIGNATAIRE.filter((champ) => vide(s[champ])).map((champ) => ({ champ, message: COMMON.champObligatoire(champ) }));
}
