import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from './routes';

/** Every page path with the layout files it sits in. */
function flatten(entries: RouteConfigEntry[], layouts: string[] = []): { path: string; file: string; layouts: string[] }[] {
  return entries.flatMap((entry) => {
    const here = entry.path === undefined && !entry.index ? [...layouts, entry.file] : layouts;
    const self = entry.path !== undefined || entry.index ? [{ path: entry.index ? '' : entry.path!, file: entry.file, layouts }] : [];
    return [...self, ...flatten(entry.children ?? [], here)];
  });
}

const pages = flatten(routes as RouteConfigEntry[]);
const guarded = (path: string) => pages.find((p) => p.path === path)?.layouts.includes('routes/_connecte.tsx');

describe('route tree (spec 01 §2, 03 §2)', () => {
  it.each(['informations-entreprise', 'offres-eligibles'])('%s needs configuration and sign-in', (path) => {
    expect(guarded(path)).toBe(true);
  });

  it.each(['loading-error', 'auth-error', 'authentication-error', 'page-introuvable', '*', 'favicon.ico'])('%s needs neither', (path) => {
    expect(guarded(path)).toBe(false);
  });

  it('auth-error and authentication-error show the same page', () => {
    const files = pages.filter((p) => p.path === 'auth-error' || p.path === 'authentication-error').map((p) => p.file);
    expect(files).toEqual(['routes/auth-error.tsx', 'routes/auth-error.tsx']);
  });

  it('has one catch-all, declared last so every known address wins', () => {
    expect(pages.filter((p) => p.path === '*')).toHaveLength(1);
    expect((routes as RouteConfigEntry[]).at(-1)?.path).toBe('*');
  });
});
