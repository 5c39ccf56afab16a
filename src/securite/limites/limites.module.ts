import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { AppConfig } from '../../config/app-config';
import { optionsLimites } from './politiques';

/** The throttler (global: its storage serves the Express sign-in routes too). No global guard: routes opt in by policy. */
@Module({
  imports: [ThrottlerModule.forRootAsync({ inject: [AppConfig], useFactory: (config: AppConfig) => optionsLimites(config) })],
})
export class LimitesModule {}
