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
import { ARTIFACTS_DIR, jusqua, type BrowserSession } from './browser';

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

/**
 * What a person checks on a journey's page: axe at 1280 px, a screenshot, then at 390 px no sideways
 * scroll, axe again and a screenshot (with `tranches`, also the phone page in 1,200 px slices, since a
 * whole long page shrinks to nothing when looked at); back to 1280 px. `nom` is the artifact's path.
 */
export async function regarderAuxDeuxLargeurs(session: BrowserSession, nom: string, options: { tranches?: boolean } = {}): Promise<void> {
  const { page, screenshot } = session;
  await expect(auditAxe(page)).resolves.toEqual([]);
  await screenshot(nom);
  await page.setViewportSize({ width: 390, height: 844 });
  await jusqua(() => page.evaluate(() => document.documentElement.scrollWidth), (v) => v <= 390);
  await expect(auditAxe(page)).resolves.toEqual([]);
  await screenshot(`${nom}-390`);
  if (options.tranches) {
    const hauteur = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0, n = 1; y < hauteur; y += 1200, n++) {
      await page.screenshot({ path: `${ARTIFACTS_DIR}/${nom}-390-${n}.png`, fullPage: true, clip: { x: 0, y, width: 390, height: Math.min(1200, hauteur - y) } });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
