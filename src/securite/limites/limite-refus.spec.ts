import { ThrottlerStorageService } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { loadConfig } from '../../config/app-config';
import { remplacerSortieAudit } from '../audit';
import { LimiteAtteinte, LimitesSurRefus, repondreLimite } from './limite-refus';

describe('limits counted on refusal only (rappel-invalide)', () => {
  const storage = new ThrottlerStorageService();
  afterAll(() => storage.onApplicationShutdown());
  const limites = new LimitesSurRefus(storage, loadConfig({ RATE_LIMIT_CALLBACK: '3/60' }));
  const req = (ip: string) => ({ ip }) as Pick<Request, 'ip' | 'user'>;

  it('the refusals under the limit pass, the next one is over, with the seconds to wait; each address counts alone', async () => {
    for (let i = 0; i < 3; i++) await expect(limites.compterRefus('rappel-invalide', req('10.0.0.1'))).resolves.toBeUndefined();
    const over = await limites.compterRefus('rappel-invalide', req('10.0.0.1')).catch((e: unknown) => e);
    expect(over).toBeInstanceOf(LimiteAtteinte);
    expect(over).toMatchObject({ politique: 'rappel-invalide', attente: expect.any(Number) });
    expect((over as LimiteAtteinte).attente).toBeGreaterThan(0);
    expect((over as LimiteAtteinte).getStatus()).toBe(429);
    await expect(limites.compterRefus('rappel-invalide', req('10.0.0.2'))).resolves.toBeUndefined();
  });

  it('repondreLimite sets Retry-After and writes the audit line for a LimiteAtteinte, and lets anything else through untouched', () => {
    const warn = jest.fn();
    const retablir = remplacerSortieAudit({ info: jest.fn(), warn });
    try {
      const setHeader = jest.fn();
      const requete = { method: 'POST', originalUrl: '/api/signature/webhooks/simulateur', ip: '10.0.0.1' } as Request;
      expect(() => repondreLimite(new LimiteAtteinte('rappel-invalide', 42), requete, { setHeader } as unknown as Response)).toThrow(LimiteAtteinte);
      expect(setHeader).toHaveBeenCalledWith('Retry-After', '42');
      expect(warn).toHaveBeenCalledWith(expect.objectContaining({ evenement: 'limite-atteinte', politique: 'rappel-invalide', statut: 429 }), 'Audit : limite-atteinte');
      const autre = new Error('autre');
      setHeader.mockClear();
      expect(() => repondreLimite(autre, requete, { setHeader } as unknown as Response)).toThrow(autre);
      expect(setHeader).not.toHaveBeenCalled();
    } finally {
      retablir();
    }
  });
});
