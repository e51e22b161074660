import { Migration } from '@mikro-orm/migrations';

export class Migration20261122123327_initial extends Migration {
  override name = 'Migration20261122123327_initial';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "achievements" ("id" varchar(64) not null, "title" varchar(120) not null, "description" varchar(500) not null, "points" int not null default 0, "icon" varchar(64) null, "translations" jsonb null, "created_at" timestamptz not null, primary key ("id"));`,
    );

    this.addSql(
      `create table "admin_users" ("id" uuid not null, "username" varchar(40) not null, "password" varchar(255) not null, "role" text not null default 'moderator', "is_active" boolean not null default true, "last_login" timestamptz null, "created_by_id" uuid null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create unique index "admin_users_username_lower_unique" on "admin_users" (lower("username"));`,
    );

    this.addSql(
      `create table "admin_sessions" ("id" uuid not null, "admin_user_id" uuid not null, "session_token" varchar(64) not null, "expires_at" timestamptz not null, "ip_address" varchar(64) null, "user_agent" varchar(500) null, "is_active" boolean not null default true, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "admin_sessions_admin_user_idx" on "admin_sessions" ("admin_user_id");`);
    this.addSql(
      `alter table "admin_sessions" add constraint "admin_sessions_session_token_unique" unique ("session_token");`,
    );

    this.addSql(
      `create table "feature_flags" ("id" uuid not null, "name" varchar(100) not null, "description" varchar(500) null, "is_enabled" boolean not null default false, "rollout_percentage" int not null default 0, "target_users" text[] not null default '{}', "created_by_id" uuid null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "feature_flags" add constraint "feature_flags_name_unique" unique ("name");`);

    this.addSql(
      `create table "items" ("id" varchar(64) not null, "name" varchar(120) not null, "description" varchar(500) not null, "type" text not null, "rarity" text not null default 'common', "price" int not null, "damage_bonus" int not null default 0, "defense_bonus" int not null default 0, "xp_multiplier" double precision not null default 1, "coin_multiplier" double precision not null default 1, "icon" varchar(64) null, "translations" jsonb null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "items_type_idx" on "items" ("type");`);

    this.addSql(
      `create table "session" ("sid" varchar(64) not null, "sess" jsonb not null, "expire" timestamptz not null, "user_id" uuid null, primary key ("sid"));`,
    );
    this.addSql(`create index "session_expire_idx" on "session" ("expire");`);
    this.addSql(`create index "session_user_idx" on "session" ("user_id");`);

    this.addSql(
      `create table "users" ("id" uuid not null, "email" varchar(254) not null, "username" varchar(20) not null, "nickname" varchar(30) null, "password" varchar(255) not null, "email_verified" boolean not null default false, "email_verification_token" varchar(64) null, "email_verification_expires" timestamptz null, "password_reset_token" varchar(64) null, "password_reset_expires" timestamptz null, "first_name" varchar(60) null, "last_name" varchar(60) null, "profile_image_url" varchar(500) null, "language" varchar(8) not null default 'en', "timezone" varchar(64) not null default 'UTC', "character_class" varchar(40) not null default 'Novice Adventurer', "level" int not null default 1, "experience" int not null default 0, "experience_to_next" int not null default 75, "gold" int not null default 100, "points" int not null default 0, "total_points" int not null default 0, "streak" int not null default 0, "current_streak" int not null default 0, "daily_streak" int not null default 0, "health" int not null default 100, "max_health" int not null default 100, "damage" int not null default 10, "defense" int not null default 5, "role" text not null default 'user', "is_active" boolean not null default true, "is_banned" boolean not null default false, "ban_reason" varchar(500) null, "ban_expires_at" timestamptz null, "deactivated_at" timestamptz null, "deactivation_reason" varchar(500) null, "avatar_style" varchar(32) not null default 'adventurer', "avatar_color" varchar(32) not null default 'blue', "avatar_accessory" varchar(32) not null default 'none', "equipped_weapon" varchar(64) null, "equipped_armor" varchar(64) null, "equipped_pet" uuid null, "party_id" uuid null, "clan_id" uuid null, "last_activity" timestamptz null, "last_quest_completed" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(
      `alter table "users" add constraint "users_email_verification_token_unique" unique ("email_verification_token");`,
    );
    this.addSql(
      `alter table "users" add constraint "users_password_reset_token_unique" unique ("password_reset_token");`,
    );
    this.addSql(`create index "users_party_idx" on "users" ("party_id");`);
    this.addSql(`create index "users_clan_idx" on "users" ("clan_id");`);
    this.addSql(`create index "users_created_at_idx" on "users" ("created_at");`);
    this.addSql(`create unique index "users_username_lower_unique" on "users" (lower("username"));`);

    this.addSql(
      `create table "tasks" ("id" uuid not null, "user_id" uuid not null, "title" varchar(200) not null, "description" text null, "priority" text not null default 'medium', "completed" boolean not null default false, "completed_at" timestamptz null, "due_date" timestamptz null, "points" int not null default 10, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "tasks_user_completed_idx" on "tasks" ("user_id", "completed");`);

    this.addSql(
      `create table "quests" ("id" uuid not null, "user_id" uuid not null, "title" varchar(200) not null, "description" text null, "difficulty" text not null default 'medium', "quest_type" text not null default 'main', "experience_reward" int not null default 10, "gold_reward" int not null default 5, "item_reward" varchar(64) null, "completed" boolean not null default false, "completed_at" timestamptz null, "due_date" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "quests_user_completed_idx" on "quests" ("user_id", "completed");`);

    this.addSql(
      `create table "parties" ("id" uuid not null, "name" varchar(60) not null, "leader_id" uuid null, "max_members" int not null default 5, "current_boss_id" uuid null, "boss_ladder_index" int not null default 0, "next_boss_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "parties_next_boss_at_idx" on "parties" ("next_boss_at");`);

    this.addSql(
      `create table "bosses" ("id" uuid not null, "party_id" uuid not null, "template_id" varchar(64) not null, "name" varchar(120) not null, "description" varchar(500) not null, "level" int not null default 1, "max_health" int not null, "current_health" int not null, "xp_reward" int not null, "coin_reward" int not null, "defeated" boolean not null default false, "defeated_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "bosses_party_idx" on "bosses" ("party_id");`);

    this.addSql(
      `create table "inventory_entries" ("id" uuid not null, "user_id" uuid not null, "item_id" varchar(64) not null, "quantity" int not null default 1, "equipped" boolean not null default false, "obtained_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "inventory_entries" add constraint "inventory_entries_user_item_unique" unique ("user_id", "item_id");`,
    );

    this.addSql(
      `create table "impersonation_sessions" ("id" uuid not null, "admin_user_id" uuid not null, "target_user_id" uuid not null, "started_at" timestamptz not null, "ended_at" timestamptz null, "is_active" boolean not null default true, "ip_address" varchar(64) null, "reason" varchar(500) not null, primary key ("id"));`,
    );

    this.addSql(
      `create table "companions" ("id" uuid not null, "user_id" uuid not null, "item_id" varchar(64) not null, "name" varchar(60) not null, "type" varchar(64) not null, "level" int not null default 1, "experience" int not null default 0, "happiness" int not null default 50, "abilities" text[] not null default '{}', "is_active" boolean not null default false, "last_fed_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "companions" add constraint "companions_user_type_unique" unique ("user_id", "type");`,
    );

    this.addSql(
      `create table "clans" ("id" uuid not null, "name" varchar(60) not null, "description" varchar(500) null, "tag" varchar(5) not null, "leader_id" uuid null, "member_count" int not null default 1, "max_members" int not null default 50, "clan_level" int not null default 1, "total_xp" int not null default 0, "is_public" boolean not null default true, "archived_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create unique index "clans_name_lower_unique" on "clans" (lower("name"));`);
    this.addSql(`create unique index "clans_tag_lower_unique" on "clans" (lower("tag"));`);

    this.addSql(
      `create table "boss_rewards" ("id" uuid not null, "boss_id" uuid not null, "user_id" uuid not null, "experience" int not null, "gold" int not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "boss_rewards" add constraint "boss_rewards_boss_user_unique" unique ("boss_id", "user_id");`,
    );

    this.addSql(
      `create table "boss_hits" ("id" uuid not null, "boss_id" uuid not null, "user_id" uuid not null, "quest_id" uuid null, "damage" int not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "boss_hits_boss_idx" on "boss_hits" ("boss_id");`);
    this.addSql(`alter table "boss_hits" add constraint "boss_hits_quest_unique" unique ("quest_id");`);

    this.addSql(
      `create table "audit_logs" ("id" uuid not null, "admin_user_id" uuid null, "actor_user_id" uuid null, "action" varchar(64) not null, "resource_type" varchar(64) not null, "resource_id" varchar(64) null, "old_values" jsonb null, "new_values" jsonb null, "ip_address" varchar(64) null, "user_agent" varchar(500) null, "timestamp" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "audit_logs_timestamp_idx" on "audit_logs" ("timestamp");`);

    this.addSql(
      `create table "user_achievements" ("id" uuid not null, "user_id" uuid not null, "achievement_id" varchar(64) not null, "earned_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "user_achievements" add constraint "user_achievements_user_achievement_unique" unique ("user_id", "achievement_id");`,
    );

    this.addSql(
      `alter table "achievements" add constraint "achievements_points_non_negative" check (points >= 0);`,
    );

    this.addSql(
      `alter table "admin_users" add constraint "admin_users_created_by_id_foreign" foreign key ("created_by_id") references "admin_users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "admin_users" add constraint "admin_users_role_check" check ("role" in ('admin', 'moderator'));`,
    );

    this.addSql(
      `alter table "admin_sessions" add constraint "admin_sessions_admin_user_id_foreign" foreign key ("admin_user_id") references "admin_users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "feature_flags" add constraint "feature_flags_created_by_id_foreign" foreign key ("created_by_id") references "admin_users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "feature_flags" add constraint "feature_flags_rollout_in_range" check (rollout_percentage >= 0 and rollout_percentage <= 100);`,
    );

    this.addSql(`alter table "items" add constraint "items_price_non_negative" check (price >= 0);`);
    this.addSql(
      `alter table "items" add constraint "items_type_check" check ("type" in ('weapon', 'armor', 'pet', 'consumable'));`,
    );
    this.addSql(
      `alter table "items" add constraint "items_rarity_check" check ("rarity" in ('common', 'rare', 'epic', 'legendary'));`,
    );

    this.addSql(
      `alter table "users" add constraint "users_party_id_foreign" foreign key ("party_id") references "parties" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "users" add constraint "users_clan_id_foreign" foreign key ("clan_id") references "clans" ("id") on delete set null;`,
    );
    this.addSql(`alter table "users" add constraint "users_gold_non_negative" check (gold >= 0);`);
    this.addSql(
      `alter table "users" add constraint "users_health_in_range" check (health >= 0 and health <= max_health);`,
    );
    this.addSql(`alter table "users" add constraint "users_level_positive" check (level >= 1);`);
    this.addSql(
      `alter table "users" add constraint "users_experience_non_negative" check (experience >= 0);`,
    );
    this.addSql(
      `alter table "users" add constraint "users_points_non_negative" check (points >= 0 and total_points >= 0);`,
    );
    this.addSql(
      `alter table "users" add constraint "users_role_check" check ("role" in ('user', 'moderator', 'admin'));`,
    );

    this.addSql(
      `alter table "tasks" add constraint "tasks_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "tasks" add constraint "tasks_points_non_negative" check (points >= 0);`);
    this.addSql(
      `alter table "tasks" add constraint "tasks_priority_check" check ("priority" in ('low', 'medium', 'high'));`,
    );

    this.addSql(
      `alter table "quests" add constraint "quests_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "quests" add constraint "quests_rewards_non_negative" check (experience_reward >= 0 and gold_reward >= 0);`,
    );
    this.addSql(
      `alter table "quests" add constraint "quests_difficulty_check" check ("difficulty" in ('easy', 'medium', 'hard', 'legendary'));`,
    );
    this.addSql(
      `alter table "quests" add constraint "quests_quest_type_check" check ("quest_type" in ('daily', 'weekly', 'main', 'side'));`,
    );

    this.addSql(
      `alter table "parties" add constraint "parties_leader_id_foreign" foreign key ("leader_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "parties" add constraint "parties_current_boss_id_foreign" foreign key ("current_boss_id") references "bosses" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "parties" add constraint "parties_max_members_in_range" check (max_members >= 1 and max_members <= 5);`,
    );

    this.addSql(
      `alter table "bosses" add constraint "bosses_party_id_foreign" foreign key ("party_id") references "parties" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "bosses" add constraint "bosses_health_in_range" check (current_health >= 0 and current_health <= max_health);`,
    );
    this.addSql(
      `alter table "bosses" add constraint "bosses_rewards_non_negative" check (xp_reward >= 0 and coin_reward >= 0);`,
    );

    this.addSql(
      `alter table "inventory_entries" add constraint "inventory_entries_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "inventory_entries" add constraint "inventory_entries_item_id_foreign" foreign key ("item_id") references "items" ("id");`,
    );
    this.addSql(
      `alter table "inventory_entries" add constraint "inventory_entries_quantity_non_negative" check (quantity >= 0);`,
    );

    this.addSql(
      `alter table "impersonation_sessions" add constraint "impersonation_sessions_admin_user_id_foreign" foreign key ("admin_user_id") references "admin_users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "impersonation_sessions" add constraint "impersonation_sessions_target_user_id_foreign" foreign key ("target_user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "companions" add constraint "companions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "companions" add constraint "companions_item_id_foreign" foreign key ("item_id") references "items" ("id");`,
    );
    this.addSql(
      `alter table "companions" add constraint "companions_happiness_in_range" check (happiness >= 0 and happiness <= 100);`,
    );
    this.addSql(
      `alter table "companions" add constraint "companions_level_positive" check (level >= 1 and experience >= 0);`,
    );

    this.addSql(
      `alter table "clans" add constraint "clans_leader_id_foreign" foreign key ("leader_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "clans" add constraint "clans_member_count_in_range" check (member_count >= 0 and member_count <= max_members);`,
    );
    this.addSql(
      `alter table "clans" add constraint "clans_total_xp_non_negative" check (total_xp >= 0 and clan_level >= 1);`,
    );

    this.addSql(
      `alter table "boss_rewards" add constraint "boss_rewards_boss_id_foreign" foreign key ("boss_id") references "bosses" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "boss_rewards" add constraint "boss_rewards_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "boss_hits" add constraint "boss_hits_boss_id_foreign" foreign key ("boss_id") references "bosses" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "boss_hits" add constraint "boss_hits_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "boss_hits" add constraint "boss_hits_quest_id_foreign" foreign key ("quest_id") references "quests" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "boss_hits" add constraint "boss_hits_damage_non_negative" check (damage >= 0);`,
    );

    this.addSql(
      `alter table "audit_logs" add constraint "audit_logs_admin_user_id_foreign" foreign key ("admin_user_id") references "admin_users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "audit_logs" add constraint "audit_logs_actor_user_id_foreign" foreign key ("actor_user_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "user_achievements" add constraint "user_achievements_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "user_achievements" add constraint "user_achievements_achievement_id_foreign" foreign key ("achievement_id") references "achievements" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "user_achievements" drop constraint "user_achievements_achievement_id_foreign";`,
    );
    this.addSql(`alter table "admin_users" drop constraint "admin_users_created_by_id_foreign";`);
    this.addSql(`alter table "admin_sessions" drop constraint "admin_sessions_admin_user_id_foreign";`);
    this.addSql(`alter table "feature_flags" drop constraint "feature_flags_created_by_id_foreign";`);
    this.addSql(
      `alter table "impersonation_sessions" drop constraint "impersonation_sessions_admin_user_id_foreign";`,
    );
    this.addSql(`alter table "audit_logs" drop constraint "audit_logs_admin_user_id_foreign";`);
    this.addSql(`alter table "inventory_entries" drop constraint "inventory_entries_item_id_foreign";`);
    this.addSql(`alter table "companions" drop constraint "companions_item_id_foreign";`);
    this.addSql(`alter table "tasks" drop constraint "tasks_user_id_foreign";`);
    this.addSql(`alter table "quests" drop constraint "quests_user_id_foreign";`);
    this.addSql(`alter table "parties" drop constraint "parties_leader_id_foreign";`);
    this.addSql(`alter table "inventory_entries" drop constraint "inventory_entries_user_id_foreign";`);
    this.addSql(
      `alter table "impersonation_sessions" drop constraint "impersonation_sessions_target_user_id_foreign";`,
    );
    this.addSql(`alter table "companions" drop constraint "companions_user_id_foreign";`);
    this.addSql(`alter table "clans" drop constraint "clans_leader_id_foreign";`);
    this.addSql(`alter table "boss_rewards" drop constraint "boss_rewards_user_id_foreign";`);
    this.addSql(`alter table "boss_hits" drop constraint "boss_hits_user_id_foreign";`);
    this.addSql(`alter table "audit_logs" drop constraint "audit_logs_actor_user_id_foreign";`);
    this.addSql(`alter table "user_achievements" drop constraint "user_achievements_user_id_foreign";`);
    this.addSql(`alter table "boss_hits" drop constraint "boss_hits_quest_id_foreign";`);
    this.addSql(`alter table "users" drop constraint "users_party_id_foreign";`);
    this.addSql(`alter table "bosses" drop constraint "bosses_party_id_foreign";`);
    this.addSql(`alter table "parties" drop constraint "parties_current_boss_id_foreign";`);
    this.addSql(`alter table "boss_rewards" drop constraint "boss_rewards_boss_id_foreign";`);
    this.addSql(`alter table "boss_hits" drop constraint "boss_hits_boss_id_foreign";`);
    this.addSql(`alter table "users" drop constraint "users_clan_id_foreign";`);

    this.addSql(`drop table if exists "achievements" cascade;`);
    this.addSql(`drop table if exists "admin_users" cascade;`);
    this.addSql(`drop table if exists "admin_sessions" cascade;`);
    this.addSql(`drop table if exists "feature_flags" cascade;`);
    this.addSql(`drop table if exists "items" cascade;`);
    this.addSql(`drop table if exists "session" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);
    this.addSql(`drop table if exists "tasks" cascade;`);
    this.addSql(`drop table if exists "quests" cascade;`);
    this.addSql(`drop table if exists "parties" cascade;`);
    this.addSql(`drop table if exists "bosses" cascade;`);
    this.addSql(`drop table if exists "inventory_entries" cascade;`);
    this.addSql(`drop table if exists "impersonation_sessions" cascade;`);
    this.addSql(`drop table if exists "companions" cascade;`);
    this.addSql(`drop table if exists "clans" cascade;`);
    this.addSql(`drop table if exists "boss_rewards" cascade;`);
    this.addSql(`drop table if exists "boss_hits" cascade;`);
    this.addSql(`drop table if exists "audit_logs" cascade;`);
    this.addSql(`drop table if exists "user_achievements" cascade;`);
  }
}
