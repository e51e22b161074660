/**
 * Health that matters gently (DESIGN section 11). Pure: the caller passes days as whole numbers in
 * the player's own time zone (`localDayNumber`). Nothing here takes away XP, gold, levels, items,
 * achievements or streaks; health never drops below 1.
 */

/** Low health (half damage on boss hits) is shown by the boss screen too: one rule, in protocol. */
export { isLowHealth, LOW_HEALTH_SHARE } from '../../../protocol/rules/combat.ts';

/** The boss's strike back: a tenth of max health. */
export const STRIKE_SHARE = 0.1;
/** What each new local day heals. */
export const DAILY_HEAL = 10;
/** What a completed focus session heals. */
export const FOCUS_HEAL = 10;
/** The lowest health a strike can leave. */
export const HEALTH_FLOOR = 1;

export interface StrikeContext {
  /** Rest mode: holidays, illness, a bad week. No strike at all while it is on. */
  resting: boolean;
  /** Today and the day being judged (yesterday), in the member's zone. */
  today: number;
  /** The party's living boss, with the local day it appeared; null without one. */
  bossSince: number | null;
  /** The local day the member joined the party. */
  memberSince: number | null;
  /** Local days on which the party landed a hit (recent ones are enough). */
  partyHitDays: readonly number[];
  /** Focus Shield (level 5): local days with a completed focus session of the member. */
  shielded: boolean;
  /** The active companion halves the strike. */
  hasActiveCompanion: boolean;
  maxHealth: number;
}

/**
 * Whether the boss strikes this member at their first request of `today`, and for how much: only
 * when the boss lived, and the member was in the party, for the whole previous day, and the party
 * landed no hit during it. Rest mode and Focus Shield stop it; a companion halves it.
 */
export function strikeBack(c: StrikeContext): number {
  const yesterday = c.today - 1;
  if (c.resting || c.shielded) return 0;
  if (c.bossSince === null || c.bossSince >= yesterday) return 0;
  if (c.memberSince === null || c.memberSince >= yesterday) return 0;
  if (c.partyHitDays.includes(yesterday)) return 0;
  return Math.max(1, Math.floor(c.maxHealth * STRIKE_SHARE * (c.hasActiveCompanion ? 0.5 : 1)));
}

/** Health after a strike: never below the floor. */
export const afterStrike = (health: number, strike: number): number =>
  strike > 0 ? Math.max(HEALTH_FLOOR, health - strike) : health;

/** Health after healing: never above max. */
export const healed = (health: number, maxHealth: number, amount: number): number =>
  Math.min(maxHealth, health + Math.max(0, amount));

/**
 * Health at the start of a new local day: the day's heal first (never above max), then the strike
 * (never below the floor). In this order a strike shows even at full health (100 -> 90).
 */
export const dayStartHealth = (health: number, maxHealth: number, strike: number): number =>
  afterStrike(healed(health, maxHealth, DAILY_HEAL), strike);
