import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * react-hook-form's resolver for a pure rule that answers one French message per field in error
 * (ADR 0060): the form and the API say the same words. No error: the values go through.
 */
export function resolveurDe<T extends FieldValues, C = undefined>(regle: (valeurs: T, contexte: C) => Partial<Record<string, string>>): Resolver<T, C> {
  return (values, context) => {
    const champs = Object.entries(regle(values, context as C)).map(([champ, message]) => [champ, { type: 'regle', message }]);
    return champs.length ? { values: {}, errors: Object.fromEntries(champs) } : { values, errors: {} };
  };
}
