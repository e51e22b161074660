import type { DealDamageResponse } from '../../protocol/api/boss.ts';
import type { CompleteQuestResponse } from '../../protocol/api/quests.ts';
import type { BossView } from '../data/bosses.ts';
import type { PlayerView } from '../data/players.ts';
import type { QuestRow } from '../data/quests.ts';
import type { AchievementDefinition } from '../domain/achievements/catalogue.ts';
import { presentUnlocked } from './achievement.ts';
import { presentBoss } from './boss.ts';
import { presentQuestRow, type QuestViewContext } from './quest.ts';
import { presentPlayer } from './user.ts';

/** What a completion did, with everything its answer shows already loaded. */
export interface QuestCompletion {
  quest: QuestRow;
  /** The completion's moment and the player's zone: what a routine's state is read at. */
  at: QuestViewContext;
  player: PlayerView;
  rewards: { experience: number; gold: number };
  levelsGained: number;
  achievements: AchievementDefinition[];
  /** The hit on the party's boss, when the player's party had one alive. */
  hit: { damage: number; defeated: boolean; boss: BossView } | null;
}

/** A completed quest from the quest board: its rewards, the new figures, what it unlocked. */
export const presentCompletion = (c: QuestCompletion): CompleteQuestResponse => ({
  quest: presentQuestRow(c.quest, c.at),
  user: presentPlayer(c.player),
  rewards: c.rewards,
  levelUp: c.levelsGained > 0,
  levelsGained: c.levelsGained,
  achievements: c.achievements.map(presentUnlocked),
  hit: c.hit ? { damage: c.hit.damage, defeated: c.hit.defeated, boss: presentBoss(c.hit.boss) } : null,
});

/** A quest used against the boss: the hit first, then the completion's own figures. */
export function presentBossDamage(
  c: QuestCompletion & { hit: NonNullable<QuestCompletion['hit']> },
): DealDamageResponse {
  const completion = presentCompletion(c);
  return {
    damage: c.hit.damage,
    defeated: c.hit.defeated,
    boss: presentBoss(c.hit.boss),
    quest: completion.quest,
    user: completion.user,
    rewards: completion.rewards,
    levelsGained: completion.levelsGained,
    achievements: completion.achievements,
  };
}
