/**
 * White-label themes. Pure data shared by pages (CSS variables) and PDF templates.
 * The first entry is the default; an unsupported name falls back to it.
 */
export interface Theme {
  name: string;
  brandName: string;
  /** Main brand colour (buttons, headers, PDF title bars). */
  primary: string;
  primaryContrast: string;
  secondary: string;
  background: string;
  surface: string;
  text: string;
  muted: string;
  success: string;
  warning: string;
  danger: string;
  /** Brand icon as an SVG path on a 24x24 box, usable in pages, favicon and PDFs. */
  iconPath: string;
}

export const THEMES: Record<string, Theme> = {
  'marque-blanche': {
    name: 'marque-blanche',
    brandName: 'Collectif Courtage',
    primary: '#2f4a7d',
    primaryContrast: '#ffffff',
    secondary: '#e8eef8',
    background: '#f5f6f8',
    surface: '#ffffff',
    text: '#1d2433',
    muted: '#5d6679',
    success: '#1f7a4d',
    warning: '#b86e00',
    danger: '#b42318',
    iconPath: 'M12 2 3 6v6c0 5 3.8 9.7 9 10 5.2-.3 9-5 9-10V6l-9-4zm0 4.2 5 2.2V12c0 3-2.1 6-5 6.6-2.9-.6-5-3.6-5-6.6V8.4l5-2.2z',
  },
  atlantique: {
    name: 'atlantique',
    brandName: 'Atlantique Prévoyance',
    primary: '#006d77',
    primaryContrast: '#ffffff',
    secondary: '#e0f2f1',
    background: '#f4f9f9',
    surface: '#ffffff',
    text: '#102a2d',
    muted: '#4f6b6e',
    success: '#237a35',
    warning: '#c77700',
    danger: '#c0392b',
    iconPath: 'M2 16c2.5 0 2.5-2 5-2s2.5 2 5 2 2.5-2 5-2 2.5 2 5 2v3c-2.5 0-2.5-2-5-2s-2.5 2-5 2-2.5-2-5-2-2.5 2-5 2v-3zM12 3l6 9H6l6-9z',
  },
};

export const THEME_NAMES = Object.keys(THEMES);

export function resolveTheme(name: string | undefined | null): Theme {
  return (name && THEMES[name]) || THEMES[THEME_NAMES[0]];
}
