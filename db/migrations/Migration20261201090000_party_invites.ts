import { Migration } from '@mikro-orm/migrations';

/**
 * Party invites: a link (its token's SHA-256 only) or an invite to one named player. A new table:
 * nothing existing is rewritten or locked for long.
 */
export class Migration20261201090000_party_invites extends Migration {
  override name = 'Migration20261201090000_party_invites';

  override up(): void | Promise<void> {
    this.addSql(`set local lock_timeout = '5s';`);
    this.addSql(
      `create table "party_invites" ("id" uuid not null, "party_id" uuid not null, "inviter_id" uuid null, "invitee_id" uuid null, "token_hash" varchar(64) null, "created_at" timestamptz not null, "expires_at" timestamptz not null, primary key ("id"), constraint party_invites_link_or_player check ((token_hash is null) <> (invitee_id is null)));`,
    );
    this.addSql(
      `alter table "party_invites" add constraint "party_invites_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(
      `alter table "party_invites" add constraint "party_invites_party_invitee_unique" unique ("party_id", "invitee_id");`,
    );
    this.addSql(`create index "party_invites_invitee_idx" on "party_invites" ("invitee_id");`);
    this.addSql(
      `alter table "party_invites" add constraint "party_invites_party_id_foreign" foreign key ("party_id") references "parties" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "party_invites" add constraint "party_invites_inviter_id_foreign" foreign key ("inviter_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "party_invites" add constraint "party_invites_invitee_id_foreign" foreign key ("invitee_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "notifications" drop constraint "notifications_type_check";`);
    this.addSql(
      `alter table "notifications" add constraint "notifications_type_check" check ("type" in ('admin_message', 'achievement', 'boss', 'clan', 'reminder', 'focus', 'party_invite'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`set local lock_timeout = '5s';`);
    this.addSql(`delete from "notifications" where "type" = 'party_invite';`);
    this.addSql(`alter table "notifications" drop constraint "notifications_type_check";`);
    this.addSql(
      `alter table "notifications" add constraint "notifications_type_check" check ("type" in ('admin_message', 'achievement', 'boss', 'clan', 'reminder', 'focus'));`,
    );
    this.addSql(`drop table if exists "party_invites" cascade;`);
  }
}
