import { safeReturnTo } from './oidc.guards';

describe('safeReturnTo', () => {
  it.each([
    ['/ssc/projets', '/ssc/projets'],
    ['/ssc/garanties/12?loadProjet=true', '/ssc/garanties/12?loadProjet=true'],
    [undefined, '/'],
    [['/a', '/b'], '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/', '/'],
    ['/\\evil.example/', '/'],
    ['/a\\b', '/'],
    ['/a\nLocation: x', '/'],
    ['ssc/projets', '/'],
    ['/auth/login?returnTo=/', '/'],
  ])('%p -> %p', (input, out) => expect(safeReturnTo(input)).toBe(out));
});
