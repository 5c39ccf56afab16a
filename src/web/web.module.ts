import { Module } from '@nestjs/common';

/**
 * Server-rendered pages. They are not Nest controllers: src/web/pages.setup.ts mounts the
 * React Router request handler on Express, and loaders reach Nest services through the load
 * context (src/web/load-context.ts). Kept as a module so page-only providers have a home.
 */
@Module({})
export class WebModule {}
