import type { Theme } from '../../src/domain/theme/themes';

const COLOR = /^#[0-9a-f]{3,8}$/i;
const safeColor = (value: string, fallback: string) => (COLOR.test(value) ? value : fallback);

/** The theme's colours as CSS custom properties on :root (read by client/styles/app.css). */
export function themeCss(theme: Theme): string {
  const vars: Record<string, string> = {
    '--color-primary': safeColor(theme.primary, '#2f4a7d'),
    '--color-primary-contrast': safeColor(theme.primaryContrast, '#ffffff'),
    '--color-secondary': safeColor(theme.secondary, '#e8eef8'),
    '--color-background': safeColor(theme.background, '#f5f6f8'),
    '--color-surface': safeColor(theme.surface, '#ffffff'),
    '--color-text': safeColor(theme.text, '#1d2433'),
    '--color-muted': safeColor(theme.muted, '#5d6679'),
    '--color-success': safeColor(theme.success, '#1f7a4d'),
    '--color-warning': safeColor(theme.warning, '#b86e00'),
    '--color-danger': safeColor(theme.danger, '#b42318'),
  };
  return `:root{${Object.entries(vars)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}`;
}

/** The brand icon as a standalone SVG document. */
export function brandIconSvg(theme: Theme): string {
  const fill = safeColor(theme.primary, '#2f4a7d');
  const path = theme.iconPath.replace(/[^0-9a-z.,\s-]/gi, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="${fill}" d="${path}"/></svg>`;
}

/** Favicon as an inline data URL: no request, follows the theme. */
export function faviconHref(theme: Theme): string {
  return `data:image/svg+xml,${encodeURIComponent(brandIconSvg(theme))}`;
}
