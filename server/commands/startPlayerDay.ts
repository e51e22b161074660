import type { Em } from '../../db/orm.ts';
import { lockPlayerDay, startPlayerDayRow } from '../data/players.ts';
import { strikeFacts } from '../data/strikes.ts';
import { hasAbility } from '../domain/abilities/effects.ts';
import { dayStartHealth, strikeBack } from '../domain/health/strikes.ts';
import { localDayNumber } from '../domain/progression/streaks.ts';
import { notFound } from '../lib/httpErrors.ts';
import { notificationText } from '../notifications/texts.ts';
import { announcePlayer } from './announcePlayer.ts';
import { notify } from './community.ts';

/** A day later than the last one started (none yet: any). A day never starts twice or backwards. */
const isLaterDay = (lastDaySeen: number | null | undefined, today: number): boolean =>
  lastDaySeen === null || lastDaySeen === undefined || today > lastDaySeen;

/**
 * Whether the player's first request of a new local day is this one (cheap: no query). A clock or
 * time zone that steps back (a player moving west) starts no day again.
 */
export const isNewDay = (user: { lastDaySeen?: number | null | undefined; timezone: string }, now: Date) =>
  isLaterDay(user.lastDaySeen, localDayNumber(now, user.timezone));

/**
 * The start of a player's local day, exactly once per player and day however many requests or
 * instances race (the day is stamped under the player's row lock): the new day heals 10, then the
 * boss may strike back for a day the party left it alone (DESIGN section 11: never below 1 health,
 * never while resting, never with Focus Shield after a focused day, halved by a companion). The heal
 * comes first so a strike shows even at full health (100 -> 90), and a potion then has a use.
 * A new account starts its first day with nothing to judge. `now` is the server's clock
 * (`deps.clock`), the same one that decides routines and the first quest of the day.
 */
export async function startPlayerDay(em: Em, userId: string, now: Date): Promise<void> {
  const changed = await em.transactional(async (tx) => {
    const locked = await lockPlayerDay(tx, userId);
    if (!locked) throw notFound('User not found');
    const { player: user, lastDaySeen } = locked;
    const today = localDayNumber(now, user.timezone);
    if (!isLaterDay(lastDaySeen, today)) return null;
    if (lastDaySeen === null) {
      // A new account's first day: stamped, with nothing to judge.
      await startPlayerDayRow(tx, user.id, { today, health: user.health }, now);
      return null;
    }
    const facts = await strikeFacts(tx, { ...user, partyJoinedAt: locked.partyJoinedAt }, now);
    const day = (at: Date) => localDayNumber(at, user.timezone);
    const strike = strikeBack({
      resting: user.resting,
      today,
      bossSince: facts.boss ? day(facts.boss.createdAt) : null,
      memberSince: facts.memberSince ? day(facts.memberSince) : null,
      partyHitDays: facts.partyHits.map(day),
      shielded: hasAbility(user.level, 'focus-shield') && facts.focusCompleted.map(day).includes(today - 1),
      hasActiveCompanion: Boolean(user.equippedPet),
      maxHealth: user.maxHealth,
    });
    const health = dayStartHealth(user.health, user.maxHealth, strike);
    const started = await startPlayerDayRow(tx, user.id, { today, health }, now);
    if (strike > 0 && facts.boss) {
      await notify(
        tx,
        user.id,
        { type: 'boss', ...notificationText('bossStruck', user.language)(facts.boss.name, strike) },
        now,
      );
    }
    return health !== user.health || strike > 0 ? started : null;
  });
  if (changed) await announcePlayer(em, changed);
}
