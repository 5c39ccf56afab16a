import type { ArgumentsHost, ExecutionContext } from '@nestjs/common';
import { remplacerSortieAudit } from '../securite/audit';
import type { OidcService } from './oidc.service';
import type { OidcStrategies } from './oidc-strategy';
import { EchecConnexion, EchecConnexionFilter, OidcLoginGuard, safeReturnTo } from './oidc.guards';

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

describe('OidcLoginGuard', () => {
  const contexte = (req: object) => ({ switchToHttp: () => ({ getRequest: () => req, getResponse: () => ({}) }) }) as unknown as ExecutionContext;
  const ready = jest.fn();
  const guard = (enabled: boolean) => new OidcLoginGuard({ enabled } as OidcService, { ready } as unknown as OidcStrategies);

  beforeEach(() => ready.mockReset());

  it.each([
    ['already signed in', true, { user: { id: 'u-a' }, query: {}, session: {} }],
    ['sign-in off (incomplete settings)', false, { query: {}, session: {} }],
  ])('lets the handler redirect when %s, without the provider', async (_label, enabled, req) => {
    await expect(guard(enabled).canActivate(contexte(req))).resolves.toBe(true);
    expect(ready).not.toHaveBeenCalled();
  });

  it('turns an unreachable provider (discovery failed) into a failed sign-in, before touching the session', async () => {
    const panne = new Error('Découverte OIDC impossible');
    ready.mockRejectedValue(panne);
    const req = { query: { returnTo: '/ssc/projets' }, session: {} as Record<string, unknown> };
    const attempt = guard(true).canActivate(contexte(req));
    await expect(attempt).rejects.toBeInstanceOf(EchecConnexion);
    await expect(attempt).rejects.toMatchObject({ raison: panne });
    expect(req.session.returnTo).toBeUndefined();
  });
});

describe('EchecConnexionFilter', () => {
  it('logs, writes one audit line and sends the browser to /auth-error (303)', () => {
    const warn = jest.fn();
    const retablir = remplacerSortieAudit({ info: jest.fn(), warn });
    const redirect = jest.fn();
    const req = { method: 'GET', url: '/auth/callback', originalUrl: '/auth/callback?code=x', headers: {} };
    try {
      new EchecConnexionFilter().catch(new EchecConnexion(new Error('state')), {
        switchToHttp: () => ({ getRequest: () => req, getResponse: () => ({ redirect }) }),
      } as unknown as ArgumentsHost);
    } finally {
      retablir();
    }
    expect(redirect).toHaveBeenCalledWith(303, '/auth-error');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatchObject({ evenement: 'connexion-refusee', methode: 'GET', statut: 303 });
  });
});
