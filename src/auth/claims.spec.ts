import { decodeJwtPayload, parseScopes, utilisateurFromClaims } from './claims';

describe('utilisateurFromClaims', () => {
  const base = { sub: 'u-1', preferred_username: 'alice', name: 'Alice Martin', code_distributeur: 'DIST-A', scope: 'openid profile collectif' };

  it('maps a broker token to the Utilisateur', () => {
    expect(utilisateurFromClaims(base)).toEqual({
      id: 'u-1',
      username: 'alice',
      codeDistributeur: 'DIST-A',
      nom: 'Alice Martin',
      scopes: ['openid', 'profile', 'collectif'],
    });
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
