import { defineEntity, p } from '@mikro-orm/core';
import { Boss } from './Boss.ts';
import { createdAt, uuidPrimaryKey } from './base.ts';
import { User } from './User.ts';

/** A defeated boss's reward to one member; the unique key grants it exactly once. */
const BossRewardSchema = defineEntity({
  name: 'BossReward',
  tableName: 'boss_rewards',
  properties: {
    id: uuidPrimaryKey(),
    boss: () => p.manyToOne(Boss).deleteRule('cascade'),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    experience: p.integer(),
    gold: p.integer(),
    createdAt: createdAt(),
  },
  uniques: [{ name: 'boss_rewards_boss_user_unique', properties: ['boss', 'user'] }],
  // Bosses a player helped defeat (an achievement figure, read on every completion).
  indexes: [{ name: 'boss_rewards_user_idx', properties: ['user'] }],
});

export class BossReward extends BossRewardSchema.class {}
BossRewardSchema.setClass(BossReward);

export { BossRewardSchema };
