import { THEMES } from '../../domain/theme/themes';
import { pageCount } from './pdf-inspect';
import { PdfLayout, type PdfTableColumn } from './pdf-layout';

const columns: PdfTableColumn[] = [
  { header: 'Garantie', width: 3 },
  { header: 'Niveau', width: 2 },
  { header: 'Cotisation', width: 1, align: 'right' },
];

function layout(): PdfLayout {
  return new PdfLayout({
    theme: THEMES.atlantique,
    title: 'Étude santé',
    subtitle: 'Projet P-0042',
    footerNote: 'Projet P-0042 · Barème 2025.1 · Généré le 21/11/2025 à 14:05',
    createdAt: new Date('2025-11-21T13:05:00Z'),
  });
}

const rows = (n: number, text = 'Hospitalisation') => Array.from({ length: n }, (_, i) => [`${text} ${i + 1}`, 'Confort', '12,40 €']);

describe('PdfLayout', () => {
  it('produces a PDF of one page when the content fits', async () => {
    const l = layout();
    l.heading('Garanties');
    l.table(columns, rows(5));
    const pdf = await l.toBuffer();
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toContain('%%EOF');
    expect(pageCount(pdf)).toBe(1);
  });

  it.each([
    [0, 1],
    [30, 1],
    [60, 2],
    [200, 6],
  ])('paginates a table of %i rows on %i page(s)', async (n, pages) => {
    const l = layout();
    l.table(columns, rows(n));
    expect(pageCount(await l.toBuffer())).toBe(pages);
  });

  it('cuts a row taller than a page instead of looping or overflowing', async () => {
    const l = layout();
    l.table(columns, [['mot '.repeat(5000), 'Confort', '1 €'], ...rows(3)]);
    // Page 1: title; page 2: the cut row; page 3: the other rows.
    expect(pageCount(await l.toBuffer())).toBe(3);
  });

  it('lets long paragraphs flow onto new pages', async () => {
    const l = layout();
    for (let i = 0; i < 12; i++) l.paragraph('Les garanties s’appliquent dès l’adhésion. '.repeat(40));
    expect(pageCount(await l.toBuffer())).toBeGreaterThan(1);
  });

  it('writes the creation date given by the caller (no clock inside a template)', async () => {
    const pdf = (await layout().toBuffer()).toString('latin1');
    expect(pdf).toMatch(/\d+ 0 obj\s+\(D:20251121130500Z\)/);
  });
});
