import { Migration } from '@mikro-orm/migrations';

/**
 * Capture in seconds (DESIGN section 13): quests and tasks carry an estimate, the energy they take
 * and a checklist (a jsonb array on the row: at most 30 steps, read with the row), quests a priority
 * (a quick add's p1-p3), and players the Profile switch that turns the quick add's reading off. New
 * nullable columns or columns with a constant default: nothing existing is rewritten.
 */
export class Migration20261202090000_planning extends Migration {
  override name = 'Migration20261202090000_planning';

  override up(): void | Promise<void> {
    this.addSql(`set local lock_timeout = '5s';`);
    this.addSql(
      `alter table "quests" add column "priority" text null, add column "estimate_minutes" smallint null, add column "energy" text null, add column "checklist" jsonb not null default '[]';`,
    );
    this.addSql(
      `alter table "quests" add constraint "quests_priority_check" check ("priority" in ('low', 'medium', 'high'));`,
    );
    this.addSql(
      `alter table "quests" add constraint "quests_energy_check" check ("energy" in ('low', 'medium', 'high'));`,
    );
    this.addSql(
      `alter table "quests" add constraint "quests_estimate_range" check (estimate_minutes between 1 and 600);`,
    );
    this.addSql(
      `alter table "tasks" add column "estimate_minutes" smallint null, add column "energy" text null, add column "checklist" jsonb not null default '[]';`,
    );
    this.addSql(
      `alter table "tasks" add constraint "tasks_energy_check" check ("energy" in ('low', 'medium', 'high'));`,
    );
    this.addSql(
      `alter table "tasks" add constraint "tasks_estimate_range" check (estimate_minutes between 1 and 600);`,
    );
    this.addSql(`alter table "users" add column "quick_add_parsing" boolean not null default true;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`set local lock_timeout = '5s';`);
    this.addSql(`alter table "users" drop column "quick_add_parsing";`);
    this.addSql(
      `alter table "tasks" drop constraint "tasks_estimate_range", drop constraint "tasks_energy_check", drop column "checklist", drop column "energy", drop column "estimate_minutes";`,
    );
    this.addSql(
      `alter table "quests" drop constraint "quests_estimate_range", drop constraint "quests_energy_check", drop constraint "quests_priority_check", drop column "checklist", drop column "energy", drop column "estimate_minutes", drop column "priority";`,
    );
  }
}
