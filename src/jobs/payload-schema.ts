/**
 * The schema of a job's payload, checked when the job runs (and at enqueue outside production):
 * a payload queued by an older version, or damaged on the way, fails at once and for good, naming
 * the job, its version and the field, instead of failing deep inside the handler (ADR 0005, update).
 *
 * A handful of pure checks, no library: payloads are small JSON objects of ids, strings and dates,
 * and a nested view (a document's `contexte`) belongs to the view model that reads it.
 */

/** What is wrong with a value: the field's path and what it should have been. */
export interface PayloadProblem {
  path: string;
  expected: string;
  got: string;
}

/** Checks one value at `path`; undefined when it is fine. */
export type Check = (value: unknown, path: string) => PayloadProblem | undefined;

/** One check per field of P, optional fields included (so adding a field to P without its check does not compile). */
export type PayloadSchema<P> = { readonly [K in keyof P]-?: Check };

const when =
  (ok: (v: unknown) => boolean, expected: string): Check =>
  (v, path) =>
    ok(v) ? undefined : { path, expected, got: describeValue(v) };

export const text = when((v) => typeof v === 'string', 'a string');
export const integer = when((v) => Number.isInteger(v), 'an integer');
export const boolean = when((v) => typeof v === 'boolean', 'a boolean');
/** An ISO instant as the application writes it (`new Date().toISOString()`). */
export const instant = when((v) => typeof v === 'string' && !Number.isNaN(Date.parse(v)), 'an ISO date');
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export const oneOf = (...values: readonly string[]): Check => when((v) => values.includes(v as string), `one of ${values.join(', ')}`);

export const optional =
  (check: Check): Check =>
  (v, path) =>
    v === undefined ? undefined : check(v, path);

export const nullable =
  (check: Check): Check =>
  (v, path) =>
    v === null ? undefined : check(v, path);

export const listOf =
  (check: Check, { min = 0, max = Infinity } = {}): Check =>
  (v, path) => {
    if (!Array.isArray(v) || v.length < min || v.length > max) {
      return { path, expected: max === Infinity ? `a list of at least ${min}` : `a list of ${min} to ${max}`, got: describeValue(v) };
    }
    for (const [i, item] of v.entries()) {
      const problem = check(item, `${path}[${i}]`);
      if (problem) return problem;
    }
    return undefined;
  };

/** A JSON object; with `fields`, those fields are checked too (the others are the view model's). */
export const object =
  (fields: Record<string, Check> = {}): Check =>
  (v, path) =>
    isObject(v) ? firstProblem(fields, v, `${path}.`) : { path, expected: 'an object', got: describeValue(v) };

function firstProblem(fields: Record<string, Check>, value: Record<string, unknown>, prefix: string): PayloadProblem | undefined {
  for (const [name, check] of Object.entries(fields)) {
    const problem = check(value[name], prefix + name);
    if (problem) return problem;
  }
  return undefined;
}

/** The first problem of a payload against its schema (fields the schema does not know are left alone). */
export function payloadProblem(schema: Record<string, Check>, payload: unknown): PayloadProblem | undefined {
  return isObject(payload) ? firstProblem(schema, payload, '') : { path: '(payload)', expected: 'an object', got: describeValue(payload) };
}

function describeValue(v: unknown): string {
  if (v === undefined) return 'missing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return `a list of ${v.length}`;
  if (typeof v === 'string') return `"${v.length > 40 ? `${v.slice(0, 40)}…` : v}"`;
  return typeof v === 'object' ? 'an object' : `${typeof v} ${String(v)}`;
}
