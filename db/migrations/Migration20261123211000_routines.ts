import { Migration } from '@mikro-orm/migrations';

/**
 * Routines (DESIGN section 9). Every completion is kept with its time in `quest_completions` (for
 * one-off quests too), so streaks and achievements count completions: a routine done on five days
 * counts five. A routine row itself stays open (`completed` false) and keeps its last completion in
 * `completed_at`; whether it answers completed is read from that time, its rhythm and
 * `recurrence_anchor` (the local weekday, 0 = Sunday, of its creation or last edit: the day a
 * weekly routine is due). A routine hits the boss once per completion, so one quest may now have
 * several hits.
 */
export class Migration20261123211000_routines extends Migration {
  override name = 'Migration20261123211000_routines';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "quests" add column "recurrence_anchor" smallint null, add constraint "quests_recurrence_anchor_check" check ("recurrence_anchor" between 0 and 6);`,
    );
    // The quest goes when the player deletes it; its completions stay, like the rewards they paid.
    this.addSql(
      `create table "quest_completions" ("id" uuid not null default gen_random_uuid(), "quest_id" uuid null, "user_id" uuid not null, "difficulty" text not null, "experience" int not null, "gold" int not null, "completed_at" timestamptz not null, primary key ("id"), constraint "quest_completions_difficulty_check" check ("difficulty" in ('easy', 'medium', 'hard', 'legendary')), constraint "quest_completions_quest_id_foreign" foreign key ("quest_id") references "quests" ("id") on delete set null, constraint "quest_completions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade);`,
    );
    // Achievement figures count a player's completions by difficulty from this index alone.
    this.addSql(
      `create index "quest_completions_user_difficulty_idx" on "quest_completions" ("user_id", "difficulty");`,
    );
    this.addSql(`create index "quest_completions_quest_idx" on "quest_completions" ("quest_id");`);
    // Quests completed before: one completion each, with the rewards the quest carried.
    this.addSql(
      `insert into "quest_completions" ("quest_id", "user_id", "difficulty", "experience", "gold", "completed_at") select "id", "user_id", "difficulty", "experience_reward", "gold_reward", coalesce("completed_at", "created_at") from "quests" where "completed";`,
    );
    // A routine completed before answers from its completion time from now on.
    this.addSql(`update "quests" set "completed" = false where "recurrence" is not null and "completed";`);
    this.addSql(`alter table "boss_hits" drop constraint "boss_hits_quest_unique";`);
    this.addSql(`create index "boss_hits_quest_idx" on "boss_hits" ("quest_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "boss_hits_quest_idx";`);
    // Only the first hit of each quest can stay under the old one-hit rule.
    this.addSql(
      `delete from "boss_hits" h using "boss_hits" o where h."quest_id" = o."quest_id" and (h."created_at", h."id") > (o."created_at", o."id");`,
    );
    this.addSql(`alter table "boss_hits" add constraint "boss_hits_quest_unique" unique ("quest_id");`);
    this.addSql(
      `update "quests" set "completed" = true where "recurrence" is not null and "completed_at" is not null;`,
    );
    this.addSql(`drop table "quest_completions";`);
    this.addSql(
      `alter table "quests" drop constraint "quests_recurrence_anchor_check", drop column "recurrence_anchor";`,
    );
  }
}
