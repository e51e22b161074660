import { ActivityEvent } from '../../db/entities/ActivityEvent.ts';
import { Quest } from '../../db/entities/Quest.ts';
import type { User } from '../../db/entities/User.ts';
import type { Em } from '../../db/orm.ts';
import type { CreateQuestRequest, QUEST_TYPES } from '../../protocol/api/quests.ts';
import type { AchievementDefinition } from '../domain/achievements/catalogue.ts';
import { DIFFICULTY_REWARDS, type Difficulty, questPoints, questRewards } from '../domain/quests/rewards.ts';

type QuestType = (typeof QUEST_TYPES)[number];

import { conflict, notFound } from '../lib/httpErrors.ts';
import { applyProgress, loadRewardModifiers, lockUser } from './progress/applyProgress.ts';

type NewQuest = Required<Pick<CreateQuestRequest, 'title'>> & {
  description: string | null;
  difficulty: Difficulty;
  questType: QuestType;
  dueDate: string | null;
};

/** Creates a quest; its rewards come from the difficulty table, never from the client. */
export async function createQuest(em: Em, user: User, input: NewQuest): Promise<Quest> {
  const base = DIFFICULTY_REWARDS[input.difficulty];
  const quest = em.create(Quest, {
    user,
    title: input.title,
    description: input.description,
    difficulty: input.difficulty,
    questType: input.questType,
    experienceReward: base.experience,
    goldReward: base.gold,
    dueDate: input.dueDate ? new Date(input.dueDate) : null,
  });
  await em.flush();
  return quest;
}

export const questNotFound = () => notFound('Quest not found');

export interface CompletedQuest {
  quest: Quest;
  user: User;
  rewards: { experience: number; gold: number };
  levelsGained: number;
  achievements: AchievementDefinition[];
}

/**
 * Completes a quest and grants its rewards exactly once: the conditional UPDATE lets one caller
 * through however many race, and everything else happens in the same transaction.
 */
export async function completeQuest(
  em: Em,
  userId: string,
  questId: string,
  now = new Date(),
): Promise<CompletedQuest> {
  return em.transactional(async (tx) => {
    const changed = await tx.nativeUpdate(
      Quest,
      { id: questId, user: userId, completed: false },
      { completed: true, completedAt: now },
    );
    if (changed === 0) {
      const exists = await tx.count(Quest, { id: questId, user: userId });
      throw exists ? conflict('This quest is already completed.') : questNotFound();
    }
    const user = await lockUser(tx, userId);
    const quest = await tx.findOneOrFail(Quest, questId, { refresh: true });
    const rewards = questRewards(quest.difficulty, await loadRewardModifiers(tx, user));
    tx.create(ActivityEvent, {
      user,
      type: 'quest_completed',
      subject: quest.title,
      data: {
        questId: quest.id,
        experience: rewards.experience,
        gold: rewards.gold,
        difficulty: quest.difficulty,
      },
      createdAt: now,
    });
    const progress = await applyProgress(
      tx,
      user,
      { ...rewards, points: questPoints(rewards.experience) },
      now,
    );
    return {
      quest,
      user: progress.user,
      rewards,
      levelsGained: progress.levelsGained,
      achievements: progress.achievements,
    };
  });
}

/** Abandons (deletes) an active quest; a completed quest is history and stays. */
export async function abandonQuest(em: Em, userId: string, questId: string): Promise<void> {
  const deleted = await em.nativeDelete(Quest, { id: questId, user: userId, completed: false });
  if (deleted === 0) {
    const exists = await em.count(Quest, { id: questId, user: userId });
    throw exists ? conflict('A completed quest cannot be abandoned.') : questNotFound();
  }
}
