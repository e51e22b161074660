import { defineEntity, p } from '@mikro-orm/core';
import { CLAN_ACTIVITY_TYPES } from '../../protocol/api/clans.ts';
import { createdAt, uuidPrimaryKey } from './base.ts';
import { Clan } from './Clan.ts';
import { User } from './User.ts';

/** One entry of a clan's live feed, written in the same transaction as the event. */
const ClanActivitySchema = defineEntity({
  name: 'ClanActivity',
  tableName: 'clan_activities',
  properties: {
    id: uuidPrimaryKey(),
    clan: () => p.manyToOne(Clan).deleteRule('cascade'),
    user: () => p.manyToOne(User).nullable().deleteRule('set null'),
    username: p.string().length(20),
    type: p.enum(CLAN_ACTIVITY_TYPES),
    subject: p.string().length(200),
    data: p.json<Record<string, string | number | boolean | null>>(),
    createdAt: createdAt(),
  },
  indexes: [{ name: 'clan_activities_clan_created_idx', properties: ['clan', 'createdAt'] }],
});

export class ClanActivity extends ClanActivitySchema.class {}
ClanActivitySchema.setClass(ClanActivity);

export { ClanActivitySchema };
