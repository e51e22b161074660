import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122123327_initial } from './Migration20261122123327_initial.ts';

/**
 * Every committed migration, in order. Listed explicitly so the server never scans folders or
 * compiles TypeScript at start. `npm run db:migration:create` appends new entries here.
 */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122123327_initial', class: Migration20261122123327_initial },
];
