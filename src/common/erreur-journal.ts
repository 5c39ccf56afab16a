/**
 * Errors as the logs may show them (ADR 0020): the kind, the code and where it was thrown, never
 * SQL text, query parameters or the values a database message quotes. TypeORM's QueryFailedError
 * carries `query` and `parameters`; the driver's message says 'value "…" is out of range' or names
 * the duplicated key; its `detail` holds the row's values: all of it is business data.
 */

type Serialisee = Record<string, unknown>;

/** What PostgreSQL errors may say about where they happened: schema names, no values. */
const CHAMPS_SCHEMA = ['code', 'constraint', 'table', 'column', 'schema', 'routine'] as const;

/** A database error: TypeORM's (query, parameters, driverError) or the driver's own (severity, routine, a SQLSTATE code). */
function deBaseDeDonnees(e: Serialisee): boolean {
  return (
    'query' in e ||
    'parameters' in e ||
    'driverError' in e ||
    'severity' in e ||
    'routine' in e ||
    (typeof e.code === 'string' && /^(?:[0-9][0-9A-Z]|F0|HV|P0|XX)[0-9A-Z]{3}$/.test(e.code)) ||
    e.name === 'EntityNotFoundError'
  );
}

/** The stack's frames without its first line (which repeats the message). */
function pile(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack.split('\n').filter((ligne) => /^\s+at /.test(ligne));
  return frames.length ? frames.join('\n') : undefined;
}

export function erreurJournalisable(err: unknown, profondeur = 0): Serialisee | unknown {
  // pino's standard serializer hands over its own copy, with the original as `raw`.
  const brute = (err as { raw?: unknown } | null)?.raw ?? err;
  if (typeof brute !== 'object' || brute === null) return brute;
  const e = brute as Serialisee;
  const type = typeof e.name === 'string' ? e.name : (e.constructor as { name?: string } | undefined)?.name;
  if (deBaseDeDonnees(e)) {
    const pilote = (typeof e.driverError === 'object' && e.driverError !== null ? e.driverError : e) as Serialisee;
    const sur: Serialisee = { type, message: 'Erreur de la base de données (requête et valeurs non journalisées)' };
    for (const champ of CHAMPS_SCHEMA) if (typeof pilote[champ] === 'string') sur[champ] = pilote[champ];
    const frames = pile(e.stack);
    if (frames) sur.stack = frames;
    return sur;
  }
  const sur: Serialisee = { type, message: typeof e.message === 'string' ? e.message.slice(0, 500) : undefined };
  if (typeof e.code === 'string' || typeof e.code === 'number') sur.code = e.code;
  if (typeof e.status === 'number') sur.status = e.status;
  if (typeof e.stack === 'string') sur.stack = e.stack;
  if (e.cause !== undefined && profondeur < 3) sur.cause = erreurJournalisable(e.cause, profondeur + 1);
  return sur;
}
