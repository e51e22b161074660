import { Migration } from '@mikro-orm/migrations';

export class Migration20261122174057_achievement_figure_indexes extends Migration {
  override name = 'Migration20261122174057_achievement_figure_indexes';

  override up(): void | Promise<void> {
    this.addSql(`create index "focus_sessions_user_status_idx" on "focus_sessions" ("user_id", "status");`);

    this.addSql(`create index "boss_rewards_user_idx" on "boss_rewards" ("user_id");`);

    this.addSql(`create index "boss_hits_user_damage_idx" on "boss_hits" ("user_id", "damage");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "boss_hits_user_damage_idx";`);

    this.addSql(`drop index "boss_rewards_user_idx";`);

    this.addSql(`drop index "focus_sessions_user_status_idx";`);
  }
}
