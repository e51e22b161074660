import { Migration } from '@mikro-orm/migrations';

/**
 * Quests and tasks carry `remindAt`, quests their routine's `recurrence` (DESIGN section 9): set by
 * New and Edit. The schedule that delivers reminders is not here.
 */
export class Migration20261123203000_reminder_fields extends Migration {
  override name = 'Migration20261123203000_reminder_fields';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "quests" add column "remind_at" timestamptz null, add column "recurrence" text null;`,
    );
    this.addSql(
      `alter table "quests" add constraint "quests_recurrence_check" check ("recurrence" in ('daily', 'weekdays', 'weekly'));`,
    );
    this.addSql(`alter table "tasks" add column "remind_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "tasks" drop column "remind_at";`);
    this.addSql(`alter table "quests" drop constraint "quests_recurrence_check";`);
    this.addSql(`alter table "quests" drop column "recurrence", drop column "remind_at";`);
  }
}
