import { CLAIM_ROLES_PAR_DEFAUT, decodeJwtPayload, parseScopes, rolesFromClaims, utilisateurFromClaims } from './claims';

describe('utilisateurFromClaims', () => {
  const base = { sub: 'u-1', preferred_username: 'alice', name: 'Alice Martin', code_distributeur: 'DIST-A', scope: 'openid profile collectif' };

  it('maps a broker token to the Utilisateur', () => {
    expect(utilisateurFromClaims(base)).toEqual({
      id: 'u-1',
      username: 'alice',
      codeDistributeur: 'DIST-A',
      nom: 'Alice Martin',
      scopes: ['openid', 'profile', 'collectif'],
      roles: [],
    });
  });

  it('carries the roles of the token', () => {
    expect(utilisateurFromClaims({ ...base, realm_access: { roles: ['admin', 'offline_access'] } })?.roles).toEqual(['admin', 'offline_access']);
  });

  it.each([
    ['no subject', { ...base, sub: undefined }],
    ['blank subject', { ...base, sub: '  ' }],
    ['no distributor code', { ...base, code_distributeur: undefined }],
    ['distributor code not a string', { ...base, code_distributeur: 42 }],
    ['no collectif scope', { ...base, scope: 'openid profile' }],
    ['a scope that only contains the word', { ...base, scope: 'openid collectif:lecture' }],
  ])('refuses a token with %s', (_label, claims) => {
    expect(utilisateurFromClaims(claims)).toBeNull();
  });

  it.each([
    ['name wins', { name: 'A. Martin', given_name: 'Alice', family_name: 'Martin' }, 'A. Martin'],
    ['given and family names', { name: undefined, given_name: 'Alice', family_name: 'Martin' }, 'Alice Martin'],
    ['family name only', { name: undefined, family_name: 'Martin' }, 'Martin'],
    ['falls back to the username', { name: '' }, 'alice'],
  ])('display name: %s', (_label, extra, nom) => {
    expect(utilisateurFromClaims({ ...base, ...extra })?.nom).toBe(nom);
  });

  it('username falls back to the subject', () => {
    expect(utilisateurFromClaims({ ...base, preferred_username: undefined })?.username).toBe('u-1');
  });

  it('takes scopes given apart from the claims (token response field)', () => {
    expect(utilisateurFromClaims({ ...base, scope: undefined }, ['collectif'])?.scopes).toEqual(['collectif']);
  });
});

describe('parseScopes', () => {
  it.each([
    ['openid  collectif', ['openid', 'collectif']],
    [['collectif', 'collectif', 3], ['collectif']],
    [undefined, []],
    [12, []],
  ])('%p -> %p', (input, out) => expect(parseScopes(input)).toEqual(out));
});

describe('decodeJwtPayload', () => {
  const jwt = (payload: unknown) => `h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.s`;
  it.each([
    [jwt({ sub: 'x' }), { sub: 'x' }],
    [jwt([1]), {}],
    ['not-a-jwt', {}],
    ['a.%%%.b', {}],
    [undefined, {}],
  ])('%p', (token, out) => expect(decodeJwtPayload(token)).toEqual(out));
});

describe('rolesFromClaims', () => {
  const keycloak = { claim: CLAIM_ROLES_PAR_DEFAUT, clientId: 'collectif-courtage' };
  it.each<[string, Record<string, unknown>, { claim: string; clientId?: string }, string[]]>([
    ['Keycloak realm roles', { realm_access: { roles: ['admin', 'default-roles-demo'] } }, keycloak, ['admin', 'default-roles-demo']],
    ['Keycloak client roles of our client', { resource_access: { 'collectif-courtage': { roles: ['admin'] } } }, keycloak, ['admin']],
    ['client roles of another client are ignored', { resource_access: { account: { roles: ['admin'] } } }, keycloak, []],
    ['realm and client roles merged, no duplicates', { realm_access: { roles: ['admin'] }, resource_access: { 'collectif-courtage': { roles: ['admin', 'x'] } } }, keycloak, ['admin', 'x']],
    ['no roles at all', {}, keycloak, []],
    ['roles not a list', { realm_access: { roles: 'admin' } }, { claim: 'realm_access.roles' }, ['admin']],
    ['a space-separated string', { roles: 'admin  lecteur' }, { claim: 'roles' }, ['admin', 'lecteur']],
    ['a configured flat claim', { groups: ['admin', 3, '', ' lecteur '] }, { claim: 'groups' }, ['admin', 'lecteur']],
    ['a claim named with dots wins over the path', { 'https://x.fr/roles': ['admin'] }, { claim: 'https://x.fr/roles' }, ['admin']],
    ['a path through a non-object', { realm_access: ['admin'] }, { claim: 'realm_access.roles' }, []],
    ['resource_access not an object', { resource_access: 'admin' }, keycloak, []],
  ])('%s', (_label, claims, lecture, roles) => {
    expect(rolesFromClaims(claims, lecture)).toEqual(roles);
  });
});
