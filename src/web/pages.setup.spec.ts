import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isNestPath, projectRoot } from './pages.setup';

describe('isNestPath: what the pages handler passes on to Nest', () => {
  it.each([
    ['/api', true],
    ['/api/health', true],
    ['/api/docs/openapi.json', true],
    ['/auth/login', true],
    ['/auth/refresh', true],
    ['/dev-oidc/realms/demo/protocol/openid-connect/auth', true],
    ['/config.json', true],
    ['/', false],
    ['/informations-entreprise', false],
    ['/apiculture', false],
    ['/auth-error', false],
    ['/authentication-error', false],
    ['/config.jsonx', false],
    ['/ssc/projets', false],
    ['/assets/entry.client.js', false],
  ])('%s -> %s', (path, expected) => {
    expect(isNestPath(path)).toBe(expected);
  });
});

describe('projectRoot', () => {
  it('finds the folder of package.json from src/web (and so from dist/src/web)', () => {
    const root = projectRoot(__dirname);
    expect(existsSync(join(root, 'package.json'))).toBe(true);
    expect(existsSync(join(root, 'react-router.config.ts'))).toBe(true);
  });
});
