/** Quest and task rewards (spec 000 section 9, DESIGN section 6). Pure. */
import { COMPANION_XP_BONUS } from '../../../protocol/rules/progression.ts';

export const DIFFICULTY_REWARDS = {
  easy: { experience: 10, gold: 5 },
  medium: { experience: 25, gold: 15 },
  hard: { experience: 50, gold: 30 },
  legendary: { experience: 100, gold: 75 },
} as const;

export type Difficulty = keyof typeof DIFFICULTY_REWARDS;

/** Points a completed task grants, by priority. */
export const TASK_POINTS = { low: 5, medium: 10, high: 15 } as const;
export type Priority = keyof typeof TASK_POINTS;

export interface RewardModifiers {
  /** Product of the equipped items' `xpMultiplier`. */
  xpMultiplier: number;
  /** Product of the equipped items' `coinMultiplier`. */
  coinMultiplier: number;
  hasActiveCompanion: boolean;
  /** A consumable's boost still covering this quest (1 when none). */
  xpBoost?: number;
  goldBoost?: number;
  /** The abilities' factors (domain/abilities/effects.ts); 1 when none applies. */
  abilityXp?: number;
  abilityGold?: number;
}

export const NO_MODIFIERS: RewardModifiers = {
  xpMultiplier: 1,
  coinMultiplier: 1,
  hasActiveCompanion: false,
};

/** What completing a quest grants; multipliers only ever add, rounded down to whole points. */
export function questRewards(difficulty: Difficulty, modifiers: RewardModifiers = NO_MODIFIERS) {
  const base = DIFFICULTY_REWARDS[difficulty];
  const xpFactor =
    Math.max(1, modifiers.xpMultiplier) *
    (modifiers.hasActiveCompanion ? COMPANION_XP_BONUS : 1) *
    Math.max(1, modifiers.xpBoost ?? 1) *
    Math.max(1, modifiers.abilityXp ?? 1);
  const goldFactor =
    Math.max(1, modifiers.coinMultiplier) *
    Math.max(1, modifiers.goldBoost ?? 1) *
    Math.max(1, modifiers.abilityGold ?? 1);
  return {
    experience: Math.floor(base.experience * xpFactor + 1e-9),
    gold: Math.floor(base.gold * goldFactor + 1e-9),
  };
}

/** Points for a completed quest: its experience, so points grow with the effort a quest took. */
export const questPoints = (experience: number): number => experience;

/** The equipped items' multipliers, an active companion and the consumable boosts still running. */
export function rewardModifiers(
  player: {
    equippedPet?: string | null | undefined;
    xpBoostQuests: number;
    xpBoostMultiplier: number | string;
    goldBoostQuests: number;
    goldBoostMultiplier: number | string;
  },
  items: readonly { xpMultiplier: number | string; coinMultiplier: number | string }[],
): RewardModifiers {
  return {
    xpMultiplier: items.reduce((m, i) => m * Number(i.xpMultiplier), 1),
    coinMultiplier: items.reduce((m, i) => m * Number(i.coinMultiplier), 1),
    hasActiveCompanion: Boolean(player.equippedPet),
    xpBoost: player.xpBoostQuests > 0 ? Number(player.xpBoostMultiplier) : 1,
    goldBoost: player.goldBoostQuests > 0 ? Number(player.goldBoostMultiplier) : 1,
  };
}
