import { createHash, randomBytes } from 'node:crypto';
import type { Em } from '../../db/orm.ts';
import { deleteFeed, feedByTokenHash, replaceFeedToken } from '../data/calendarFeeds.ts';
import type { AppDeps } from '../deps.ts';
import { feedCalendar } from '../domain/calendar/feedCalendar.ts';
import { notFound } from '../lib/httpErrors.ts';

/** A feed address's token: 32 random bytes (43 characters of base64url). */
export const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
export const calendarNotFound = () => notFound('Calendar not found');

/**
 * Makes the player's secret calendar address, or replaces it (the old one answers 404 at once):
 * the address is answered this once; only its token's hash is kept.
 */
export async function makeCalendarFeed(
  deps: Pick<AppDeps, 'urls' | 'clock'>,
  em: Em,
  userId: string,
): Promise<{ url: string }> {
  const token = randomBytes(32).toString('base64url');
  await replaceFeedToken(em, userId, hashOf(token), deps.clock.now());
  return { url: `${deps.urls.publicUrl()}/api/calendar/${token}.ics` };
}

/** Turns the feed off (its address answers 404); nothing to turn off is no error. */
export async function turnOffCalendarFeed(em: Em, userId: string): Promise<void> {
  await deleteFeed(em, userId);
}

/** The iCalendar text a feed's token names; 404 for a token that names none. */
export async function calendarText(em: Em, token: string): Promise<string> {
  if (!FEED_TOKEN.test(token)) throw calendarNotFound();
  const feed = await feedByTokenHash(em, hashOf(token));
  if (!feed) throw calendarNotFound();
  return feedCalendar({ timeZone: feed.timeZone, items: feed.items, stamp: feed.madeAt });
}
