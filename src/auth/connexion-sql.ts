/** What the auth tables' repositories need from the database: TypeORM's `DataSource.query` (rows back for a SELECT). */
export interface SqlRunner {
  query<T = unknown>(sql: string, parameters?: unknown[]): Promise<T>;
}

/** The connection AuthModule hands to its repositories (the DataSource). */
export const CONNEXION_SQL = Symbol('CONNEXION_SQL');
