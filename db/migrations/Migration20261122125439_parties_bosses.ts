import { Migration } from '@mikro-orm/migrations';

export class Migration20261122125439_parties_bosses extends Migration {
  override name = 'Migration20261122125439_parties_bosses';

  override up(): void | Promise<void> {
    this.addSql(`alter table "bosses" drop constraint "bosses_party_id_foreign";`);

    this.addSql(
      `alter table "users" add "party_joined_at" timestamptz null, add "clan_joined_at" timestamptz null;`,
    );

    this.addSql(`alter table "bosses" add "ladder_index" int not null default 0;`);
    this.addSql(`alter table "bosses" alter column "party_id" drop not null;`);
    this.addSql(
      `alter table "bosses" add constraint "bosses_party_id_foreign" foreign key ("party_id") references "parties" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "bosses" drop constraint "bosses_party_id_foreign";`);

    this.addSql(`alter table "bosses" drop column "ladder_index";`);
    this.addSql(`alter table "bosses" alter column "party_id" set not null;`);
    this.addSql(
      `alter table "bosses" add constraint "bosses_party_id_foreign" foreign key ("party_id") references "parties" ("id") on update no action on delete cascade;`,
    );

    this.addSql(`alter table "users" drop column "party_joined_at", drop column "clan_joined_at";`);
  }
}
