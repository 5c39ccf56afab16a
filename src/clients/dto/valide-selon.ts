import { registerDecorator, ValidationArguments, ValidationOptions } from 'class-validator';

/** A pure rule of src/domain: the failure's French message, or null. */
export type RegleDto = (valeur: unknown, objet: Record<string, unknown>) => string | null;

/**
 * Runs a pure domain rule as a class-validator constraint, with the rule's own message, so the
 * server refuses exactly what the page refuses, in the same words.
 */
export function ValideSelon(regle: RegleDto, options?: ValidationOptions): PropertyDecorator {
  return (cible: object, propriete: string | symbol) =>
    registerDecorator({
      name: 'valideSelon',
      target: cible.constructor,
      propertyName: String(propriete),
      options,
      validator: {
        validate: (valeur: unknown, args: ValidationArguments) => regle(valeur, args.object as Record<string, unknown>) === null,
        defaultMessage: (args?: ValidationArguments) => (args ? regle(args.value, args.object as Record<string, unknown>) : null) ?? '',
      },
    });
}
