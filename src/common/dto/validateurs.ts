import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsDefined, IsNotEmptyObject, IsObject, IsString, Matches, MaxLength, registerDecorator, ValidateNested, type ValidationOptions } from 'class-validator';
import { COMMON, PROJETS } from '../../domain/messages';
import { estEmailValide } from '../../domain/projets/etude';
import { normaliserIdcc } from '../../domain/referentiels/ccn';
import { estDateIso } from '../../domain/projets/informations-tarifantes';

/** Field checks shared by the pricing and projet bodies of both products (spec 01 §7). */

/** A class-validator property decorator from a plain predicate. */
export function validateur(name: string, validate: (v: unknown) => boolean) {
  return (options?: ValidationOptions) => (object: object, propertyName: string) =>
    registerDecorator({ name, target: object.constructor, propertyName, options, validator: { validate } });
}

/** A real calendar date written AAAA-MM-JJ. */
export const IsDateIsoStricte = validateur('isDateIsoStricte', (v) => estDateIso(v));

/** IDCC: 1..9999, as an integer or a string of up to 4 digits ('0044'). */
export const IsIdcc = validateur('isIdcc', (v) => (typeof v === 'number' || typeof v === 'string') && normaliserIdcc(v) !== null);

/** A provident characteristic's value: a finite number, a boolean or a short text. */
export const IsValeurScalaire = validateur(
  'isValeurScalaire',
  (v) => (typeof v === 'number' && Number.isFinite(v)) || typeof v === 'boolean' || (typeof v === 'string' && v.length <= 64),
);

/**
 * A required nested object of the body: documented as `type`, refused with `message` when missing
 * or not an object (or, with `nonVide`, empty), then validated as `type`.
 */
export function ObjetRequis(type: new () => object, message: string, options: { nonVide?: boolean } = {}): PropertyDecorator {
  // Listed in the order the stacked decorators used to apply (bottom first), so constraints keep their order.
  return applyDecorators(
    Type(() => type),
    ValidateNested(),
    options.nonVide ? IsNotEmptyObject({}, { message }) : IsObject({ message }),
    IsDefined({ message }),
    ApiProperty({ type }),
  );
}

/**
 * The two fields of a kit's e-mail body (subscription kit, DUE kit): the selected documents' codes
 * (1 to 20, a code each) and the recipient's address, with the API's French messages.
 */
export function CodesDocumentsEnvoyes(exemple: string[]) {
  return applyDecorators(
    ApiProperty({ type: [String], example: exemple }),
    IsArray({ message: COMMON.champListe('documents_code') }),
    ArrayMinSize(1, { message: COMMON.champObligatoire('documents_code') }),
    ArrayMaxSize(20),
    IsString({ each: true, message: COMMON.champListe('documents_code') }),
    Matches(/^[a-z0-9-]{1,40}$/, { each: true, message: COMMON.champListe('documents_code') }),
  );
}

const IsEmailDestinataire = validateur('isEmailDestinataire', (v) => estEmailValide(v));

export function EmailDestinataire() {
  return applyDecorators(
    ApiProperty({ example: 'claire.martin@example.fr' }),
    IsString({ message: COMMON.champObligatoire('email') }),
    MaxLength(254, { message: PROJETS.emailInvalide }),
    IsEmailDestinataire({ message: PROJETS.emailInvalide }) as PropertyDecorator,
  );
}
