import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { THEMES } from '../domain/theme/themes';
import { construireVueEtude } from './etude.view-model';
import { projetPrevoyance, projetSante } from './etude.fixtures';
import { pageCount } from '../documents/pdf/pdf-inspect';
import { renderEtudePersonnalisee } from './etude-personnalisee.template';

const CTX = { conseiller: 'Élodie Lefèvre', genereLe: '21/11/2026 à 14:05', genereLeDate: '21/11/2026' };
const CREE = new Date('2026-11-21T13:05:00Z');
const theme = Object.values(THEMES)[0];

/** Text of a PDF with poppler's pdftotext (installed by .ci/run); null when the tool is absent. */
function texte(pdf: Buffer, pages: string[] = []): string | null {
  if (spawnSync('pdftotext', ['-v']).error) return null;
  const dir = mkdtempSync(join(tmpdir(), 'etude-'));
  writeFileSync(join(dir, 'e.pdf'), pdf);
  return execFileSync('pdftotext', ['-layout', ...pages, join(dir, 'e.pdf'), '-'], { encoding: 'utf8' });
}

describe('renderEtudePersonnalisee', () => {
  it.each(Object.values(THEMES).map((t) => [t.name, t] as const))('renders a branded, paginated health study (theme %s)', async (_n, t) => {
    const pdf = await renderEtudePersonnalisee(construireVueEtude([projetSante(12), projetSante(13, 7, 10)], CTX), t, CREE);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(pdf)).toBeGreaterThanOrEqual(2);
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+LiberationSans/);
    expect(pdf.toString('latin1')).not.toContain('/BaseFont /Helvetica');
  });

  it('prints French text, accents and euros, and a footer with projets, barème and date on every page', async () => {
    const vue = construireVueEtude([projetPrevoyance(3, { t12: true }), projetPrevoyance(4, { riche: true })], CTX);
    const pdf = await renderEtudePersonnalisee(vue, theme, CREE);
    const n = pageCount(pdf);
    const t = texte(pdf);
    if (t === null) return; // pdftotext absent on this machine: the structural checks above still ran
    expect(t).toContain('Étude personnalisée');
    expect(t).toContain('Prévoyance collective — Boulangerie Lefèvre & Fils');
    expect(t).toContain('Décès / PTIA'.toUpperCase());
    expect(t).toMatch(/\d[\d  ]*,\d{2} €/);
    expect(t).toContain("*Tarifs incluant 0,01% de cotisation d'association.");
    for (let page = 1; page <= n; page++) expect(t).toContain(`Page ${page} / ${n}`);
    expect(t.match(/Projets n°3 et n°4 · Barème SPC-/g)?.length).toBe(n);
    // No replacement glyphs: every character printed exists in the embedded font.
    expect(t).not.toMatch(/[\ufffd]/);
  });

  it.each([
    ['health', () => [projetSante(12), projetSante(13, 7, 10)], /Unique\s+\d+,\d{2} % PMSS · [\d\u202f ]+,\d{2} €\/mois/],
    ['provident', () => [projetPrevoyance(3, { t12: true }), projetPrevoyance(4, { riche: true })], /TOTAL — Budget annuel\s+[\d\u202f ]+,\d{2} €/],
  ])('prints the %s price table on page 1, and the loadings only when asked', async (_p, projets, prix) => {
    const sans = texte(await renderEtudePersonnalisee(construireVueEtude(projets(), CTX), theme, CREE), ['-f', '1', '-l', '1']);
    if (sans === null) return;
    expect(sans).toMatch(prix);
    const tout = texte(await renderEtudePersonnalisee(construireVueEtude(projets(), CTX), theme, CREE))!;
    expect(tout).not.toMatch(/Commissionnement|Frais de gestion/);
    const avec = texte(await renderEtudePersonnalisee(construireVueEtude(projets(), { ...CTX, detailChargements: true }), theme, CREE))!;
    expect(avec).toMatch(/Commissionnement/);
    expect(avec).toMatch(/Frais de gestion/);
  });
});
