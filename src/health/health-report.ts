export type ComponentStatus = 'up' | 'down';

export interface HealthReport {
  status: 'ok' | 'unavailable';
  database: { status: ComponentStatus; driver: 'postgres' | 'pglite' };
  queue: { status: ComponentStatus; driver: 'bullmq' | 'inline' };
  /** Present once the process has been asked to stop (SIGTERM): not ready, whatever its parts. */
  arret?: true;
}

/**
 * Readiness: every required part must answer. The database always is required; Redis is when
 * configured (documents and e-mails go through it). Any part down: 503 with each part's state, so
 * a load balancer takes the instance out and an operator sees which. The in-process queue has
 * nothing to lose. A process stopping (SIGTERM) is not ready either. Liveness (GET /api/health/live)
 * depends on nothing.
 */
export function healthReport(database: HealthReport['database'], queue: HealthReport['queue'], arret = false): { httpStatus: number; body: HealthReport } {
  const ready = !arret && database.status === 'up' && queue.status === 'up';
  return { httpStatus: ready ? 200 : 503, body: { status: ready ? 'ok' : 'unavailable', database, queue, ...(arret ? { arret: true as const } : {}) } };
}
