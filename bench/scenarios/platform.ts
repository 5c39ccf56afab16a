import type { BenchContext } from '../run';
import type { Scenario } from '../harness';

/**
 * Reference points: a bare node:http hello, the public health check, the server's floor (liveness:
 * every middleware, no session, no database), a signed-in no-op. The no-op against the floor is what
 * the session path costs (ADR 0086); the floor against node:http is what the stack costs.
 */
export async function platformScenarios(ctx: BenchContext): Promise<Scenario[]> {
  return [
    { name: 'node:http hello', url: ctx.bareUrl },
    { name: 'GET /api/health', url: '/api/health', baseline: 'node:http hello' },
    { name: 'Nest nu (une route, rien d’autre)', url: ctx.bareNestUrl, baseline: 'node:http hello' },
    { name: PLANCHER, url: '/api/health/live', baseline: 'node:http hello' },
    { name: 'GET /api/moi (connecté)', url: '/api/moi', headers: { cookie: ctx.cookie }, baseline: 'node:http hello' },
    { name: 'GET /api/moi (connecté) @500 req/s', url: '/api/moi', headers: { cookie: ctx.cookie }, rate: 500, duration: Number(process.env.BENCH_FIXED_SECONDS ?? 60) },
  ];
}

/** The floor scenario's name (run.ts compares the warm no-op with it at the end). */
export const PLANCHER = 'GET /api/health/live (plancher : sans session ni base)';
