import { resolveTheme, THEME_NAMES } from '../../src/domain/theme/themes';
import { brandIconSvg, faviconHref, themeCss } from './theme';

describe('themeCss', () => {
  it.each(THEME_NAMES)('exposes every colour of %s as a CSS variable', (name) => {
    const theme = resolveTheme(name);
    const css = themeCss(theme);
    expect(css).toContain(`--color-primary:${theme.primary}`);
    expect(css).toContain(`--color-danger:${theme.danger}`);
    expect(css.startsWith(':root{')).toBe(true);
  });

  it('never lets a malformed colour break out of the style sheet', () => {
    const theme = { ...resolveTheme(undefined), primary: 'red}</style><script>' };
    expect(themeCss(theme)).not.toContain('</style>');
    expect(themeCss(theme)).toContain('--color-primary:#2f4a7d');
  });
});

describe('favicon', () => {
  it.each([
    ['marque-blanche', '#2f4a7d'],
    ['atlantique', '#006d77'],
    ['inconnu', '#2f4a7d'],
  ])('draws the %s icon in its primary colour', (name, colour) => {
    const svg = brandIconSvg(resolveTheme(name));
    expect(svg).toContain(`fill="${colour}"`);
    expect(decodeURIComponent(faviconHref(resolveTheme(name)).replace('data:image/svg+xml,', ''))).toBe(svg);
  });
});
