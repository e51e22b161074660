import { Migration } from '@mikro-orm/migrations';

/**
 * Achievement figures as counters: every completion used to count the player's whole
 * completion history and sum their whole damage log to see which achievements it reached, a cost
 * that grew with every quest. The counters are kept in the completion's own transaction from now
 * on; this backfills them from the history that exists.
 */
export class Migration20261127210000_achievement_counters extends Migration {
  override name = 'Migration20261127210000_achievement_counters';

  override up(): void | Promise<void> {
    this.addSql(`create table "achievement_counters" (
      "user_id" uuid not null,
      "quests_completed" int not null default 0,
      "hard_quests_completed" int not null default 0,
      "legendary_quests_completed" int not null default 0,
      "boss_damage" bigint not null default 0,
      constraint "achievement_counters_pkey" primary key ("user_id"));`);
    this.addSql(`alter table "achievement_counters" add constraint "achievement_counters_user_id_foreign"
      foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`insert into "achievement_counters"
        ("user_id", "quests_completed", "hard_quests_completed", "legendary_quests_completed", "boss_damage")
      select u.id,
        coalesce(q.done, 0), coalesce(q.hard, 0), coalesce(q.legendary, 0), coalesce(h.damage, 0)
      from users u
      left join (select user_id, count(*) as done,
                        count(*) filter (where difficulty in ('hard', 'legendary')) as hard,
                        count(*) filter (where difficulty = 'legendary') as legendary
                   from quest_completions group by user_id) q on q.user_id = u.id
      left join (select user_id, sum(damage) as damage from boss_hits group by user_id) h on h.user_id = u.id
      where q.user_id is not null or h.user_id is not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "achievement_counters" cascade;`);
  }
}
