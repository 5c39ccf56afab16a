import type { NestExpressApplication } from '@nestjs/platform-express';

/** Mounts session, passport and the development identity provider on the Express app. */
export async function setupAuth(_app: NestExpressApplication): Promise<void> {}
