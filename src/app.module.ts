import { Module, RequestMethod } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { LoggerModule } from 'nestjs-pino';
import { ApiExceptionFilter } from './common/http-exception.filter';
import { HorlogeModule } from './common/horloge';
import { idRequeteCourante } from './common/contexte-requete';
import { erreurJournalisable } from './common/erreur-journal';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { JobsModule } from './jobs/jobs.module';
import { FilesModule } from './files/files.module';
import { HealthModule } from './health/health.module';
import { DocumentsModule } from './documents/documents.module';
import { AuthModule } from './auth/auth.module';
import { ProjetsModule } from './projets/projets.module';
import { SouscriptionModule } from './souscription/souscription.module';
import { SouscriptionAvancementsModule } from './souscription/avancements.module';
import { EtudesModule } from './etudes/etudes.module';
import { MailModule } from './mail/mail.module';
import { MetricsModule } from './metrics/metrics.module';
import { ReferentielsModule } from './referentiels/referentiels.module';
import { ClientsModule } from './clients/clients.module';
import { DueModule } from './due/due.module';
import { SignatureModule } from './signature/signature.module';
import { EspaceModule } from './espace/espace.module';
import { EligibiliteModule } from './eligibilite/eligibilite.module';
import { SanteModule } from './sante/sante.module';
import { PrevoyanceModule } from './prevoyance/prevoyance.module';
import { LimitesModule } from './securite/limites/limites.module';
import { SouscriptionParticipantsModule } from './souscription/participants/participants.module';
import { AdminModule } from './admin/admin.module';
import { HistoriqueModule } from './historique/historique.module';
import { EvenementsModule } from './evenements/evenements.module';

@Module({
  imports: [
    ConfigModule,
    HorlogeModule,
    LoggerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        // Access logs are written at 'info'; above it the per-request logger is pure cost (a quarter of
        // a no-op request's time in the benchmark), so no HTTP middleware is mounted at all (an
        // excluded one still matches every path).
        forRoutes: ['info', 'debug', 'trace'].includes(config.LOG_LEVEL) ? [{ path: '{*path}', method: RequestMethod.ALL }] : [],
        pinoHttp: {
          level: config.LOG_LEVEL,
          redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
          // Every logged `err`: no SQL, parameters or quoted values (ADR 0020).
          serializers: { err: erreurJournalisable },
          // The broker action's id on every line, in a request or in a job it caused (issue 30 item 5).
          mixin: (): object => {
            const reqId = idRequeteCourante();
            return reqId ? { reqId } : {};
          },
          // pino-http's access line uses the same id (set by identifierRequete), not a per-process counter.
          genReqId: (req) => (req as typeof req & { id?: string }).id ?? '',
          autoLogging: { ignore: (req) => !req.url?.startsWith('/api') || req.url === '/api/health' || req.url === '/api/health/live' },
          transport: config.NODE_ENV === 'development' && process.stdout.isTTY ? { target: 'pino-pretty' } : undefined,
        },
      }),
    }),
    LimitesModule,
    DatabaseModule,
    MetricsModule,
    JobsModule,
    FilesModule,
    HealthModule,
    DocumentsModule,
    AuthModule,
    EvenementsModule,
    HistoriqueModule,
    ReferentielsModule,
    ClientsModule,
    EspaceModule,
    DueModule,
    SignatureModule,
    EligibiliteModule,
    SanteModule,
    PrevoyanceModule,
    ProjetsModule,
    SouscriptionModule,
    SouscriptionParticipantsModule,
    SouscriptionAvancementsModule,
    EtudesModule,
    MailModule,
    AdminModule,
  ],
  providers: [{ provide: APP_FILTER, useClass: ApiExceptionFilter }],
})
export class AppModule {}
