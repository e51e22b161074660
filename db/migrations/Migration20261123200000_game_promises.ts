import { Migration } from '@mikro-orm/migrations';

/** Rest mode, and the local days that make 'first quest of the day' and 'start of the day' exactly once. */
export class Migration20261123200000_game_promises extends Migration {
  override name = 'Migration20261123200000_game_promises';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add column "resting" boolean not null default false;`);
    this.addSql(`alter table "users" add column "last_day_seen" integer null;`);
    this.addSql(`alter table "users" add column "last_quest_day" integer null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop column "last_quest_day";`);
    this.addSql(`alter table "users" drop column "last_day_seen";`);
    this.addSql(`alter table "users" drop column "resting";`);
  }
}
