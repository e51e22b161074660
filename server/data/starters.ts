import type { Em } from '../../db/orm.ts';
import type { StarterText } from '../domain/quests/starters.ts';
import { sql } from './sql.ts';

/** One stored starter offer of a player's local day. */
export interface StarterOfferRow {
  slot: number;
  title: string;
  description: string;
  source: 'ai' | 'offline';
  accepted: boolean;
}

interface RawRow {
  slot: number | string;
  title: string;
  description: string;
  source: 'ai' | 'offline';
  accepted_at: Date | string | null;
}

/** The day's offers, in slot order (none before they were first made). */
export async function starterOffersOf(em: Em, userId: string, day: number): Promise<StarterOfferRow[]> {
  const rows = await sql<RawRow>(
    em,
    `select slot, title, description, source, accepted_at from starter_offers
      where user_id = ? and day = ? order by slot`,
    [userId, day],
  );
  return rows.map((r) => ({
    slot: Number(r.slot),
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
  const values = texts.map(() => '(?, ?, ?, ?, ?, ?)').join(', ');
  const params = texts.flatMap((t, slot) => [userId, day, slot, t.title, t.description, source]);
  await sql(
    em,
    `insert into starter_offers (user_id, day, slot, title, description, source) values ${values}
      on conflict (user_id, day, slot) do nothing`,
    params,
  );
}

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
  const [row] = await sql<StarterText>(
    tx,
    `update starter_offers set accepted_at = ? where user_id = ? and day = ? and slot = ? and accepted_at is null
      returning title, description`,
    [now, userId, day, slot],
  );
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
  await sql(tx, `update starter_offers set quest_id = ? where user_id = ? and day = ? and slot = ?`, [
    questId,
    userId,
    day,
    slot,
  ]);
}

/**
 * Drops the player's offers that were never accepted (any day): after a change of language, today's
 * open slots are made again in the new one. Accepted offers stay, with the quests they became.
 */
export async function dropOpenStarterOffers(em: Em, userId: string): Promise<void> {
  await sql(em, `delete from starter_offers where user_id = ? and accepted_at is null`, [userId]);
}
