import { ExecutionContext, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { remplacerSortieAudit } from '../securite/audit';
import { AuthGuard } from './auth.guard';
import { BearerGuard, BearerStrategy } from './bearer.guard';
import type { OidcService } from './oidc.service';
import { SessionGuard, SessionStrategy } from './session.guard';
import { Public, Utilisateur } from './utilisateur';

const alice: Utilisateur = { id: 'u-a', username: 'alice', codeDistributeur: 'DIST-A', nom: 'Alice Martin', scopes: ['collectif'], roles: [] };
const carole: Utilisateur = { id: 'u-c', username: 'carole', codeDistributeur: 'DIST-B', nom: 'Carole Petit', scopes: ['collectif'], roles: [] };

class Routes {
  prive(): void {}
  @Public() publique(): void {}
}

function contextFor(handler: keyof Routes, req: { headers: Record<string, string>; user?: Utilisateur }): ExecutionContext {
  return {
    getType: () => 'http',
    getHandler: () => Routes.prototype[handler],
    getClass: () => Routes,
    switchToHttp: () => ({ getRequest: () => req, getResponse: () => ({}) }),
  } as unknown as ExecutionContext;
}

/** The global guard over the two @nestjs/passport guards; the strategies register with passport as they are made. */
function guardWith(oidc: Pick<OidcService, 'verifier'>): AuthGuard {
  new BearerStrategy(oidc as OidcService);
  new SessionStrategy();
  return new AuthGuard(new Reflector(), new BearerGuard(), new SessionGuard());
}

describe('AuthGuard (bearer and session guards on passport)', () => {
  const verify = jest.fn(async (token: string) => (token === 'bon-jeton' ? { utilisateur: alice } : { motif: 'signature' }));
  let guard: AuthGuard;

  beforeEach(() => {
    verify.mockClear();
    guard = guardWith({ verifier: { check: verify } } as unknown as OidcService);
  });

  it.each([
    ['a valid bearer token', { authorization: 'Bearer bon-jeton' }, undefined, alice],
    ['a valid bearer token, scheme in any case', { authorization: 'bearer bon-jeton' }, undefined, alice],
    ['a valid bearer token over a page session (explicit credentials win)', { authorization: 'Bearer bon-jeton' }, carole, alice],
    ['a page session', {}, carole, carole],
  ])('lets in %s', async (_label, headers, sessionUser, expected) => {
    const req = { headers, user: sessionUser };
    await expect(guard.canActivate(contextFor('prive', req))).resolves.toBe(true);
    expect(req.user).toEqual(expected);
  });

  it.each([
    ['nothing', {}, undefined],
    ['an invalid bearer token', { authorization: 'Bearer mauvais-jeton' }, undefined],
    ['an invalid bearer token, even with a page session', { authorization: 'Bearer mauvais-jeton' }, carole],
    ['another scheme', { authorization: 'Basic YWxpY2U6ZGVtbw==' }, undefined],
    ['an empty bearer', { authorization: 'Bearer ' }, undefined],
  ])('answers 401 in French to %s', async (_label, headers, sessionUser) => {
    const attempt = guard.canActivate(contextFor('prive', { headers, user: sessionUser }));
    await expect(attempt).rejects.toBeInstanceOf(UnauthorizedException);
    await expect(attempt).rejects.toMatchObject({ message: 'Vous devez être connecté pour accéder à cette ressource.' });
  });

  it('lets anyone into a @Public() route without checking anything', async () => {
    await expect(guard.canActivate(contextFor('publique', { headers: { authorization: 'Bearer mauvais-jeton' } }))).resolves.toBe(true);
    expect(verify).not.toHaveBeenCalled();
  });

  it('writes one audit line for a refused token: why, where, never the token', async () => {
    const warn = jest.fn();
    const retablir = remplacerSortieAudit({ info: jest.fn(), warn });
    try {
      const req = { method: 'GET', url: '/api/moi', originalUrl: '/api/moi?x=1', headers: { authorization: 'Bearer mauvais-jeton' } };
      await expect(guard.canActivate(contextFor('prive', req))).rejects.toBeInstanceOf(UnauthorizedException);
    } finally {
      retablir();
    }
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toEqual({ evenement: 'jeton-refuse', methode: 'GET', route: '/api/moi', statut: 401, motif: 'signature' });
    expect(JSON.stringify(warn.mock.calls[0])).not.toContain('mauvais-jeton');
  });

  it('refuses bearer tokens when sign-in is not configured', async () => {
    const off = guardWith({ verifier: null });
    await expect(off.canActivate(contextFor('prive', { headers: { authorization: 'Bearer bon-jeton' } }))).rejects.toBeInstanceOf(UnauthorizedException);
  });
});
