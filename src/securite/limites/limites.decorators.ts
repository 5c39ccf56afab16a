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
