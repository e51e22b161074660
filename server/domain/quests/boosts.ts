/** A player's consumable boosts: how many quests each still covers, and its multiplier. */
export interface QuestBoosts {
  xpBoostQuests: number;
  xpBoostMultiplier: number;
  goldBoostQuests: number;
  goldBoostMultiplier: number;
}

/** The boosts after one quest: one quest used up of each active boost; a spent boost returns to 1. */
export function boostsAfterQuest(boosts: QuestBoosts): QuestBoosts {
  const xpBoostQuests = Math.max(0, boosts.xpBoostQuests - 1);
  const goldBoostQuests = Math.max(0, boosts.goldBoostQuests - 1);
  return {
    xpBoostQuests,
    xpBoostMultiplier: boosts.xpBoostQuests > 0 && xpBoostQuests === 0 ? 1 : boosts.xpBoostMultiplier,
    goldBoostQuests,
    goldBoostMultiplier: boosts.goldBoostQuests > 0 && goldBoostQuests === 0 ? 1 : boosts.goldBoostMultiplier,
  };
}
