import { Migration } from '@mikro-orm/migrations';

/**
 * Messages to the team from the contact page: a suspended player's way to reach someone.
 * Linked to an account when one is known (it goes with the account when the player erases it);
 * `handled_at` is set once by an admin's 'Mark handled'.
 */
export class Migration20261127171516_contact_messages extends Migration {
  override name = 'Migration20261127171516_contact_messages';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "contact_messages" ("id" uuid not null, "created_at" timestamptz not null, "email" varchar(254) not null, "topic" text not null, "message" varchar(4000) not null, "language" varchar(8) null, "user_id" uuid null, "signed_in" boolean not null default false, "handled_at" timestamptz null, primary key ("id"), constraint "contact_messages_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade, constraint "contact_messages_topic_check" check ("topic" in ('account', 'problem', 'feedback', 'other')));`,
    );
    this.addSql(`create index "contact_messages_user_idx" on "contact_messages" ("user_id");`);
    this.addSql(`create index "contact_messages_created_at_idx" on "contact_messages" ("created_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "contact_messages";`);
  }
}
