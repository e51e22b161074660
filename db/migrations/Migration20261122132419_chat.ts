import { Migration } from '@mikro-orm/migrations';

export class Migration20261122132419_chat extends Migration {
  override name = 'Migration20261122132419_chat';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "chat_messages" ("id" uuid not null, "party_id" uuid not null, "user_id" uuid not null, "text" varchar(500) not null, "removed_at" timestamptz null, "removed_by_id" uuid null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "chat_messages_party_created_idx" on "chat_messages" ("party_id", "created_at");`,
    );

    this.addSql(
      `alter table "chat_messages" add constraint "chat_messages_party_id_foreign" foreign key ("party_id") references "parties" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "chat_messages" add constraint "chat_messages_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "chat_messages" add constraint "chat_messages_removed_by_id_foreign" foreign key ("removed_by_id") references "users" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "chat_messages" cascade;`);
  }
}
