import { Migration } from '@mikro-orm/migrations';

export class Migration20261122131545_economy extends Migration {
  override name = 'Migration20261122131545_economy';

  override up(): void | Promise<void> {
    this.addSql(`alter table "items" add "effect" jsonb null;`);

    this.addSql(
      `alter table "users" add "avatar_skin" varchar(32) not null default 'light', add "avatar_hair" varchar(32) not null default 'brown', add "xp_boost_multiplier" double precision not null default 1, add "xp_boost_quests" int not null default 0, add "gold_boost_multiplier" double precision not null default 1, add "gold_boost_quests" int not null default 0;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "items" drop column "effect";`);

    this.addSql(
      `alter table "users" drop column "avatar_skin", drop column "avatar_hair", drop column "xp_boost_multiplier", drop column "xp_boost_quests", drop column "gold_boost_multiplier", drop column "gold_boost_quests";`,
    );
  }
}
