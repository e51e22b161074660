import { Migration } from '@mikro-orm/migrations';

/**
 * Full sets and starter quests (DESIGN section 11): each weapon and armor names its set
 * (`items.set_id`, filled by the catalogue seed); `starter_offers` keeps each player's three starter
 * quests of a local day, so the offer shown is the offer accepted, and an accepted offer holds its
 * quest (a conditional update lets one accept through however many race).
 */
export class Migration20261123212000_sets_and_starters extends Migration {
  override name = 'Migration20261123212000_sets_and_starters';

  override up(): void | Promise<void> {
    this.addSql(`alter table "items" add column "set_id" varchar(32) null;`);
    this.addSql(
      `create table "starter_offers" ("user_id" uuid not null, "day" int not null, "slot" smallint not null, "title" varchar(200) not null, "description" varchar(500) not null, "source" text not null default 'offline', "quest_id" uuid null, "accepted_at" timestamptz null, "created_at" timestamptz not null default now(), primary key ("user_id", "day", "slot"), constraint "starter_offers_user_fk" foreign key ("user_id") references "users" ("id") on delete cascade, constraint "starter_offers_quest_fk" foreign key ("quest_id") references "quests" ("id") on delete set null, constraint "starter_offers_slot_check" check ("slot" between 0 and 2), constraint "starter_offers_source_check" check ("source" in ('offline', 'ai')));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "starter_offers";`);
    this.addSql(`alter table "items" drop column "set_id";`);
  }
}
