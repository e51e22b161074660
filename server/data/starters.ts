import type { ExpressionBuilder } from 'kysely';
import type { STARTER_SOURCES } from '../../db/entities/StarterOffer.ts';
import type { Em } from '../../db/orm.ts';
import type { StarterText } from '../domain/quests/starters.ts';
import { type Database, db } from './database.ts';

/** One stored starter offer of a player's local day. */
export interface StarterOfferRow {
  slot: number;
  title: string;
  description: string;
  source: (typeof STARTER_SOURCES)[number];
  accepted: boolean;
}

/** The day's offers, in slot order (none before they were first made). */
export async function starterOffersOf(em: Em, userId: string, day: number): Promise<StarterOfferRow[]> {
  const rows = await db(em)
    .selectFrom('starter_offers')
    .select(['slot', 'title', 'description', 'source', 'accepted_at'])
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .orderBy('slot')
    .execute();
  return rows.map((r) => ({
    slot: r.slot,
    title: r.title,
    description: r.description,
    source: r.source,
    accepted: r.accepted_at !== null,
  }));
}

/**
 * Stores the day's offers; when another request stored them first, theirs stay (one statement, so
 * a day's three offers always come from one pick).
 */
export async function storeStarterOffers(
  em: Em,
  userId: string,
  day: number,
  texts: readonly StarterText[],
  source: 'ai' | 'offline',
): Promise<void> {
  if (texts.length === 0) return;
  await db(em)
    .insertInto('starter_offers')
    .values(
      texts.map((t, slot) => ({
        user_id: userId,
        day,
        slot,
        title: t.title,
        description: t.description,
        source,
      })),
    )
    .onConflict((oc) => oc.columns(['user_id', 'day', 'slot']).doNothing())
    .execute();
}

/** One offer by its key: the player's day and slot. */
const theOffer =
  (userId: string, day: number, slot: number) =>
  ({ and, eb }: ExpressionBuilder<Database, 'starter_offers'>) =>
    and([eb('user_id', '=', userId), eb('day', '=', day), eb('slot', '=', slot)]);

/**
 * Marks one offer accepted if it is not yet: the row lock lets exactly one of any number of racing
 * accepts through; the others find it accepted. Answers the offer's text, or null.
 */
export async function claimStarterOffer(
  tx: Em,
  userId: string,
  day: number,
  slot: number,
  now: Date,
): Promise<StarterText | null> {
  const row = await db(tx)
    .updateTable('starter_offers')
    .set({ accepted_at: now })
    .where(theOffer(userId, day, slot))
    .where('accepted_at', 'is', null)
    .returning(['title', 'description'])
    .executeTakeFirst();
  return row ?? null;
}

/** Links an accepted offer to the quest it became. */
export async function linkStarterQuest(
  tx: Em,
  userId: string,
  day: number,
  slot: number,
  questId: string,
): Promise<void> {
  await db(tx)
    .updateTable('starter_offers')
    .set({ quest_id: questId })
    .where(theOffer(userId, day, slot))
    .execute();
}

/**
 * Drops the player's offers that were never accepted (any day): after a change of language, today's
 * open slots are made again in the new one. Accepted offers stay, with the quests they became.
 */
export async function dropOpenStarterOffers(em: Em, userId: string): Promise<void> {
  await db(em)
    .deleteFrom('starter_offers')
    .where('user_id', '=', userId)
    .where('accepted_at', 'is', null)
    .execute();
}
