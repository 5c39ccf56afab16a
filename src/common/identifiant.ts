import { RefusMetier } from './refus-metier';
import { applyDecorators, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiParam, ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { registerDecorator, type ValidationArguments } from 'class-validator';
import type { Request } from 'express';
import { COMMON } from '../domain/messages';

/**
 * The one id validation of the API (ADR 0020). Ids are PostgreSQL `integer`s, 1..2147483647: in a
 * path (`IdentifiantChemin`), in a query or a body (`IsIdentifiant`, alone or as a list). Anything
 * else is a 400 naming the field and the value received, before any query runs (a larger number
 * made the database throw, a 500).
 */
export const ID_MIN = 1;
export const ID_MAX = 2_147_483_647;

/** How ids are documented (OpenAPI). */
export const SCHEMA_IDENTIFIANT = { type: 'integer', format: 'int32', minimum: ID_MIN, maximum: ID_MAX } as const;

/**
 * OpenAPI extension on an id that names a record of the signed-in user's distributor, valued with
 * the kind of record: another distributor's record answers 404 as if it did not exist. The
 * security suite aims its cross-distributor attempts at every input carrying it.
 */
export const EXTENSION_DISTRIBUTEUR = 'x-perimetre-distributeur';
export type RessourceDistributeur = 'projet' | 'client' | 'fichier' | 'courriel';

export const estIdentifiant = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= ID_MIN && v <= ID_MAX;

/** An id written in a path or a query: decimal digits only ('012' is 12; '1e3', '+7', '7.0' are not ids). */
export function lireIdentifiant(texte: string): number | null {
  if (!/^\d{1,10}$/.test(texte)) return null;
  const id = Number(texte);
  return estIdentifiant(id) ? id : null;
}

/** A value as the refusal quotes it. */
const apercu = (v: unknown): string => (typeof v === 'string' ? v : v === undefined ? '' : (JSON.stringify(v) ?? String(v)));

export function refusIdentifiant(champ: string, valeur: unknown): RefusMetier {
  return new RefusMetier('invalide', COMMON.identifiantInvalide(champ, apercu(valeur)), { champ });
}

export interface OptionsIdentifiant {
  /** Documentation of the parameter or field. */
  description?: string;
  example?: unknown;
  /** The kind of record of the signed-in user's distributor the id names (see EXTENSION_DISTRIBUTEUR). */
  distributeur?: RessourceDistributeur;
}

const lireParametre = createParamDecorator((nom: string, ctx: ExecutionContext): number => {
  // The raw text of the path: the global pipe would already have turned 'abc' into NaN.
  const valeur = ctx.switchToHttp().getRequest<Request>().params[nom];
  const id = typeof valeur === 'string' ? lireIdentifiant(valeur) : null;
  if (id === null) throw refusIdentifiant(nom, valeur);
  return id;
});

/** A path parameter holding an id, as a number: `@IdentifiantChemin('id', { distributeur: 'projet' }) id: number`. */
export function IdentifiantChemin(nom = 'id', options: OptionsIdentifiant = {}): ParameterDecorator {
  return (cible, methode, index) => {
    lireParametre(nom)(cible, methode, index);
    const descripteur = Object.getOwnPropertyDescriptor(cible, methode as string | symbol);
    if (!methode || !descripteur) return;
    ApiParam({
      name: nom,
      schema: { ...SCHEMA_IDENTIFIANT, ...(options.example === undefined ? {} : { example: options.example }) },
      description: options.description,
      ...(options.distributeur ? { extensions: { [EXTENSION_DISTRIBUTEUR]: options.distributeur } } : {}),
    })(cible, methode, descripteur);
  };
}

/** '12,13' or ['12', '13'] → [12, 13]; what is not an id stays as it came, for the refusal to quote it. */
function versListe(valeur: unknown): unknown {
  const parties = Array.isArray(valeur) ? valeur.flatMap((v) => (typeof v === 'string' ? v.split(',') : [v])) : typeof valeur === 'string' ? valeur.split(',') : valeur;
  if (!Array.isArray(parties)) return parties;
  return parties
    .map((p) => (typeof p === 'string' ? p.trim() : p))
    .filter((p) => p !== '')
    .map((p) => (typeof p === 'string' ? (lireIdentifiant(p) ?? p) : p));
}

export interface OptionsChampIdentifiant extends OptionsIdentifiant {
  /** A list of ids (its size and emptiness are the DTO's own checks). */
  liste?: boolean;
  /** Read from a query string: '12' or, for a list, '12,13'. */
  texte?: boolean;
  /** null is accepted (an optional id sent as null). */
  nullable?: boolean;
}

/**
 * A DTO field holding an id or a list of ids, refused with the field's name and the value received.
 * `champ` is the field's path in messages ('client.id'). Documented as an integer 1..2147483647.
 */
export function IsIdentifiant(champ: string, options: OptionsChampIdentifiant = {}): PropertyDecorator {
  const premierInvalide = (v: unknown): unknown => (Array.isArray(v) ? v.find((x) => !estIdentifiant(x)) : v);
  const valide = (v: unknown): boolean => {
    if (options.nullable && v === null) return true;
    // A list that is not a list is the DTO's IsArray's to report.
    if (options.liste) return !Array.isArray(v) || v.every(estIdentifiant);
    return estIdentifiant(v);
  };
  const extension = options.distributeur ? { [EXTENSION_DISTRIBUTEUR]: options.distributeur } : {};
  const documentation = options.liste
    ? options.texte
      ? { type: String, description: options.description ?? 'Identifiants séparés par des virgules', example: options.example ?? '12,13', ...extension }
      : { type: 'array', items: { ...SCHEMA_IDENTIFIANT }, description: options.description, example: options.example ?? [12, 13], ...extension }
    : { ...SCHEMA_IDENTIFIANT, type: 'integer', nullable: options.nullable || undefined, description: options.description, example: options.example ?? 12, ...extension };
  const decorateurs: PropertyDecorator[] = [
    (cible, propriete) =>
      registerDecorator({
        name: 'isIdentifiant',
        target: cible.constructor,
        propertyName: String(propriete),
        validator: {
          validate: valide,
          defaultMessage: (args?: ValidationArguments) => COMMON.identifiantInvalide(champ, apercu(premierInvalide(args?.value))),
        },
      }),
    ApiProperty(documentation as Parameters<typeof ApiProperty>[0]),
  ];
  if (options.texte) {
    decorateurs.unshift(Transform(({ value }) => (options.liste ? versListe(value) : typeof value === 'string' ? (lireIdentifiant(value) ?? value) : value)));
  }
  return applyDecorators(...decorateurs);
}
