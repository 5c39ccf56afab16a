/**
 * The signer and its mobile phone (spec 02 §5 'Signer', §8). Word for word where the spec gives
 * the text; (ours) where it does not.
 */
export const SIGNATURE = {
  telephoneNonPortable: "Le numéro de téléphone n'est pas un portable valide",
  telephoneDejaUtilise:
    'Le numéro de téléphone a déjà été utilisé par un(e) autre client(e) pour signer un contrat. Veuillez saisir un autre numéro de téléphone.',
  telephoneInvalidable: 'Impossible de valider le numéro de téléphone',
  /** Notification raised with a failing phone check (§5). */
  erreurValidationTelephone: 'Une erreur est survenue lors de la validation du téléphone',
  erreurEnregistrementSignataire: "Erreur lors de l'enregistrement du signataire.",
  /** (ours) the birth date checks. */
  dateNaissanceInvalide: 'La date de naissance doit être au format AAAA-MM-JJ.',
  dateNaissanceFuture: "La date de naissance ne peut pas être postérieure à aujourd'hui.",
  /** (ours) */
  emailInvalide: "L'adresse e-mail est invalide",
} as const;
