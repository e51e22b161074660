import { Migration } from '@mikro-orm/migrations';

export class Migration20261122132559_clans_notifications extends Migration {
  override name = 'Migration20261122132559_clans_notifications';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "notifications" ("id" uuid not null, "user_id" uuid not null, "type" text not null, "priority" text not null default 'normal', "title" varchar(200) not null, "body" varchar(2000) not null, "data" jsonb not null, "read_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "notifications_user_created_idx" on "notifications" ("user_id", "created_at");`,
    );
    this.addSql(`create index "notifications_user_read_idx" on "notifications" ("user_id", "read_at");`);

    this.addSql(
      `create table "clan_activities" ("id" uuid not null, "clan_id" uuid not null, "user_id" uuid null, "username" varchar(20) not null, "type" text not null, "subject" varchar(200) not null, "data" jsonb not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "clan_activities_clan_created_idx" on "clan_activities" ("clan_id", "created_at");`,
    );

    this.addSql(`alter table "users" add "clan_notifications" boolean not null default false;`);

    this.addSql(
      `alter table "notifications" add constraint "notifications_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "notifications" add constraint "notifications_type_check" check ("type" in ('admin_message', 'achievement', 'boss', 'clan'));`,
    );
    this.addSql(
      `alter table "notifications" add constraint "notifications_priority_check" check ("priority" in ('low', 'normal', 'high', 'urgent'));`,
    );

    this.addSql(
      `alter table "clan_activities" add constraint "clan_activities_clan_id_foreign" foreign key ("clan_id") references "clans" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "clan_activities" add constraint "clan_activities_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "clan_activities" add constraint "clan_activities_type_check" check ("type" in ('member_joined', 'member_left', 'quest_completed', 'level_up', 'achievement_unlocked', 'boss_defeated'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "notifications" cascade;`);
    this.addSql(`drop table if exists "clan_activities" cascade;`);

    this.addSql(`alter table "users" drop column "clan_notifications";`);
  }
}
