import { healthReport } from './health-report';

describe('healthReport', () => {
  it.each([
    ['up', 'up', 200, 'ok'],
    ['up', 'down', 503, 'unavailable'],
    ['down', 'up', 503, 'unavailable'],
    ['down', 'down', 503, 'unavailable'],
  ] as const)('database %s, Redis queue %s → %i %s', (db, queue, httpStatus, status) => {
    const report = healthReport({ status: db, driver: 'postgres' }, { status: queue, driver: 'bullmq' });
    expect(report).toEqual({
      httpStatus,
      body: { status, database: { status: db, driver: 'postgres' }, queue: { status: queue, driver: 'bullmq' } },
    });
  });

  it('a process asked to stop is not ready, its parts up', () => {
    const report = healthReport({ status: 'up', driver: 'postgres' }, { status: 'up', driver: 'bullmq' }, true);
    expect(report).toEqual({ httpStatus: 503, body: expect.objectContaining({ status: 'unavailable', arret: true }) });
  });

  it('embedded parts up: ready', () => {
    expect(healthReport({ status: 'up', driver: 'pglite' }, { status: 'up', driver: 'inline' }).httpStatus).toBe(200);
  });
});
