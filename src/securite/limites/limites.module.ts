import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { AppConfig } from '../../config/app-config';
import { LimitesSurRefus } from './limite-refus';
import { optionsLimites } from './politiques';

/**
 * The throttler (global: its storage serves the Express sign-in routes too). No global guard: routes
 * opt in by policy, or count their refusals only (LimitesSurRefus).
 */
@Module({
  imports: [ThrottlerModule.forRootAsync({ inject: [AppConfig], useFactory: (config: AppConfig) => optionsLimites(config) })],
  providers: [LimitesSurRefus],
  exports: [LimitesSurRefus],
})
export class LimitesModule {}
