import { Global, Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { MetricsController } from './metrics.controller';
import { MetricsService } from './metrics.service';

/** Prometheus metrics of this process (ADR 0068); the HTTP middleware is mounted by configureApp. */
@Global()
@Module({ imports: [MailModule], controllers: [MetricsController], providers: [MetricsService], exports: [MetricsService] })
export class MetricsModule {}
