import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { COMMON } from '../../domain/messages';
import { LimiteGuard } from './limite.guard';
import { POLITIQUE_LIMITE, type PolitiqueLimite } from './politiques';

const limite = (politique: PolitiqueLimite, reglage: string) =>
  applyDecorators(
    SetMetadata(POLITIQUE_LIMITE, politique),
    UseGuards(LimiteGuard),
    ApiResponse({ status: 429, description: `${COMMON.tropDeRequetes} (limite ${reglage}, en-tête Retry-After)` }),
  );

/** Every route that sends an e-mail: RATE_LIMIT_EMAIL per signed-in user, all such routes together. */
export const LimiteEnvoiEmail = () => limite('envoi-email', 'RATE_LIMIT_EMAIL');

/** Phone number validation (subscription signer): RATE_LIMIT_PHONE per signed-in user. */
export const LimiteTelephone = () => limite('telephone', 'RATE_LIMIT_PHONE');

/** Routes reached without sign-in (public signature pages and callbacks): RATE_LIMIT_PUBLIC per client address. */
export const LimitePublique = () => limite('public', 'RATE_LIMIT_PUBLIC');

/**
 * Providers' callbacks: only the refused ones are counted (RATE_LIMIT_CALLBACK per client address),
 * by the route itself (LimitesSurRefus), never by a guard: here only the documented 429.
 */
export const LimiteRappelsInvalides = () => ApiResponse({ status: 429, description: `${COMMON.tropDeRequetes} (rappels refusés au-delà de RATE_LIMIT_CALLBACK par adresse, en-tête Retry-After)` });
