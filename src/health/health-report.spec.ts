import { healthReport } from './health-report';

describe('healthReport', () => {
  it.each([
    ['up', 'up', 200, 'ok'],
    ['up', 'down', 200, 'degraded'],
    ['down', 'up', 503, 'degraded'],
    ['down', 'down', 503, 'degraded'],
  ] as const)('database %s, queue %s → %i %s', (db, queue, httpStatus, status) => {
    const report = healthReport({ status: db, driver: 'pglite' }, { status: queue, driver: 'inline' });
    expect(report).toEqual({
      httpStatus,
      body: { status, database: { status: db, driver: 'pglite' }, queue: { status: queue, driver: 'inline' } },
    });
  });
});
