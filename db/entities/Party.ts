import { defineEntity, p } from '@mikro-orm/core';
import { Boss } from './Boss.ts';
import { createdAt, uuidPrimaryKey } from './base.ts';
import { User } from './User.ts';

export const PARTY_MAX_MEMBERS = 5;

/** A party of up to five; members point at it through `users.party_id`. */
const PartySchema = defineEntity({
  name: 'Party',
  tableName: 'parties',
  properties: {
    id: uuidPrimaryKey(),
    name: p.string().length(60),
    leader: () => p.manyToOne(User).nullable().deleteRule('set null'),
    maxMembers: p.integer().default(PARTY_MAX_MEMBERS),
    currentBoss: () => p.manyToOne(Boss).nullable().deleteRule('set null'),
    /** Position on the boss ladder of the party's next boss. */
    bossLadderIndex: p.integer().default(0),
    /** When the next boss appears after a defeat (null: no boss pending). */
    nextBossAt: p.datetime().nullable().index('parties_next_boss_at_idx'),
    createdAt: createdAt(),
  },
  checks: [{ name: 'parties_max_members_in_range', expression: 'max_members >= 1 and max_members <= 5' }],
});

export class Party extends PartySchema.class {}
PartySchema.setClass(Party);

export { PartySchema };
