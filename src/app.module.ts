import { Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { LoggerModule } from 'nestjs-pino';
import { ApiExceptionFilter } from './common/http-exception.filter';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { JobsModule } from './jobs/jobs.module';
import { FilesModule } from './files/files.module';
import { HealthModule } from './health/health.module';
import { AuthModule } from './auth/auth.module';
import { WebModule } from './web/web.module';

@Module({
  imports: [
    ConfigModule,
    LoggerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        pinoHttp: {
          level: config.LOG_LEVEL,
          redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
          autoLogging: { ignore: (req) => !req.url?.startsWith('/api') || req.url === '/api/health' },
          transport: config.NODE_ENV === 'development' && process.stdout.isTTY ? { target: 'pino-pretty' } : undefined,
        },
      }),
    }),
    DatabaseModule,
    JobsModule,
    FilesModule,
    HealthModule,
    AuthModule,
    WebModule,
  ],
  providers: [{ provide: APP_FILTER, useClass: ApiExceptionFilter }],
})
export class AppModule {}
