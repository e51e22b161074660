import type { Em } from '../../db/orm.ts';
import type {
  CreateQuestRequest,
  QUEST_TYPES,
  QuestChanges,
  RECURRENCES,
} from '../../protocol/api/quests.ts';
import {
  deleteOpenQuest,
  insertQuest,
  lockPlayerQuest,
  playerQuestExists,
  type QuestChange,
  type QuestRow,
  questWithOwner,
  writeQuestChange,
} from '../data/quests.ts';
import { cancelReminder, scheduleReminder } from '../data/reminders.ts';
import type { UserRecord } from '../data/userRecords.ts';
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
  /** The client's own id (DESIGN 15): the same create sent again answers the quest it made. */
  id?: string | undefined;
  priority?: QuestRow['priority'];
  estimateMinutes?: number | null;
  energy?: QuestRow['energy'];
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
export async function createQuest(
  em: Em,
  user: Pick<UserRecord, 'id' | 'timezone'>,
  input: NewQuest,
  now: Date,
): Promise<QuestRow> {
  const base = DIFFICULTY_REWARDS[input.difficulty];
  // A create sent again with its id (a replay after a lost answer) answers what it made, even
  // once its reminder time has passed.
  if (input.id) {
    const made = await alreadyMade(em, user.id, input.id, input);
    if (made) return made;
  }
  const remindAt = reminderTime(input.remindAt, now);
  // The quest and its place on the reminder schedule are written together; inside a caller's
  // transaction (a starter quest being accepted) this joins it instead of opening another.
  return em.transactional(async (tx) => {
    const quest = await insertQuest(tx, {
      id: input.id,
      userId: user.id,
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
      priority: input.priority ?? null,
      estimateMinutes: input.estimateMinutes ?? null,
      energy: input.energy ?? null,
    });
    if (!quest) {
      // A racing create with the same id got there first.
      const made = input.id ? await alreadyMade(tx, user.id, input.id, input) : null;
      if (!made) throw idTaken();
      return made;
    }
    if (remindAt)
      await scheduleReminder(tx, { userId: user.id, kind: 'quest', itemId: quest.id, dueAt: remindAt });
    return quest;
  });
}

const idTaken = () => conflict('This id is already taken by another quest. Send the change with a new id.');

const sameMoment = (stored: Date | null, sent: string | null | undefined) =>
  (stored?.getTime() ?? null) === (sent ? new Date(sent).getTime() : null);

/**
 * The quest a client-chosen id already names: the player's own, made by the same create (the same
 * fields), answered as it is; another player's, or the player's made with other fields, is 409.
 */
async function alreadyMade(em: Em, userId: string, id: string, input: NewQuest): Promise<QuestRow | null> {
  const found = await questWithOwner(em, id);
  if (!found) return null;
  const { quest } = found;
  const same =
    found.userId === userId &&
    quest.title === input.title &&
    quest.description === input.description &&
    quest.difficulty === input.difficulty &&
    quest.questType === input.questType &&
    quest.recurrence === input.recurrence &&
    quest.priority === (input.priority ?? null) &&
    quest.estimateMinutes === (input.estimateMinutes ?? null) &&
    quest.energy === (input.energy ?? null) &&
    sameMoment(quest.dueDate, input.dueDate) &&
    sameMoment(quest.remindAt, input.remindAt);
  if (!same) throw idTaken();
  return quest;
}

export const questNotFound = () => notFound('Quest not found');

/** Abandons (deletes) an active quest; a completed quest is history and stays. */
export async function abandonQuest(em: Em, userId: string, questId: string): Promise<void> {
  if (!(await deleteOpenQuest(em, userId, questId))) {
    const exists = await playerQuestExists(em, userId, questId);
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
): Promise<QuestRow> {
  return em.transactional(async (tx) => {
    const locked = await lockPlayerQuest(tx, userId, questId);
    if (!locked) throw questNotFound();
    if (locked.completed && !locked.recurrence) throw conflict('A completed quest cannot be edited.');
    const change: QuestChange = {};
    if (changes.remindAt !== undefined)
      change.remind_at = reminderTime(changes.remindAt, now, locked.remindAt);
    if (changes.recurrence === null && locked.recurrence) {
      // A routine done for today that becomes a one-off quest stays done (and is not paid twice).
      change.completed = questRoutineState(locked, now, timeZone)?.completed ?? false;
    }
    if (changes.recurrence !== undefined) change.recurrence = changes.recurrence;
    // DESIGN 9: a weekly routine is due on the weekday it was created or last edited on.
    change.recurrence_anchor = localWeekday(now, timeZone);
    if (changes.title !== undefined) change.title = changes.title;
    if (changes.description !== undefined) change.description = changes.description;
    if (changes.questType !== undefined) change.quest_type = changes.questType;
    if (changes.dueDate !== undefined) change.due_date = changes.dueDate ? new Date(changes.dueDate) : null;
    if (changes.priority !== undefined) change.priority = changes.priority;
    if (changes.estimateMinutes !== undefined) change.estimate_minutes = changes.estimateMinutes;
    if (changes.energy !== undefined) change.energy = changes.energy;
    if (changes.difficulty !== undefined) {
      const base = DIFFICULTY_REWARDS[changes.difficulty];
      change.difficulty = changes.difficulty;
      change.experience_reward = base.experience;
      change.gold_reward = base.gold;
    }
    const quest = await writeQuestChange(tx, locked, change);
    // Editing the time replaces the pending reminder; clearing it removes it.
    if (changes.remindAt !== undefined) {
      if (quest.remindAt) {
        await scheduleReminder(tx, { userId, kind: 'quest', itemId: quest.id, dueAt: quest.remindAt });
      } else await cancelReminder(tx, 'quest', quest.id);
    }
    return quest;
  });
}
