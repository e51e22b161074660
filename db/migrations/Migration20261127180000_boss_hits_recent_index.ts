import { Migration } from '@mikro-orm/migrations';

/**
 * The boss screen and every hit's answer read a boss's latest hits, newest first. With only
 * `boss_id` indexed PostgreSQL sorted all of a boss's hits each time (and on small tables chose a
 * sequential scan joined to the whole `users` table); this index hands them over in order.
 * It covers every read the old single-column index served, so that one goes.
 */
export class Migration20261127180000_boss_hits_recent_index extends Migration {
  override name = 'Migration20261127180000_boss_hits_recent_index';

  override up(): void | Promise<void> {
    this.addSql(
      `create index "boss_hits_boss_recent_idx" on "boss_hits" ("boss_id", "created_at" desc, "id" desc);`,
    );
    this.addSql(`drop index "boss_hits_boss_idx";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`create index "boss_hits_boss_idx" on "boss_hits" ("boss_id");`);
    this.addSql(`drop index "boss_hits_boss_recent_idx";`);
  }
}
