import { THEMES } from '../../domain/theme/themes';
import { pageCount } from '../pdf/pdf-inspect';
import { renderApercuTheme } from './apercu-theme.template';

describe('renderApercuTheme', () => {
  it.each(Object.values(THEMES).map((t) => [t.name, t] as const))('renders a one-page PDF for the theme %s', async (_name, theme) => {
    const pdf = await renderApercuTheme({ theme, generatedAt: new Date('2025-11-21T13:05:00Z'), demandePar: 'Élodie Lefèvre' });
    expect(pdf.subarray(0, 8).toString()).toMatch(/^%PDF-1\.\d/);
    expect(pageCount(pdf)).toBe(1);
    // The font is embedded (subset), not the WinAnsi-only standard Helvetica.
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+LiberationSans-Bold/);
    expect(pdf.toString('latin1')).not.toContain('/BaseFont /Helvetica');
  });
});
