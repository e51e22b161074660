import { Migration } from '@mikro-orm/migrations';

/**
 * Versions for the live pushes, so a client applies only what is newer than what it shows and
 * notices what it missed (docs/decisions.md, "Pushes carry a version"):
 * - `bosses.hit_seq`: how many hits the boss has taken; the hit's own UPDATE counts it
 *   (server/data/questCompletions.ts), so a `boss:update` names which hit it is.
 * - `users.version`: bumped by a trigger on every UPDATE of the row, whichever path writes it (the
 *   completion's statement, the ORM's flushes, raw SQL), so no writer can forget it. RETURNING sees
 *   the bumped value.
 * Both columns have a constant default: adding them rewrites no rows.
 */
export class Migration20261130120000_push_versions extends Migration {
  override name = 'Migration20261130120000_push_versions';

  override up(): void | Promise<void> {
    // A busy table must not queue every query behind this migration's lock for long.
    this.addSql(`set local lock_timeout = '5s';`);
    this.addSql(`alter table "bosses" add column "hit_seq" int not null default 0;`);
    this.addSql(`alter table "users" add column "version" int not null default 0;`);
    // As the entity declares it (db/entities/User.ts), so the schema diff stays empty.
    this.addSql(`create or replace function "users_users_version_fn"() returns trigger as $$
      begin new.version := old.version + 1; return new; end; $$ language plpgsql;`);
    this.addSql(`create trigger "users_version" before update on "users"
      for each row execute function "users_users_version_fn"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`set local lock_timeout = '5s';`);
    this.addSql(`drop trigger if exists "users_version" on "users";`);
    this.addSql(`drop function if exists "users_users_version_fn"();`);
    this.addSql(`alter table "users" drop column "version";`);
    this.addSql(`alter table "bosses" drop column "hit_seq";`);
  }
}
