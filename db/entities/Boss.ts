import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, uuidPrimaryKey } from './base.ts';
import { Party } from './Party.ts';

/** A boss a party fights; health equals max health minus the recorded hits (DESIGN section 6). */
const BossSchema = defineEntity({
  name: 'Boss',
  tableName: 'bosses',
  properties: {
    id: uuidPrimaryKey(),
    /** Null once the party has dissolved: its bosses and damage log stay as the members' history. */
    party: () => p.manyToOne(Party).nullable().deleteRule('set null').index('bosses_party_idx'),
    /** Slug of the ladder entry this boss was spawned from. */
    templateId: p.string().length(64),
    /** Position on the ladder (repeats with stronger laps past its end). */
    ladderIndex: p.integer().default(0),
    name: p.string().length(120),
    description: p.string().length(500),
    level: p.integer().default(1),
    maxHealth: p.integer(),
    currentHealth: p.integer(),
    xpReward: p.integer(),
    coinReward: p.integer(),
    defeated: p.boolean().default(false),
    defeatedAt: p.datetime().nullable(),
    /** Hits taken so far, counted by the hit's own UPDATE: the version of every `boss:update`. */
    hitSeq: p.integer().default(0),
    createdAt: createdAt(),
  },
  checks: [
    { name: 'bosses_health_in_range', expression: 'current_health >= 0 and current_health <= max_health' },
    { name: 'bosses_rewards_non_negative', expression: 'xp_reward >= 0 and coin_reward >= 0' },
  ],
});

export class Boss extends BossSchema.class {}
BossSchema.setClass(Boss);

export { BossSchema };
