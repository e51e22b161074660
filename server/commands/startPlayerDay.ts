import type { Em } from '../../db/orm.ts';
import { strikeFacts } from '../data/strikes.ts';
import { hasAbility } from '../domain/abilities/effects.ts';
import { afterStrike, DAILY_HEAL, healed, strikeBack } from '../domain/health/strikes.ts';
import { localDayNumber } from '../domain/progression/streaks.ts';
import { notificationText } from '../notifications/texts.ts';
import { announcePlayer } from './announcePlayer.ts';
import { notify } from './community.ts';
import { lockUser } from './progress/applyProgress.ts';

/** Whether the player's first request of a new local day is this one (cheap: no query). */
export const isNewDay = (user: { lastDaySeen?: number | null | undefined; timezone: string }, now: Date) =>
  user.lastDaySeen !== localDayNumber(now, user.timezone);

/**
 * The start of a player's local day, exactly once per player and day however many requests or
 * instances race (the day is stamped under the player's row lock): the boss may strike back for a
 * day the party left it alone (DESIGN section 11: never below 1 health, never while resting, never
 * with Focus Shield after a focused day, halved by a companion), then the new day heals 10.
 * A new account starts its first day with nothing to judge.
 */
export async function startPlayerDay(em: Em, userId: string, now = new Date()): Promise<void> {
  const changed = await em.transactional(async (tx) => {
    const user = await lockUser(tx, userId);
    const today = localDayNumber(now, user.timezone);
    if (user.lastDaySeen === today) return null;
    const firstDay = user.lastDaySeen === null || user.lastDaySeen === undefined;
    user.lastDaySeen = today;
    if (firstDay) return null;
    const facts = await strikeFacts(tx, user, now);
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
    const before = user.health;
    user.health = healed(afterStrike(user.health, strike), user.maxHealth, DAILY_HEAL);
    if (strike > 0 && facts.boss) {
      notify(
        tx,
        user.id,
        { type: 'boss', ...notificationText('bossStruck', user.language)(facts.boss.name, strike) },
        now,
      );
    }
    return user.health !== before || strike > 0 ? user : null;
  });
  if (changed) await announcePlayer(em, changed);
}
