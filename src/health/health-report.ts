export type ComponentStatus = 'up' | 'down';

export interface HealthReport {
  status: 'ok' | 'degraded';
  database: { status: ComponentStatus; driver: 'postgres' | 'pglite' };
  queue: { status: ComponentStatus; driver: 'bullmq' | 'inline' };
}

/**
 * Without a database nothing works: 503, so a load balancer takes the instance out.
 * Without Redis pages still answer and documents wait: 200, status "degraded".
 */
export function healthReport(database: HealthReport['database'], queue: HealthReport['queue']): { httpStatus: number; body: HealthReport } {
  const status = database.status === 'up' && queue.status === 'up' ? 'ok' : 'degraded';
  return { httpStatus: database.status === 'up' ? 200 : 503, body: { status, database, queue } };
}
