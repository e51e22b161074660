import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, updatedAt, uuidPrimaryKey } from './base.ts';
import { User } from './User.ts';

export const CLAN_MAX_MEMBERS = 50;

/** A clan; names and tags are unique case-insensitively (DESIGN section 8). */
const ClanSchema = defineEntity({
  name: 'Clan',
  tableName: 'clans',
  properties: {
    id: uuidPrimaryKey(),
    name: p.string().length(60),
    description: p.string().length(500).nullable(),
    tag: p.string().length(5),
    leader: () => p.manyToOne(User).nullable().deleteRule('set null'),
    memberCount: p.integer().default(1),
    maxMembers: p.integer().default(CLAN_MAX_MEMBERS),
    clanLevel: p.integer().default(1),
    totalXP: p.integer().default(0),
    isPublic: p.boolean().default(true),
    /** Set when the last member leaves; archived clans are hidden but keep their history. */
    archivedAt: p.datetime().nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  uniques: [
    {
      name: 'clans_name_lower_unique',
      expression: 'create unique index "clans_name_lower_unique" on "clans" (lower("name"))',
    },
    {
      name: 'clans_tag_lower_unique',
      expression: 'create unique index "clans_tag_lower_unique" on "clans" (lower("tag"))',
    },
  ],
  checks: [
    { name: 'clans_member_count_in_range', expression: 'member_count >= 0 and member_count <= max_members' },
    { name: 'clans_total_xp_non_negative', expression: 'total_xp >= 0 and clan_level >= 1' },
  ],
});

export class Clan extends ClanSchema.class {}
ClanSchema.setClass(Clan);

export { ClanSchema };
