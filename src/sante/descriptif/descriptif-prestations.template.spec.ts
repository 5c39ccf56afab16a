import { POSTES } from '../../domain/pricing/sante/catalogue';
import { THEMES } from '../../domain/theme/themes';
import { vueDescriptifSocle, vueDescriptifSurcomplementaire } from './descriptif.view-model';
import { pageCount } from '../../documents/pdf/pdf-inspect';
import { renderDescriptifPrestations } from './descriptif-prestations.template';

const ctx = { offre: 'Santé Collective Essentielle', bareme: 'SSC-2025.1', genereLe: '21/11/2025 à 14:05' };
const theme = Object.values(THEMES)[0];
const date = new Date('2025-11-21T13:05:00Z');

describe('renderDescriptifPrestations', () => {
  it.each([
    ['socle', vueDescriptifSocle(POSTES, ctx), 2, 4],
    ['surcomplémentaire', vueDescriptifSurcomplementaire(ctx), 1, 2],
  ] as const)('renders the %s description as a paginated, branded PDF', async (_type, vue, min, max) => {
    const pdf = await renderDescriptifPrestations(vue, theme, date);
    expect(pdf.subarray(0, 8).toString()).toMatch(/^%PDF-1\.\d/);
    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThanOrEqual(min);
    expect(pages).toBeLessThanOrEqual(max);
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+LiberationSans-Bold/);
  });

  it('is deterministic for the same view and date', async () => {
    const vue = vueDescriptifSurcomplementaire(ctx);
    const [a, b] = await Promise.all([renderDescriptifPrestations(vue, theme, date), renderDescriptifPrestations(vue, theme, date)]);
    expect(a.equals(b)).toBe(true);
  });
});
