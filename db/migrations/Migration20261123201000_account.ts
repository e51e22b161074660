import { Migration } from '@mikro-orm/migrations';

export class Migration20261123201000_account extends Migration {
  override name = 'Migration20261123201000_account';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "email_changes" ("id" uuid not null, "user_id" uuid not null, "new_email" varchar(254) not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "email_changes" add constraint "email_changes_user_unique" unique ("user_id");`);
    this.addSql(
      `alter table "email_changes" add constraint "email_changes_token_unique" unique ("token_hash");`,
    );

    this.addSql(`alter table "boss_hits" drop constraint "boss_hits_user_id_foreign";`);

    this.addSql(
      `alter table "session" add "user_agent" varchar(500) null, add "last_seen_at" timestamptz null;`,
    );

    this.addSql(`alter table "boss_hits" alter column "user_id" drop not null;`);
    this.addSql(
      `alter table "boss_hits" add constraint "boss_hits_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "email_changes" add constraint "email_changes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "email_changes" cascade;`);

    this.addSql(`alter table "boss_hits" drop constraint "boss_hits_user_id_foreign";`);

    this.addSql(`alter table "boss_hits" alter column "user_id" set not null;`);
    this.addSql(
      `alter table "boss_hits" add constraint "boss_hits_user_id_foreign" foreign key ("user_id") references "users" ("id") on update no action on delete cascade;`,
    );

    this.addSql(`alter table "session" drop column "user_agent", drop column "last_seen_at";`);
  }
}
