import { defineEntity, p } from '@mikro-orm/core';
import { Achievement } from './Achievement.ts';
import { uuidPrimaryKey } from './base.ts';
import { User } from './User.ts';

/** An achievement earned by a player; the unique key makes every unlock happen exactly once. */
const UserAchievementSchema = defineEntity({
  name: 'UserAchievement',
  tableName: 'user_achievements',
  properties: {
    id: uuidPrimaryKey(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    achievement: () => p.manyToOne(Achievement).deleteRule('cascade'),
    earnedAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ name: 'user_achievements_user_achievement_unique', properties: ['user', 'achievement'] }],
});

export class UserAchievement extends UserAchievementSchema.class {}
UserAchievementSchema.setClass(UserAchievement);

export { UserAchievementSchema };
