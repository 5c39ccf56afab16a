import { RefusMetier } from './refus-metier';
import { ValidationError, ValidationPipe } from '@nestjs/common';
import { COMMON } from '../domain/messages';

export interface FieldError {
  champ: string;
  message: string;
}

/** Turns class-validator's default (English) constraints into French messages. */
function frenchMessage(path: string, key: string, original: string): string {
  const num = original.match(/(-?\d+(?:\.\d+)?)/)?.[1] ?? '';
  switch (key) {
    case 'whitelistValidation':
      return COMMON.champNonAutorise(path);
    case 'isDefined':
    case 'isNotEmpty':
      return COMMON.champObligatoire(path);
    case 'isInt':
      return COMMON.champEntier(path);
    case 'isNumber':
    case 'isNumberString':
      return COMMON.champNombre(path);
    case 'isString':
      return COMMON.champTexte(path);
    case 'isBoolean':
      return COMMON.champBooleen(path);
    case 'isDateString':
    case 'isISO8601':
      return COMMON.champDate(path);
    case 'isIn':
    case 'isEnum':
      return COMMON.champValeurs(path, original.split(': ').pop() ?? '');
    case 'min':
      return COMMON.champMin(path, num);
    case 'max':
      return COMMON.champMax(path, num);
    case 'maxLength':
      return COMMON.champLongueurMax(path, num);
    case 'isArray':
      return COMMON.champListe(path);
    default:
      return COMMON.champInvalide(path);
  }
}

/** A message is already French when a DTO decorator supplied it (they all come from the catalogue). */
const looksEnglish = (m: string) => /\b(must|should|property)\b/.test(m);

export function flattenErrors(errors: ValidationError[], parent = ''): FieldError[] {
  const out: FieldError[] = [];
  for (const e of errors) {
    const path = parent ? `${parent}.${e.property}` : e.property;
    for (const [key, msg] of Object.entries(e.constraints ?? {})) {
      out.push({ champ: path, message: looksEnglish(msg) ? frenchMessage(path, key, msg) : msg });
    }
    if (e.children?.length) out.push(...flattenErrors(e.children, path));
  }
  return out;
}

/** Global pipe: whitelist, unknown fields refused, 400 with French messages. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const erreurs = flattenErrors(errors);
      return RefusMetier.champs(erreurs);
    },
  });
}
