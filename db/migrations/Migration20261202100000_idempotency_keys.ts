import { Migration } from '@mikro-orm/migrations';

/**
 * Works without a signal (DESIGN section 15): the keys of signed-in requests sent with an
 * `Idempotency-Key`, one row per player and key (the primary key is the claim), kept 24 h. A new
 * table: nothing existing is rewritten or locked for long.
 */
export class Migration20261202100000_idempotency_keys extends Migration {
  override name = 'Migration20261202100000_idempotency_keys';

  override up(): void | Promise<void> {
    this.addSql(`set local lock_timeout = '5s';`);
    this.addSql(
      `create table "idempotency_keys" ("user_id" uuid not null, "key" varchar(255) not null, "request_hash" varchar(64) not null, "status" smallint null, "response" jsonb null, "created_at" timestamptz not null, primary key ("user_id", "key"));`,
    );
    this.addSql(`create index "idempotency_keys_created_idx" on "idempotency_keys" ("created_at");`);
    this.addSql(
      `alter table "idempotency_keys" add constraint "idempotency_keys_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`set local lock_timeout = '5s';`);
    this.addSql(`drop table if exists "idempotency_keys" cascade;`);
  }
}
