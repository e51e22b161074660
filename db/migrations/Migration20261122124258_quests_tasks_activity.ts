import { Migration } from '@mikro-orm/migrations';

export class Migration20261122124258_quests_tasks_activity extends Migration {
  override name = 'Migration20261122124258_quests_tasks_activity';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "focus_sessions" ("id" uuid not null, "user_id" uuid not null, "task_id" uuid null, "status" text not null default 'running', "duration_seconds" int not null, "elapsed_seconds" int not null default 0, "running_since" timestamptz null, "completed_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create unique index "focus_sessions_one_open_per_user" on "focus_sessions" ("user_id") where status in ('running', 'paused');`,
    );

    this.addSql(
      `create table "activity_events" ("id" uuid not null, "user_id" uuid not null, "type" text not null, "subject" varchar(200) not null, "data" jsonb not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "activity_events_user_created_idx" on "activity_events" ("user_id", "created_at");`,
    );

    this.addSql(
      `alter table "focus_sessions" add constraint "focus_sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "focus_sessions" add constraint "focus_sessions_task_id_foreign" foreign key ("task_id") references "tasks" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "focus_sessions" add constraint "focus_sessions_elapsed_non_negative" check (elapsed_seconds >= 0 and duration_seconds > 0);`,
    );
    this.addSql(
      `alter table "focus_sessions" add constraint "focus_sessions_status_check" check ("status" in ('running', 'paused', 'completed', 'cancelled'));`,
    );

    this.addSql(
      `alter table "activity_events" add constraint "activity_events_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "activity_events" add constraint "activity_events_type_check" check ("type" in ('quest_completed', 'level_up', 'achievement_unlocked', 'item_purchased'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "focus_sessions" cascade;`);
    this.addSql(`drop table if exists "activity_events" cascade;`);
  }
}
