/**
 * Data source for the typeorm CLI, PostgreSQL only (DATABASE_URL), e.g. after `npx nest build`:
 *   DATABASE_URL=postgres://… npx typeorm migration:run -d dist/src/database/data-source.js
 *   DATABASE_URL=postgres://… npx typeorm migration:generate -d dist/src/database/data-source.js migrations/Name
 * The application itself runs the migrations at start, on PostgreSQL and on the embedded PGlite.
 */
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { COMMON } from '../domain/messages';
import { buildDataSourceOptions, ENTITIES_GLOB } from './data-source-options';

const url = process.env.DATABASE_URL;
if (!url) throw new Error(COMMON.configurationObligatoire('DATABASE_URL'));

export default new DataSource({ ...buildDataSourceOptions({ driver: 'postgres', url }), entities: [ENTITIES_GLOB] });
