import type { Quest as QuestDto } from '../../protocol/api/quests.ts';
import type { QuestRow } from '../data/quests.ts';
import { questRoutineState } from '../domain/quests/routine.ts';

const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);

/** The moment a quest is shown at and its owner's zone: a routine's state depends on both. */
export interface QuestViewContext {
  now: Date;
  timeZone: string;
}

/**
 * A routine answers completed (with `completedAt` its last completion and `nextOpenAt`) until its
 * next due local day starts, then open again (DESIGN section 9). The one formula of a quest's
 * answer, for every quest's row (server/data/quests.ts).
 */
function questAnswer(quest: QuestRow, userId: string, at: QuestViewContext): QuestDto {
  const routine = questRoutineState(quest, at.now, at.timeZone);
  const completed = routine ? routine.completed : quest.completed;
  return {
    id: quest.id,
    userId,
    title: quest.title,
    description: quest.description ?? null,
    difficulty: quest.difficulty,
    questType: quest.questType,
    experienceReward: quest.experienceReward,
    goldReward: quest.goldReward,
    itemReward: quest.itemReward ?? null,
    completed,
    completedAt: completed ? iso(quest.completedAt) : null,
    dueDate: iso(quest.dueDate),
    remindAt: iso(quest.remindAt),
    recurrence: quest.recurrence ?? null,
    nextOpenAt: iso(routine?.nextOpenAt),
    priority: quest.priority ?? null,
    estimateMinutes: quest.estimateMinutes ?? null,
    energy: quest.energy ?? null,
    checklist: quest.checklist,
    createdAt: quest.createdAt.toISOString(),
  };
}

/** A quest's row: one of the list (server/data/quests.ts `questsOf`), a new or an edited quest. */
export const presentQuestRow = (row: QuestRow, at: QuestViewContext): QuestDto =>
  questAnswer(row, row.userId, at);
