/**
 * Benchmark harness: starts the built server as its own process, then measures scenarios from this
 * process. Results are printed as ratios measured in the same run, so a noisy shared machine still
 * gives comparable figures. Not a test: nothing here asserts time.
 *
 * Two load generators (ADR 0015):
 * - as fast as possible (throughput): autocannon, closed loop, 10 connections;
 * - at a fixed rate (latency): loadtest's paced sender, one request every 1/rate s whatever the
 *   answers, each timed from the moment it was due to leave. autocannon's own rate option sends
 *   each connection's quota for the second in one burst and records a latency above 1 ms as a
 *   run of invented samples, so it measures its bursts, not the server.
 */
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import autocannon from 'autocannon';
import * as loadtest from 'loadtest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The simulator's callback secret on the bench server (the scenarios sign callbacks with it). */
export const SECRET_RAPPELS_BENCH = 'whsec_YmFuYy1kZXNzYWktcmFwcGVscy1zaWduYXR1cmU=';

export interface Scenario {
  name: string;
  /** Path on the app server, or a full URL (the bare server). */
  url: string;
  method?: 'GET' | 'POST' | 'PUT';
  body?: unknown;
  headers?: Record<string, string>;
  /** Fixed request rate (requests/s), evenly paced; without it, as fast as possible. */
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
  /** Slowest request (fixed-rate runs only). */
  max?: number;
  /**
   * Fixed-rate runs: loadtest times requests in whole milliseconds, truncated; a figure n means
   * n ≤ t < n + 1 and is printed as "< n+1".
   */
  tronqueA1ms?: boolean;
  /** Requests/s against the baseline's, measured in alternating rounds (see alternatingRatio). */
  ratio?: number;
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

/**
 * The framework's own floor: a Nest application on Express with one GET route and nothing else
 * (no headers, session, logging or metrics), in this process like the node:http hello. What the
 * stack costs before the application adds anything (ADR 0086).
 */
export async function startBareNest(): Promise<{ url: string; close: () => Promise<void> }> {
  @Controller('moi')
  class Bonjour {
    @Get()
    moi() {
      return { id: 'x', username: 'alice', codeDistributeur: 'DIST-A', nom: 'Alice Martin', scopes: [], roles: [] };
    }
  }
  @Module({ controllers: [Bonjour] })
  class SocleNest {}
  const app = await NestFactory.create(SocleNest, { logger: false });
  await app.listen(0, '127.0.0.1');
  return { url: `${await app.getUrl()}/moi`.replace('[::1]', '127.0.0.1'), close: () => app.close() };
}

/** The built server of this checkout, or of another built checkout `root` (to compare two versions in one run). */
export async function startApp(port: number, extraEnv: Record<string, string> = {}, root = resolve(__dirname, '../..')): Promise<{ baseUrl: string; child: ChildProcess }> {
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://localhost:${port}`, LOG_LEVEL: 'warn', NODE_ENV: 'production', DEMO_ACCOUNTS: 'true', MAIL_OUTBOX: 'true', SIGNATURE_SIMULATEUR: 'true', SIGNATURE_WEBHOOK_SECRET: SECRET_RAPPELS_BENCH, EVENEMENTS_FLUX_PAR_UTILISATEUR: '1000', DATA_DIR: process.env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'collectif-bench-')), ...extraEnv };
  // BENCH_PROFILE_DIR=/tmp/x writes the server's CPU profile there (open it in Chrome DevTools).
  const profil = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, [...profil, join(root, 'dist/src/main.js')], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
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

/** A page's POST carries its Origin; cookie-authenticated changes from elsewhere are refused (ADR 0016). */
function origineDesPages(baseUrl: string, s: Scenario): Record<string, string> {
  return (s.method ?? 'GET') === 'GET' || s.url.startsWith('http') ? {} : { origin: new URL(baseUrl).origin };
}

export async function measure(baseUrl: string, s: Scenario): Promise<Result> {
  if (s.custom) return s.custom();
  if (s.rate) return measureAtRate(baseUrl, s, s.rate);
  const url = s.url.startsWith('http') ? s.url : baseUrl + s.url;
  const r = await autocannon({
    url,
    method: s.method ?? 'GET',
    body: s.body === undefined ? undefined : JSON.stringify(s.body),
    headers: { ...(s.body === undefined ? {} : { 'content-type': 'application/json' }), ...origineDesPages(baseUrl, s), ...s.headers },
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

// loadtest 8 returns a promise when given no callback; its bundled typings predate that.
const loadTest = (loadtest as unknown as { loadTest(options: loadtest.LoadTestOptions): Promise<loadtest.LoadTestResult> }).loadTest;

/** Rounds and seconds per round of alternatingRatio. */
const RATIO_ROUNDS = 5;
const RATIO_ROUND_SECONDS = 3;

/**
 * Throughput of `s` as a fraction of its baseline's, the two measured turn about (baseline, s,
 * baseline, s, …) so that a machine slowing down or speeding up during the run weighs on both
 * alike: the ratio of the requests each completed in the same total time.
 */
export async function alternatingRatio(baseUrl: string, s: Scenario, baseline: Scenario): Promise<number> {
  let surBase = 0;
  let surScenario = 0;
  for (let i = 0; i < RATIO_ROUNDS; i++) {
    surBase += (await measure(baseUrl, { ...baseline, duration: RATIO_ROUND_SECONDS })).requests;
    surScenario += (await measure(baseUrl, { ...s, duration: RATIO_ROUND_SECONDS })).requests;
  }
  return surScenario / surBase;
}

/** Seconds of load at the same rate before the measured run, so neither side is measured cold. */
const RATE_WARM_UP_SECONDS = 3;

/**
 * Open-loop load: a request leaves every 1000/rate ms on a free keep-alive connection (a new one
 * when all are busy), so a slow answer never delays the next request. Every latency is kept.
 */
async function measureAtRate(baseUrl: string, s: Scenario, rate: number): Promise<Result> {
  const url = s.url.startsWith('http') ? s.url : baseUrl + s.url;
  const run = async (seconds: number, record: boolean) => {
    const durations: number[] = [];
    let statusErrors = 0;
    const started = performance.now();
    const r = await loadTest({
      url,
      method: s.method ?? 'GET',
      body: s.body === undefined ? undefined : JSON.stringify(s.body),
      contentType: 'application/json',
      headers: { ...origineDesPages(baseUrl, s), ...s.headers },
      requestsPerSecond: rate,
      maxSeconds: seconds,
      agentKeepAlive: true,
      quiet: true,
      statusCallback: record
        ? (error: unknown, result: { requestElapsed?: number; statusCode?: number } | undefined) => {
            if (typeof result?.requestElapsed === 'number') durations.push(result.requestElapsed);
            if (error && result?.statusCode) statusErrors++;
          }
        : undefined,
    });
    return { r, durations, statusErrors, seconds: (performance.now() - started) / 1000 };
  };
  await run(RATE_WARM_UP_SECONDS, false);
  const { r, durations, statusErrors, seconds } = await run(s.duration ?? 10, true);
  durations.sort((a, b) => a - b);
  const ms = (p: number) => (durations.length ? percentile(durations, p) : NaN);
  return {
    name: s.name,
    rps: r.totalRequests / seconds,
    p50: ms(50),
    p90: ms(90),
    p99: ms(99),
    max: durations.length ? durations[durations.length - 1] : NaN,
    tronqueA1ms: true,
    errors: r.totalErrors - statusErrors,
    non2xx: statusErrors,
    requests: r.totalRequests,
  };
}

/** A latency as printed: fixed-rate figures are whole milliseconds truncated, shown as a bound. */
export function borne(r: Result, v: number | undefined): string | number {
  return v === undefined ? '' : r.tronqueA1ms ? `< ${v + 1}` : v;
}

export function printResults(scenarios: Scenario[], results: Result[]): void {
  const byName = new Map(results.map((r) => [r.name, r]));
  const rows = results.map((r) => {
    const s = scenarios.find((x) => x.name === r.name);
    const base = s?.baseline ? byName.get(s.baseline) : undefined;
    return {
      scénario: r.name,
      // A scenario with errors prints no throughput: its figure would count refusals as answers.
      'req/s': r.errors + r.non2xx > 0 ? '—' : Math.round(r.rps),
      'p50 ms': borne(r, r.p50),
      'p90 ms': borne(r, r.p90),
      'p99 ms': borne(r, r.p99),
      'max ms': borne(r, r.max),
      erreurs: r.errors + r.non2xx,
      ratio: base ? `${(r.ratio ?? r.rps / base.rps).toFixed(2)} × ${base.name}` : '',
    };
  });
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
