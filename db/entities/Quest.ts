import { defineEntity, p } from '@mikro-orm/core';
import { type ChecklistItem, ENERGIES } from '../../protocol/api/planning.ts';
import { DIFFICULTIES, QUEST_TYPES, RECURRENCES } from '../../protocol/api/quests.ts';
import { PRIORITIES } from '../../protocol/api/tasks.ts';
import { createdAt, uuidPrimaryKey } from './base.ts';
import { User } from './User.ts';

const QuestSchema = defineEntity({
  name: 'Quest',
  tableName: 'quests',
  properties: {
    id: uuidPrimaryKey(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    title: p.string().length(200),
    description: p.text().nullable(),
    difficulty: p.enum(DIFFICULTIES).default('medium'),
    questType: p.enum(QUEST_TYPES).default('main'),
    experienceReward: p.integer().default(10),
    goldReward: p.integer().default(5),
    itemReward: p.string().length(64).nullable(),
    completed: p.boolean().default(false),
    completedAt: p.datetime().nullable(),
    dueDate: p.datetime().nullable(),
    /** When the owner is reminded; the schedule that sends it is the reminders' own. */
    remindAt: p.datetime().nullable(),
    /** null: a one-off quest; else a routine's rhythm (DESIGN section 9). */
    recurrence: p.enum(RECURRENCES).nullable(),
    /** The local weekday (0 = Sunday) it was created or last edited on: when a weekly routine is due. */
    recurrenceAnchor: p.smallint().nullable(),
    /** How urgent, when the player said so (a quick add's p1-p3). */
    priority: p.enum(PRIORITIES).nullable(),
    /** Minutes it will take, as the player guessed (1-600). */
    estimateMinutes: p.smallint().nullable(),
    energy: p.enum(ENERGIES).nullable(),
    /** Small steps (at most 30), in order: `{ id, text, done }`. */
    checklist: p.json<ChecklistItem[]>().defaultRaw("'[]'"),
    createdAt: createdAt(),
  },
  indexes: [{ name: 'quests_user_completed_idx', properties: ['user', 'completed'] }],
  checks: [
    { name: 'quests_rewards_non_negative', expression: 'experience_reward >= 0 and gold_reward >= 0' },
    { name: 'quests_estimate_range', expression: 'estimate_minutes between 1 and 600' },
  ],
});

export class Quest extends QuestSchema.class {}
QuestSchema.setClass(Quest);

export { QuestSchema };
