import { defineEntity, p } from '@mikro-orm/core';
import { Quest } from './Quest.ts';
import { User } from './User.ts';

export const STARTER_SOURCES = ['offline', 'ai'] as const;

/**
 * One of a player's three starter quests of a local day: the offer shown is the offer accepted,
 * and an accepted offer holds its quest. Written and read by plain statements only
 * (`server/data/starters.ts`); the entity describes the table, so its queries are typed from it.
 */
const StarterOfferSchema = defineEntity({
  name: 'StarterOffer',
  tableName: 'starter_offers',
  properties: {
    user: () => p.manyToOne(User).primary().deleteRule('cascade').foreignKeyName('starter_offers_user_fk'),
    /** The player's local day (days since the epoch). */
    day: p.integer().primary(),
    slot: p.smallint().primary(),
    title: p.string().length(200),
    description: p.string().length(500),
    source: p.enum(STARTER_SOURCES).default('offline'),
    quest: () =>
      p.manyToOne(Quest).nullable().deleteRule('set null').foreignKeyName('starter_offers_quest_fk'),
    acceptedAt: p.datetime().nullable(),
    createdAt: p.datetime().defaultRaw('now()'),
  },
  checks: [{ name: 'starter_offers_slot_check', expression: 'slot >= 0 and slot <= 2' }],
});

export class StarterOffer extends StarterOfferSchema.class {}
StarterOfferSchema.setClass(StarterOffer);

export { StarterOfferSchema };
