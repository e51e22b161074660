import type { Em } from '../../db/orm.ts';
import { createQuestRequestSchema } from '../../protocol/api/quests.ts';
import type { StarterOffer, StarterOffersResponse } from '../../protocol/api/starters.ts';
import type { QuestRow } from '../data/quests.ts';
import {
  claimStarterOffer,
  linkStarterQuest,
  starterOffersOf,
  storeStarterOffers,
} from '../data/starters.ts';
import type { UserRecord } from '../data/userRecords.ts';
import type { AppDeps } from '../deps.ts';
import { localDayNumber } from '../domain/progression/streaks.ts';
import { offlineStarters, STARTERS_PER_DAY, type StarterText } from '../domain/quests/starters.ts';
import { conflict, notFound } from '../lib/httpErrors.ts';
import { createQuest } from './quests.ts';

/** How long the day's first request waits for the provider before the offline pick answers. */
export const STARTER_AI_TIMEOUT_MS = 4000;

type Deps = Pick<AppDeps, 'ai'>;

/** The player the offers are made for: their day and their language decide them. */
type Player = Pick<UserRecord, 'id' | 'timezone' | 'language'>;

const isoDate = (day: number): string => new Date(day * 86_400_000).toISOString().slice(0, 10);

export const starterNotFound = () => notFound('Starter quest not found');

/**
 * The day's three offers, made once per player and local day: by the provider when one is
 * configured (any error or a slow answer falls back to the offline pick), else the offline pick.
 * Slots missing from a day that has some (its open offers were dropped when the player changed
 * language) are made again the same way, in the player's language; accepted slots keep theirs.
 */
async function ensureOffers(deps: Deps, em: Em, user: Player, day: number) {
  const stored = await starterOffersOf(em, user.id, day);
  if (stored.length >= STARTERS_PER_DAY) return stored;
  let texts: StarterText[] | null = null;
  if (deps.ai.source === 'ai') {
    texts = await deps.ai
      .starterQuests(user.language, STARTERS_PER_DAY, AbortSignal.timeout(STARTER_AI_TIMEOUT_MS))
      .catch(() => null);
  }
  const source = texts ? 'ai' : 'offline';
  await storeStarterOffers(em, user.id, day, texts ?? offlineStarters(user.id, day, user.language), source);
  return starterOffersOf(em, user.id, day);
}

/** GET /api/starter-quests: today's offers the player has not accepted yet. */
export async function starterOffers(
  deps: Deps,
  em: Em,
  user: Player,
  now: Date,
): Promise<StarterOffersResponse> {
  const day = localDayNumber(now, user.timezone);
  const rows = await ensureOffers(deps, em, user, day);
  const offers: StarterOffer[] = rows
    .filter((r) => !r.accepted)
    .map((r) => ({
      id: `${day}-${r.slot}`,
      slot: r.slot,
      title: r.title,
      description: r.description,
      difficulty: 'easy',
      source: r.source,
    }));
  return { date: isoDate(day), offers };
}

/**
 * Adds one of today's offers as an easy quest, exactly once: the offer is claimed and the quest
 * created in one transaction (a second or racing accept answers 409, nothing is added twice).
 * An offer of another day answers 409 too: the board then shows today's.
 */
export async function acceptStarter(
  deps: Deps,
  em: Em,
  user: Player,
  offer: { day: number; slot: number },
  now: Date,
): Promise<QuestRow> {
  const today = localDayNumber(now, user.timezone);
  if (offer.day !== today) {
    throw conflict('This starter quest was offered on another day. Here are today’s.', 'starter_expired');
  }
  const rows = await ensureOffers(deps, em, user, today);
  if (!rows.some((r) => r.slot === offer.slot)) throw starterNotFound();
  return em.transactional(async (tx) => {
    const text = await claimStarterOffer(tx, user.id, today, offer.slot, now);
    if (!text) throw conflict('You already added this starter quest today.', 'starter_accepted');
    const input = createQuestRequestSchema.parse({
      title: text.title,
      description: text.description,
      difficulty: 'easy',
      questType: 'side',
    });
    const quest = await createQuest(tx, user, input, now);
    await linkStarterQuest(tx, user.id, today, offer.slot, quest.id);
    return quest;
  });
}
