import { defineEntity, p } from '@mikro-orm/core';
import { Boss } from './Boss.ts';
import { createdAt, uuidPrimaryKey } from './base.ts';
import { Quest } from './Quest.ts';
import { User } from './User.ts';

/** The damage log: who hit which boss, how hard, with which quest. A one-off quest hits once, a routine once per completion. */
const BossHitSchema = defineEntity({
  name: 'BossHit',
  tableName: 'boss_hits',
  properties: {
    id: uuidPrimaryKey(),
    boss: () => p.manyToOne(Boss).deleteRule('cascade'),
    /** Null once the player deleted their account: the damage stays, the name goes. */
    user: () => p.manyToOne(User).nullable().deleteRule('set null'),
    quest: () => p.manyToOne(Quest).nullable().deleteRule('set null').index('boss_hits_quest_idx'),
    damage: p.integer(),
    createdAt: createdAt(),
  },
  checks: [{ name: 'boss_hits_damage_non_negative', expression: 'damage >= 0' }],
  // A player's damage over all bosses (an achievement figure, read on every completion) from the
  // index alone, however long the log grows.
  indexes: [
    { name: 'boss_hits_user_damage_idx', properties: ['user', 'damage'] },
    // A boss's latest hits in order (the boss screen, every hit's answer), never a sort of them all.
    {
      name: 'boss_hits_boss_recent_idx',
      expression:
        'create index "boss_hits_boss_recent_idx" on "boss_hits" ("boss_id", "created_at" desc, "id" desc)',
    },
  ],
});

export class BossHit extends BossHitSchema.class {}
BossHitSchema.setClass(BossHit);

export { BossHitSchema };
