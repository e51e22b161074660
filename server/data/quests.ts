import type { Quest } from '../../db/entities/Quest.ts';
import type { Em } from '../../db/orm.ts';
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
    createdAt: asDate(q.created_at),
  };
}
