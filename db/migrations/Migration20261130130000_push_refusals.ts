import { Migration } from '@mikro-orm/migrations';

/**
 * How many pushes in a row the push service refused for good (a 4xx other than 404/410, 413 and
 * 429) for each subscription: at a few in a row the subscription is forgotten
 * (server/data/pushSubscriptions.ts), a delivered push counts from zero again. Kept in the row, not
 * in a process, so every instance counts the same refusals and a restart forgets none.
 * A constant default: adding the column rewrites no rows.
 */
export class Migration20261130130000_push_refusals extends Migration {
  override name = 'Migration20261130130000_push_refusals';

  override up(): void | Promise<void> {
    this.addSql(`set local lock_timeout = '5s';`);
    this.addSql(`alter table "push_subscriptions" add column "refused_in_a_row" int not null default 0;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`set local lock_timeout = '5s';`);
    this.addSql(`alter table "push_subscriptions" drop column "refused_in_a_row";`);
  }
}
