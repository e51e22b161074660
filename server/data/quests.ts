import { randomUUID } from 'node:crypto';
import type { Updateable } from 'kysely';
import type { Quest } from '../../db/entities/Quest.ts';
import type { Em } from '../../db/orm.ts';
import type { ChecklistItem } from '../../protocol/api/planning.ts';
import { checklistOf } from './checklists.ts';
import { type Database, db } from './database.ts';
import { asDate, moment } from './moments.ts';
import { compiler, run, statement } from './prepared.ts';

/** A quest as the quest list shows it: the columns its answer needs, nothing of the entity layer. */
export interface QuestRow {
  id: string;
  userId: string;
  title: string;
  description: string | null;
  difficulty: Quest['difficulty'];
  questType: Quest['questType'];
  experienceReward: number;
  goldReward: number;
  itemReward: string | null;
  completed: boolean;
  completedAt: Date | null;
  dueDate: Date | null;
  remindAt: Date | null;
  recurrence: Quest['recurrence'] | null;
  recurrenceAnchor: number | null;
  priority: Quest['priority'] | null;
  estimateMinutes: number | null;
  energy: Quest['energy'] | null;
  checklist: ChecklistItem[];
  createdAt: Date;
}

/** The columns a quest's row shows, for a select list or a `returning`. */
export const QUEST_COLUMNS = [
  'id',
  'title',
  'description',
  'difficulty',
  'quest_type',
  'experience_reward',
  'gold_reward',
  'item_reward',
  'completed',
  'completed_at',
  'due_date',
  'remind_at',
  'recurrence',
  'recurrence_anchor',
  'priority',
  'estimate_minutes',
  'energy',
  'checklist',
  'created_at',
] as const;

const QUEST_LIST = statement('quest_list', (p: { userId: string; limit: number }) =>
  compiler
    .selectFrom('quests')
    .select(QUEST_COLUMNS)
    .where('user_id', '=', p.userId)
    .orderBy('completed', 'asc')
    .orderBy('created_at', 'desc')
    .limit(p.limit),
);

/** A quest's listed columns as a plain row gives them (the list, a completion's `returning`). */
export type QuestColumns = NonNullable<(typeof QUEST_LIST)['row']>;

/**
 * The player's quests, open ones first, newest first: one named prepared statement read straight
 * into rows (the list is the most frequent read of the game; building entities for it cost more
 * CPU than PostgreSQL spends answering it).
 */
export async function questsOf(em: Em, userId: string, limit: number): Promise<QuestRow[]> {
  const records = await run(em, QUEST_LIST, { userId, limit });
  return records.map((q) => questRowOf(q, userId));
}

/** A quest's row as the list and a completion's answer show it. */
export function questRowOf(q: QuestColumns, userId: string): QuestRow {
  return {
    id: q.id,
    userId,
    title: q.title,
    description: q.description,
    difficulty: q.difficulty,
    questType: q.quest_type,
    experienceReward: Number(q.experience_reward),
    goldReward: Number(q.gold_reward),
    itemReward: q.item_reward,
    completed: q.completed,
    completedAt: moment(q.completed_at),
    dueDate: moment(q.due_date),
    remindAt: moment(q.remind_at),
    recurrence: q.recurrence,
    recurrenceAnchor: q.recurrence_anchor === null ? null : Number(q.recurrence_anchor),
    priority: q.priority,
    estimateMinutes: q.estimate_minutes === null ? null : Number(q.estimate_minutes),
    energy: q.energy,
    checklist: checklistOf(q.checklist),
    createdAt: asDate(q.created_at),
  };
}

/** A new quest's own fields; the rest start as the table's defaults say (open, no item). */
export interface NewQuest {
  /** The client's own id (DESIGN 15), else a new one. */
  id?: string | undefined;
  userId: string;
  title: string;
  description: string | null;
  difficulty: QuestRow['difficulty'];
  questType: QuestRow['questType'];
  experienceReward: number;
  goldReward: number;
  dueDate: Date | null;
  remindAt: Date | null;
  recurrence: QuestRow['recurrence'];
  recurrenceAnchor: number;
  priority: QuestRow['priority'];
  estimateMinutes: number | null;
  energy: QuestRow['energy'];
}

/**
 * Writes a new open quest. The id is a random UUID made here and the creation time the system's,
 * as the entity made them (the list orders by it: two quests of one request's clock must not tie).
 */
export async function insertQuest(tx: Em, quest: NewQuest): Promise<QuestRow | null> {
  const row = await db(tx)
    .insertInto('quests')
    .values({
      id: quest.id ?? randomUUID(),
      user_id: quest.userId,
      title: quest.title,
      description: quest.description,
      difficulty: quest.difficulty,
      quest_type: quest.questType,
      experience_reward: quest.experienceReward,
      gold_reward: quest.goldReward,
      item_reward: null,
      completed: false,
      completed_at: null,
      due_date: quest.dueDate,
      remind_at: quest.remindAt,
      recurrence: quest.recurrence,
      recurrence_anchor: quest.recurrenceAnchor,
      priority: quest.priority,
      estimate_minutes: quest.estimateMinutes,
      energy: quest.energy,
      created_at: new Date(),
    })
    // A client-chosen id already taken: nothing written (the caller says whose and what it holds).
    .onConflict((oc) => oc.column('id').doNothing())
    .returning(QUEST_COLUMNS)
    .executeTakeFirst();
  return row ? questRowOf(row, quest.userId) : null;
}

/** A quest by id whoever owns it, with its owner (a client-chosen id that was already taken). */
export async function questWithOwner(
  em: Em,
  questId: string,
): Promise<{ userId: string; quest: QuestRow } | null> {
  const row = await db(em)
    .selectFrom('quests')
    .select([...QUEST_COLUMNS, 'user_id'])
    .where('id', '=', questId)
    .executeTakeFirst();
  return row ? { userId: row.user_id, quest: questRowOf(row, row.user_id) } : null;
}

/** Whether the player has a quest with this id (another player's is not theirs). */
export async function playerQuestExists(em: Em, userId: string, questId: string): Promise<boolean> {
  const row = await db(em)
    .selectFrom('quests')
    .select('id')
    .where('id', '=', questId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** One of the player's quests, locked for the rest of the caller's transaction (an edit). */
export async function lockPlayerQuest(tx: Em, userId: string, questId: string): Promise<QuestRow | null> {
  const row = await db(tx)
    .selectFrom('quests')
    .select(QUEST_COLUMNS)
    .where('id', '=', questId)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  return row ? questRowOf(row, userId) : null;
}

/** What an edit may change on a quest. */
export type QuestChange = Pick<
  Updateable<Database['quests']>,
  | 'title'
  | 'description'
  | 'difficulty'
  | 'quest_type'
  | 'experience_reward'
  | 'gold_reward'
  | 'completed'
  | 'due_date'
  | 'remind_at'
  | 'recurrence'
  | 'recurrence_anchor'
  | 'priority'
  | 'estimate_minutes'
  | 'energy'
>;

/** Writes an edit on a quest locked by the caller: the quest as written. */
export async function writeQuestChange(tx: Em, quest: QuestRow, change: QuestChange): Promise<QuestRow> {
  const row = await db(tx)
    .updateTable('quests')
    .set(change)
    .where('id', '=', quest.id)
    .returning(QUEST_COLUMNS)
    .executeTakeFirstOrThrow();
  return questRowOf(row, quest.userId);
}

/** Deletes one of the player's open quests (a completed one is history); answers whether it did. */
export async function deleteOpenQuest(em: Em, userId: string, questId: string): Promise<boolean> {
  const result = await db(em)
    .deleteFrom('quests')
    .where('id', '=', questId)
    .where('user_id', '=', userId)
    .where('completed', '=', false)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
