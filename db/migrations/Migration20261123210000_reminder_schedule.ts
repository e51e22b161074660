import { Migration } from '@mikro-orm/migrations';

/**
 * The reminder schedule (DESIGN section 9): one row per pending reminder (a quest's or task's
 * `remindAt`, a focus session's end), claimed by whichever instance polls first
 * (`FOR UPDATE SKIP LOCKED`) and deleted in the transaction that writes its notification, so it is
 * sent exactly once however many instances run and survives a full stop. Beside it the players'
 * Web Push subscriptions, their notification preferences, and the two new notification types.
 * Reminders set before this migration are scheduled from the rows that carry them.
 */
export class Migration20261123210000_reminder_schedule extends Migration {
  override name = 'Migration20261123210000_reminder_schedule';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "scheduled_notifications" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "kind" text not null, "item_id" uuid not null, "due_at" timestamptz not null, "created_at" timestamptz not null default now(), primary key ("id"), constraint "scheduled_notifications_kind_check" check ("kind" in ('quest', 'task', 'focus')), constraint "scheduled_notifications_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade);`,
    );
    // One pending reminder per item: setting it again replaces it (upsert on this key).
    this.addSql(
      `create unique index "scheduled_notifications_item_unique" on "scheduled_notifications" ("kind", "item_id");`,
    );
    this.addSql(`create index "scheduled_notifications_due_idx" on "scheduled_notifications" ("due_at");`);
    this.addSql(`create index "scheduled_notifications_user_idx" on "scheduled_notifications" ("user_id");`);

    this.addSql(
      `create table "push_subscriptions" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "endpoint" text not null, "p256dh" text not null, "auth" text not null, "created_at" timestamptz not null default now(), primary key ("id"), constraint "push_subscriptions_endpoint_unique" unique ("endpoint"), constraint "push_subscriptions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade);`,
    );
    this.addSql(`create index "push_subscriptions_user_idx" on "push_subscriptions" ("user_id");`);

    this.addSql(`alter table "users" add column "notification_prefs" jsonb not null default '{}';`);

    this.addSql(`alter table "notifications" drop constraint "notifications_type_check";`);
    this.addSql(
      `alter table "notifications" add constraint "notifications_type_check" check ("type" in ('admin_message', 'achievement', 'boss', 'clan', 'reminder', 'focus'));`,
    );

    this.addSql(
      `insert into "scheduled_notifications" ("user_id", "kind", "item_id", "due_at") select "user_id", 'quest', "id", "remind_at" from "quests" where "remind_at" is not null and ("completed" = false or "recurrence" is not null);`,
    );
    this.addSql(
      `insert into "scheduled_notifications" ("user_id", "kind", "item_id", "due_at") select "user_id", 'task', "id", "remind_at" from "tasks" where "remind_at" is not null and "completed" = false;`,
    );
    this.addSql(
      `insert into "scheduled_notifications" ("user_id", "kind", "item_id", "due_at") select "user_id", 'focus', "id", "running_since" + make_interval(secs => "duration_seconds" - "elapsed_seconds") from "focus_sessions" where "status" = 'running' and "running_since" is not null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "notifications" where "type" in ('reminder', 'focus');`);
    this.addSql(`alter table "notifications" drop constraint "notifications_type_check";`);
    this.addSql(
      `alter table "notifications" add constraint "notifications_type_check" check ("type" in ('admin_message', 'achievement', 'boss', 'clan'));`,
    );
    this.addSql(`alter table "users" drop column "notification_prefs";`);
    this.addSql(`drop table if exists "push_subscriptions";`);
    this.addSql(`drop table if exists "scheduled_notifications";`);
  }
}
