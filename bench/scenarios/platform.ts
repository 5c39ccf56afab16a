import type { BenchContext } from '../run';
import type { Scenario } from '../harness';

/** Reference points: a bare node:http hello, the public health check, a signed-in no-op. */
export async function platformScenarios(ctx: BenchContext): Promise<Scenario[]> {
  return [
    { name: 'node:http hello', url: ctx.bareUrl },
    { name: 'GET /api/health', url: '/api/health', baseline: 'node:http hello' },
    { name: 'GET /api/moi (connecté)', url: '/api/moi', headers: { cookie: ctx.cookie }, baseline: 'node:http hello' },
    { name: 'GET /api/moi (connecté) @500 req/s', url: '/api/moi', headers: { cookie: ctx.cookie }, rate: 500, duration: Number(process.env.BENCH_FIXED_SECONDS ?? 60) },
  ];
}
