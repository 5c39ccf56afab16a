import { Writable } from 'node:stream';
import { DatabaseError } from 'pg';
import pinoHttp from 'pino-http';
import { QueryFailedError } from 'typeorm';
import { erreurJournalisable } from './erreur-journal';

/** A PostgreSQL error as pg builds it: its message and detail quote the values. */
function erreurPostgres(): DatabaseError {
  const e = new DatabaseError('duplicate key value violates unique constraint "uq_client_siret"', 120, 'error');
  Object.assign(e, { severity: 'ERROR', code: '23505', detail: 'Key (siret)=(73282932000074) already exists.', constraint: 'uq_client_siret', table: 'client', schema: 'public', routine: '_bt_check_unique' });
  return e;
}

const requete = 'INSERT INTO "client"("siret", "raison_sociale") VALUES ($1, $2)';
const valeurs = ['73282932000074', 'Boulangerie Lefèvre'];

/** The log line the application writes: pino-http's logger with the application's serializers (app.module.ts). */
function ligneJournal(err: unknown): string {
  let sortie = '';
  const flux = new Writable({ write: (morceau, _enc, suite) => ((sortie += String(morceau)), suite()) });
  pinoHttp({ serializers: { err: erreurJournalisable } }, flux).logger.error({ err, path: '/api/client' }, 'Unhandled error');
  return sortie;
}

describe('erreurJournalisable', () => {
  it('keeps no SQL, parameter or quoted value of a TypeORM QueryFailedError, only where it happened', () => {
    const ligne = ligneJournal(new QueryFailedError(requete, valeurs, erreurPostgres()));
    for (const secret of ['INSERT', 'raison_sociale', '73282932000074', 'Boulangerie', 'duplicate key', 'parameters', 'detail']) expect(ligne).not.toContain(secret);
    const { err } = JSON.parse(ligne) as { err: Record<string, unknown> };
    expect(err).toMatchObject({ type: 'QueryFailedError', code: '23505', constraint: 'uq_client_siret', table: 'client', routine: '_bt_check_unique' });
    expect(err.stack).toMatch(/^\s+at /);
  });

  it('the driver’s own error and an out-of-range value likewise', () => {
    const horsBornes = new DatabaseError('value "99999999999" is out of range for type integer', 80, 'error');
    Object.assign(horsBornes, { code: '22003' });
    for (const e of [erreurPostgres(), horsBornes, new QueryFailedError('SELECT 1 WHERE id = $1', [99999999999], horsBornes)]) {
      const ligne = ligneJournal(e);
      expect(ligne).not.toMatch(/99999999999|73282932000074|SELECT|out of range|duplicate/);
      expect(JSON.parse(ligne).err.message).toBe('Erreur de la base de données (requête et valeurs non journalisées)');
    }
  });

  it('keeps an ordinary error’s kind, message, code and stack, and its cause (sanitised too)', () => {
    const e = new Error('Étude 12 introuvable après génération', { cause: new QueryFailedError(requete, valeurs, erreurPostgres()) });
    Object.assign(e, { code: 'E_ETUDE', donnees: { siret: '73282932000074' } });
    const serialisee = erreurJournalisable(e) as Record<string, unknown>;
    expect(serialisee).toMatchObject({ type: 'Error', message: 'Étude 12 introuvable après génération', code: 'E_ETUDE' });
    expect(serialisee).not.toHaveProperty('donnees');
    expect(JSON.stringify(serialisee.cause)).not.toContain('73282932000074');
  });

  it.each([['texte'], [42], [null]])('passes %p through', (v) => expect(erreurJournalisable(v)).toBe(v));
});
