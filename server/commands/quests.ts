import { Quest } from '../../db/entities/Quest.ts';
import type { User } from '../../db/entities/User.ts';
import type { Em } from '../../db/orm.ts';
import type { CreateQuestRequest, QUEST_TYPES, QuestChanges } from '../../protocol/api/quests.ts';
import { rowById } from '../data/rowById.ts';
import { DIFFICULTY_REWARDS, type Difficulty } from '../domain/quests/rewards.ts';

type QuestType = (typeof QUEST_TYPES)[number];

import { conflict, notFound } from '../lib/httpErrors.ts';

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

/** Abandons (deletes) an active quest; a completed quest is history and stays. */
export async function abandonQuest(em: Em, userId: string, questId: string): Promise<void> {
  const deleted = await em.nativeDelete(Quest, { id: questId, user: userId, completed: false });
  if (deleted === 0) {
    const exists = await em.count(Quest, { id: questId, user: userId });
    throw exists ? conflict('A completed quest cannot be abandoned.') : questNotFound();
  }
}

/**
 * Edits an open quest (PATCH /api/quests/{id}): only the fields given change; a new difficulty brings
 * that difficulty's rewards from the table. The row is locked, so an edit and a completion racing
 * each other cannot leave a completed quest with rewards other than those it was completed for.
 */
export async function updateQuest(
  em: Em,
  userId: string,
  questId: string,
  changes: QuestChanges,
): Promise<Quest> {
  return em.transactional(async (tx) => {
    const quest = await rowById(tx, Quest, questId, { lock: true });
    if (!quest || quest.user.id !== userId) throw questNotFound();
    if (quest.completed) throw conflict('A completed quest cannot be edited.');
    if (changes.title !== undefined) quest.title = changes.title;
    if (changes.description !== undefined) quest.description = changes.description;
    if (changes.questType !== undefined) quest.questType = changes.questType;
    if (changes.dueDate !== undefined) quest.dueDate = changes.dueDate ? new Date(changes.dueDate) : null;
    if (changes.difficulty !== undefined) {
      const base = DIFFICULTY_REWARDS[changes.difficulty];
      quest.difficulty = changes.difficulty;
      quest.experienceReward = base.experience;
      quest.goldReward = base.gold;
    }
    await tx.flush();
    return quest;
  });
}
