import { Migration } from '@mikro-orm/migrations';

/**
 * The player's opt-in to show their quest and task titles in the clan and party feeds (off). Off
 * for everyone, so the titles already in clan feeds are taken out (the difficulty stays).
 */
export class Migration20261123202000_feed_privacy extends Migration {
  override name = 'Migration20261123202000_feed_privacy';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add column "share_quest_titles" boolean not null default false;`);
    this.addSql(
      `update "clan_activities" set "subject" = '', "data" = "data" - 'experience' - 'gold' where "type" = 'quest_completed';`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop column "share_quest_titles";`);
  }
}
