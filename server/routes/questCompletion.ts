import type { CompleteQuestResponse } from '../../protocol/api/quests.ts';
import { type CompletedQuest, completeQuest } from '../commands/quests.ts';
import type { AppDeps } from '../deps.ts';
import { presentUnlocked } from '../presenters/achievement.ts';
import { presentQuest } from '../presenters/quest.ts';
import { presentUserWithEquipment } from '../presenters/user.ts';
import { publishPlayerProgress } from '../realtime/publish.ts';
import { publishBossHit } from '../realtime/publishParty.ts';
import type { SignedInContext } from '../state.ts';

/**
 * The one path by which a quest is completed, from the quest board or the boss screen: the
 * command commits, then the player's tabs and the party hear about it.
 */
export async function completeQuestAndPublish(
  deps: AppDeps,
  ctx: SignedInContext,
  questId: string,
  requireBoss: boolean,
): Promise<{ done: CompletedQuest; body: CompleteQuestResponse }> {
  const user = ctx.state.user;
  const done = await completeQuest(ctx.state.em, user.id, questId, {
    requireBoss,
    bossRestSeconds: deps.config.bossRestSeconds,
  });
  // The party's push first: it waits for nothing, while the player's own update needs a read.
  if (done.hit) {
    deps.stats.countHit();
    await publishBossHit(deps, ctx.state.em, done.hit, { id: user.id, username: user.username });
  }
  const presentedUser = await presentUserWithEquipment(ctx.state.em, done.user);
  const achievements = done.achievements.map(presentUnlocked);
  publishPlayerProgress(deps.realtime, presentedUser, achievements);
  return {
    done,
    body: {
      quest: presentQuest(done.quest),
      user: presentedUser,
      rewards: done.rewards,
      levelUp: done.levelsGained > 0,
      levelsGained: done.levelsGained,
      achievements,
    },
  };
}
