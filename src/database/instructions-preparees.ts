import { Client } from 'pg';

/** Statements kept prepared per connection: the application's fixed queries fit; a flood of one-off texts does not grow the server's memory. */
export const MAX_INSTRUCTIONS_PAR_CONNEXION = 400;
/** Longer texts or more parameters are one-off bulk statements (imports, multi-row inserts): not worth a slot. */
const MAX_CARACTERES = 16_384;
const MAX_PARAMETRES = 100;

/**
 * Names are unique in the process, never reused: the embedded server is one session for every
 * connection of the process (a client replaced after an error must not meet its predecessor's names),
 * and a name whose DEALLOCATE was never sent stays harmless.
 */
let dernierNumero = 0;

/**
 * A pg client that sends each parameterised statement of the application as a named prepared
 * statement, parsed once per connection instead of at every call (docs/adr/0089): TypeORM and the
 * repositories send the same texts again and again, and parsing and planning them was a third of
 * the database's time per query on PostgreSQL and in PGlite. A text is named the first time it is
 * seen, up to MAX_INSTRUCTIONS_PAR_CONNEXION per connection; beyond, statements go unnamed as before.
 * Statements without parameters (BEGIN, COMMIT, SET, DDL) are never named.
 */
export class ClientInstructionsPreparees extends Client {
  private readonly noms = new Map<string, string>();

  nomPour(texte: string, parametres: number): string | null {
    if (parametres === 0 || parametres > MAX_PARAMETRES || texte.length > MAX_CARACTERES) return null;
    const connu = this.noms.get(texte);
    if (connu) return connu;
    if (this.noms.size >= MAX_INSTRUCTIONS_PAR_CONNEXION) return null;
    const nom = `collectif_${++dernierNumero}`;
    this.noms.set(texte, nom);
    return nom;
  }

  // pg's overloads (text, config object, submittable; promise or callback) all pass through: only
  // the (text, values) form is given a name, as a config object pg understands.
  override query(...args: unknown[]): never {
    const [config, values, ...reste] = args;
    const nom = typeof config === 'string' && Array.isArray(values) ? this.nomPour(config, values.length) : null;
    const appel = super.query as unknown as (...a: unknown[]) => never;
    return nom ? appel.call(this, { name: nom, text: config }, values, ...reste) : appel.call(this, ...args);
  }
}
