import { Quest } from '../../db/entities/Quest.ts';
import type { User } from '../../db/entities/User.ts';
import type { Em } from '../../db/orm.ts';
import type {
  CreateQuestRequest,
  QUEST_TYPES,
  QuestChanges,
  RECURRENCES,
} from '../../protocol/api/quests.ts';
import { cancelReminder, scheduleReminder } from '../data/reminders.ts';
import { rowById } from '../data/rowById.ts';
import { DIFFICULTY_REWARDS, type Difficulty } from '../domain/quests/rewards.ts';
import { localWeekday, questRoutineState } from '../domain/quests/routine.ts';
import { conflict, notFound, validationFailed } from '../lib/httpErrors.ts';

type QuestType = (typeof QUEST_TYPES)[number];

type NewQuest = Required<Pick<CreateQuestRequest, 'title'>> & {
  description: string | null;
  difficulty: Difficulty;
  questType: QuestType;
  dueDate: string | null;
  remindAt: string | null;
  recurrence: (typeof RECURRENCES)[number] | null;
};

/**
 * A reminder being set must lie ahead (DESIGN section 9: a past `remindAt` answers 400). One left as
 * it was (an edit that sends the stored time back) is no change and passes.
 */
export function reminderTime(remindAt: string | null, now: Date, stored: Date | null = null): Date | null {
  if (!remindAt) return null;
  const at = new Date(remindAt);
  if (stored && stored.getTime() === at.getTime()) return stored;
  if (at.getTime() <= now.getTime()) {
    throw validationFailed([{ path: ['remindAt'], message: 'Reminder must be in the future' }]);
  }
  return at;
}

/** Creates a quest; its rewards come from the difficulty table, never from the client. */
export async function createQuest(em: Em, user: User, input: NewQuest, now: Date): Promise<Quest> {
  const base = DIFFICULTY_REWARDS[input.difficulty];
  const remindAt = reminderTime(input.remindAt, now);
  // The quest and its place on the reminder schedule are written together; inside a caller's
  // transaction (a starter quest being accepted) this joins it instead of opening another.
  return em.transactional(async (tx) => {
    const quest = tx.create(Quest, {
      user,
      title: input.title,
      description: input.description,
      difficulty: input.difficulty,
      questType: input.questType,
      experienceReward: base.experience,
      goldReward: base.gold,
      dueDate: input.dueDate ? new Date(input.dueDate) : null,
      remindAt,
      recurrence: input.recurrence,
      // A weekly routine is due on the weekday it was created (or last edited) on.
      recurrenceAnchor: localWeekday(now, user.timezone),
    });
    await tx.flush();
    if (remindAt)
      await scheduleReminder(tx, { userId: user.id, kind: 'quest', itemId: quest.id, dueAt: remindAt });
    return quest;
  });
}

export const questNotFound = () => notFound('Quest not found');

/** Abandons (deletes) an active quest; a completed quest is history and stays. */
export async function abandonQuest(em: Em, userId: string, questId: string): Promise<void> {
  const deleted = await em.nativeDelete(Quest, { id: questId, user: userId, completed: false });
  if (deleted === 0) {
    const exists = await em.count(Quest, { id: questId, user: userId });
    throw exists ? conflict('A completed quest cannot be abandoned.') : questNotFound();
  }
  await cancelReminder(em, 'quest', questId);
}

/**
 * Edits a quest (PATCH /api/quests/{id}): only the fields given change; a new difficulty brings that
 * difficulty's rewards from the table. A completed one-off quest is history (409); a routine stays
 * editable. The row is locked, so an edit and a completion racing each other cannot leave a
 * completed quest with rewards other than those it was completed for.
 */
export async function updateQuest(
  em: Em,
  userId: string,
  questId: string,
  changes: QuestChanges,
  now: Date,
  timeZone = 'UTC',
): Promise<Quest> {
  return em.transactional(async (tx) => {
    const quest = await rowById(tx, Quest, questId, { lock: true });
    if (!quest || quest.user.id !== userId) throw questNotFound();
    if (quest.completed && !quest.recurrence) throw conflict('A completed quest cannot be edited.');
    if (changes.remindAt !== undefined) quest.remindAt = reminderTime(changes.remindAt, now, quest.remindAt);
    if (changes.recurrence === null && quest.recurrence) {
      // A routine done for today that becomes a one-off quest stays done (and is not paid twice).
      quest.completed = questRoutineState(quest, now, timeZone)?.completed ?? false;
    }
    if (changes.recurrence !== undefined) quest.recurrence = changes.recurrence;
    // DESIGN 9: a weekly routine is due on the weekday it was created or last edited on.
    quest.recurrenceAnchor = localWeekday(now, timeZone);
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
    // Editing the time replaces the pending reminder; clearing it removes it.
    if (changes.remindAt !== undefined) {
      if (quest.remindAt) {
        await scheduleReminder(tx, { userId, kind: 'quest', itemId: quest.id, dueAt: quest.remindAt });
      } else await cancelReminder(tx, 'quest', quest.id);
    }
    return quest;
  });
}
