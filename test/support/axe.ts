/**
 * axe-core in the browser journeys: the page's Content-Security-Policy forbids an added <script>,
 * so axe's source is evaluated through the DevTools protocol (page.evaluate), which CSP does not see.
 *
 *   const violations = await auditAxe(page);
 *   expect(violations).toEqual([]);          // 'serious' and 'critical' ones, one readable line each
 *
 * Besides axe's default rules (WCAG 2.x A/AA and best practices), 'label-content-name-mismatch'
 * (WCAG 2.5.3 Label in Name, still marked experimental by axe) runs: a control's accessible name
 * must contain its visible text.
 */
import type { Page } from 'playwright-core';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- axe-core ships its browser build as a string
const AXE_SOURCE: string = require('axe-core').source;

const IMPACTS_BLOQUANTS = ['serious', 'critical'];

interface ResultatAxe {
  violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[]; html?: string; failureSummary?: string }> }>;
}

/** The page's serious and critical axe violations, as 'rule (impact): help — target: summary' lines. */
export async function auditAxe(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const resultat = (await page.evaluate(() =>
    (window as unknown as { axe: { run(ctx: Document, options: object): Promise<unknown> } }).axe.run(document, {
      rules: { 'label-content-name-mismatch': { enabled: true } },
      resultTypes: ['violations'],
    }),
  )) as ResultatAxe;
  return resultat.violations
    .filter((v) => IMPACTS_BLOQUANTS.includes(v.impact ?? ''))
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${v.help} — ${JSON.stringify(n.target)} ${(n.html ?? '').slice(0, 160)}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`));
}
