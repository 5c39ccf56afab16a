import type { NestExpressApplication } from '@nestjs/platform-express';

/** Mounts the server-rendered React pages after every other route. */
export async function mountPages(_app: NestExpressApplication): Promise<void> {}
