import type { ExecutionContext } from '@nestjs/common';
import { normalizeIp, type ThrottlerModuleOptions, type ThrottlerStorage } from '@nestjs/throttler';
import type { Request } from 'express';
import { lireLimite, type AppConfig, type Limite } from '../../config/app-config';
import { COMMON } from '../../domain/messages';

/**
 * Named abuse limits (@nestjs/throttler), each a setting `<requests>/<seconds>` (docs/adr/0017):
 * - connexion: sign-in (GET /auth/login, the built-in provider's login form), per client address;
 * - envoi-email: every call that sends an e-mail, per signed-in user, all such routes together;
 * - telephone: phone number validation (subscription), per signed-in user;
 * - public: routes reached without sign-in (signature pages), per client address;
 * - rappel-invalide: providers' callbacks refused for their signature, per client address, counted
 *   on refusal only (no guard: a verified callback never touches the counter, see signature.service).
 * Nothing else is limited: pricing and the rest of /api never pay for it.
 */
export const POLITIQUES_LIMITE = ['connexion', 'envoi-email', 'telephone', 'public', 'rappel-invalide'] as const;
export type PolitiqueLimite = (typeof POLITIQUES_LIMITE)[number];

export const REGLAGE_LIMITE = {
  connexion: 'RATE_LIMIT_SIGN_IN',
  'envoi-email': 'RATE_LIMIT_EMAIL',
  telephone: 'RATE_LIMIT_PHONE',
  public: 'RATE_LIMIT_PUBLIC',
  'rappel-invalide': 'RATE_LIMIT_CALLBACK',
} as const satisfies Record<PolitiqueLimite, keyof AppConfig>;

const PAR_UTILISATEUR: ReadonlySet<PolitiqueLimite> = new Set(['envoi-email', 'telephone']);

/** Route metadata naming the policy (set by the decorators of limites.decorators.ts). */
export const POLITIQUE_LIMITE = 'collectif:politique-limite';

export function politiqueDe(context: ExecutionContext): PolitiqueLimite | undefined {
  return (Reflect.getMetadata(POLITIQUE_LIMITE, context.getHandler()) ?? Reflect.getMetadata(POLITIQUE_LIMITE, context.getClass())) as PolitiqueLimite | undefined;
}

export const limiteDe = (config: AppConfig, politique: PolitiqueLimite): Limite => lireLimite(config[REGLAGE_LIMITE[politique]]);

/** Who is counted: the signed-in user for user policies, else the client address (Express `req.ip`, see TRUST_PROXY). */
export function compteDe(politique: PolitiqueLimite, req: Pick<Request, 'ip' | 'user'>): string {
  if (PAR_UTILISATEUR.has(politique) && req.user) return `utilisateur:${req.user.id}`;
  return `ip:${normalizeIp(req.ip ?? 'inconnue')}`;
}

/** One counter per policy and who: all the e-mail routes of a user share it. */
export const cleLimite = (politique: PolitiqueLimite, compte: string): string => `${politique}|${compte}`;

/** ThrottlerModule options: one named throttler per policy, each applied only where its policy is named. */
export function optionsLimites(config: AppConfig): ThrottlerModuleOptions {
  return {
    throttlers: POLITIQUES_LIMITE.map((name) => {
      const { limite, fenetreMs } = limiteDe(config, name);
      return {
        name,
        limit: limite,
        ttl: fenetreMs,
        blockDuration: fenetreMs,
        skipIf: (context: ExecutionContext) => politiqueDe(context) !== name,
        getTracker: (req: Record<string, unknown>) => compteDe(name, req as Pick<Request, 'ip' | 'user'>),
        generateKey: (_context: ExecutionContext, compte: string) => cleLimite(name, compte),
      };
    }),
    errorMessage: COMMON.tropDeRequetes,
    // Retry-After is set on refusals only, under its standard name (limite.guard.ts).
    setHeaders: false,
  };
}

/** Counts one hit on the throttler's storage; the seconds to wait when over the limit, else null. */
export async function compter(storage: ThrottlerStorage, politique: PolitiqueLimite, limite: Limite, compte: string): Promise<number | null> {
  const { isBlocked, timeToBlockExpire } = await storage.increment(cleLimite(politique, compte), limite.fenetreMs, limite.limite, limite.fenetreMs, politique);
  return isBlocked ? Math.max(1, timeToBlockExpire) : null;
}
