import { defineEntity, p } from '@mikro-orm/core';
import { User } from './User.ts';

/**
 * The lifetime figures achievements watch that would otherwise be counted over a player's whole
 * history on every completion: kept in the same transaction as the rows they count
 * (`server/data/questCompletions.ts`), backfilled by the migration that added them. Written by raw
 * statements only; the entity describes the table.
 */
const AchievementCounterSchema = defineEntity({
  name: 'AchievementCounter',
  tableName: 'achievement_counters',
  properties: {
    user: () => p.oneToOne(User).owner().primary().deleteRule('cascade'),
    questsCompleted: p.integer().default(0),
    /** Hard or legendary. */
    hardQuestsCompleted: p.integer().default(0),
    legendaryQuestsCompleted: p.integer().default(0),
    bossDamage: p.bigint('number').default(0),
  },
});

export class AchievementCounter extends AchievementCounterSchema.class {}
AchievementCounterSchema.setClass(AchievementCounter);

export { AchievementCounterSchema };
