/**
 * Benchmark harness: starts the built server as its own process, then measures scenarios with
 * autocannon from this process. Results are printed as ratios measured in the same run, so a
 * noisy shared machine still gives comparable figures. Not a test: nothing here asserts time.
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface Scenario {
  name: string;
  /** Path on the app server, or a full URL (the bare server). */
  url: string;
  method?: 'GET' | 'POST' | 'PUT';
  body?: unknown;
  headers?: Record<string, string>;
  /** Fixed request rate (requests/s); without it, as fast as possible. */
  rate?: number;
  duration?: number;
  connections?: number;
  /** Name of the scenario this one is compared to (ratio of requests/s). */
  baseline?: string;
  /** A measurement autocannon cannot make (e.g. distinct requests one by one); replaces the load. */
  custom?: () => Promise<Result>;
}

export interface Result {
  name: string;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  errors: number;
  non2xx: number;
  requests: number;
}

export async function startBareServer(): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"ok":true}');
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  return { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`, server };
}

export async function startApp(port: number, extraEnv: Record<string, string> = {}): Promise<{ baseUrl: string; child: ChildProcess }> {
  const root = resolve(__dirname, '../..');
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://localhost:${port}`, LOG_LEVEL: 'warn', NODE_ENV: 'production', DATA_DIR: process.env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'collectif-bench-')), ...extraEnv };
  const child = spawn(process.execPath, [join(root, 'dist/src/main.js')], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const baseUrl = `http://localhost:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, child };
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error('Le serveur de benchmark ne démarre pas');
}

export async function measure(baseUrl: string, s: Scenario): Promise<Result> {
  if (s.custom) return s.custom();
  const url = s.url.startsWith('http') ? s.url : baseUrl + s.url;
  const r = await autocannon({
    url,
    method: s.method ?? 'GET',
    body: s.body === undefined ? undefined : JSON.stringify(s.body),
    headers: { ...(s.body === undefined ? {} : { 'content-type': 'application/json' }), ...s.headers },
    connections: s.connections ?? (s.rate ? 20 : 10),
    duration: s.duration ?? 10,
    overallRate: s.rate,
  });
  return {
    name: s.name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p90: r.latency.p90,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    requests: r.requests.total,
  };
}

export function printResults(scenarios: Scenario[], results: Result[]): void {
  const byName = new Map(results.map((r) => [r.name, r]));
  const rows = results.map((r) => {
    const s = scenarios.find((x) => x.name === r.name);
    const base = s?.baseline ? byName.get(s.baseline) : undefined;
    return {
      scénario: r.name,
      'req/s': Math.round(r.rps),
      'p50 ms': r.p50,
      'p90 ms': r.p90,
      'p99 ms': r.p99,
      erreurs: r.errors + r.non2xx,
      ratio: base ? `${(r.rps / base.rps).toFixed(2)} × ${base.name}` : '',
    };
  });
  // eslint-disable-next-line no-console
  console.table(rows);
}

/** Percentile of sorted durations (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Times `n` distinct calls made one after the other; the result reads like an autocannon one. */
export async function timeSequential(name: string, n: number, call: (i: number) => Promise<boolean>): Promise<Result> {
  const durations: number[] = [];
  let errors = 0;
  const started = performance.now();
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    if (!(await call(i))) errors++;
    durations.push(performance.now() - t0);
  }
  const total = (performance.now() - started) / 1000;
  durations.sort((a, b) => a - b);
  const r = (x: number) => Math.round(x * 10) / 10;
  return { name, rps: n / total, p50: r(percentile(durations, 50)), p90: r(percentile(durations, 95)), p99: r(percentile(durations, 99)), errors, non2xx: 0, requests: n };
}
