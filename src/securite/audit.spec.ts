import type { Request } from 'express';
import { auditer, dejaAudite, detailsRequete, marquerAudite, remplacerSortieAudit, routeDe } from './audit';

describe('audit trail', () => {
  const info = jest.fn();
  const warn = jest.fn();
  let retablir: () => void;
  beforeEach(() => {
    info.mockClear();
    warn.mockClear();
    retablir = remplacerSortieAudit({ info, warn });
  });
  afterEach(() => retablir());

  it.each([
    ['acces-refuse', 'warn'],
    ['jeton-refuse', 'warn'],
    ['requete-autre-site', 'warn'],
    ['limite-atteinte', 'warn'],
    ['connexion-refusee', 'warn'],
    ['rappel-non-confirme', 'warn'],
    ['connexion', 'info'],
    ['deconnexion', 'info'],
    ['session-inactive', 'info'],
  ] as const)('%s is written at %s level, one line, without empty fields', (evenement, niveau) => {
    auditer(evenement, { utilisateur: 'u-1', distributeur: undefined, methode: 'GET', statut: 403 });
    const sortie = niveau === 'warn' ? warn : info;
    expect(sortie).toHaveBeenCalledTimes(1);
    expect(sortie).toHaveBeenCalledWith({ evenement, utilisateur: 'u-1', methode: 'GET', statut: 403 }, `Audit : ${evenement}`);
    expect((niveau === 'warn' ? info : warn)).not.toHaveBeenCalled();
  });

  it('describes a request by its route pattern, never its query string, headers or body', () => {
    const req = {
      method: 'GET',
      baseUrl: '',
      route: { path: '/api/projets/:id' },
      originalUrl: '/api/projets/12?raison_sociale=Secret',
      ip: '127.0.0.1',
      user: { id: 'u-1', codeDistributeur: 'DIST-A' },
      headers: { authorization: 'Bearer abc', cookie: 'sid=xyz' },
      body: { email: 'client@example.fr' },
    } as unknown as Request;
    expect(detailsRequete(req, 404)).toEqual({ utilisateur: 'u-1', distributeur: 'DIST-A', methode: 'GET', route: '/api/projets/:id', statut: 404, ip: '127.0.0.1' });
    expect(routeDe({ originalUrl: '/auth/logout?x=1' } as Request)).toBe('/auth/logout');
  });

  it('a request whose refusal has its line is marked, so the API filter writes no second one', () => {
    const req = {};
    expect(dejaAudite(req)).toBe(false);
    marquerAudite(req);
    expect(dejaAudite(req)).toBe(true);
  });
});
