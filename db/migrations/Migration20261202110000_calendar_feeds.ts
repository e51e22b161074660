import { Migration } from '@mikro-orm/migrations';

/**
 * The calendar feed (DESIGN section 14): one secret address per player, its token hashed. A new
 * table: nothing existing is rewritten or locked for long.
 */
export class Migration20261202110000_calendar_feeds extends Migration {
  override name = 'Migration20261202110000_calendar_feeds';

  override up(): void | Promise<void> {
    this.addSql(`set local lock_timeout = '5s';`);
    this.addSql(
      `create table "calendar_feeds" ("user_id" uuid not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null, primary key ("user_id"));`,
    );
    this.addSql(
      `alter table "calendar_feeds" add constraint "calendar_feeds_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(
      `alter table "calendar_feeds" add constraint "calendar_feeds_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`set local lock_timeout = '5s';`);
    this.addSql(`drop table if exists "calendar_feeds" cascade;`);
  }
}
