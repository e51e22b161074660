import type { Quest } from '../../db/entities/Quest.ts';
import type { Quest as QuestDto } from '../../protocol/api/quests.ts';

const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);

export const presentQuest = (quest: Quest): QuestDto => ({
  id: quest.id,
  userId: quest.user.id,
  title: quest.title,
  description: quest.description ?? null,
  difficulty: quest.difficulty,
  questType: quest.questType,
  experienceReward: quest.experienceReward,
  goldReward: quest.goldReward,
  itemReward: quest.itemReward ?? null,
  completed: quest.completed,
  completedAt: iso(quest.completedAt),
  dueDate: iso(quest.dueDate),
  remindAt: iso(quest.remindAt),
  recurrence: quest.recurrence ?? null,
  createdAt: quest.createdAt.toISOString(),
});
