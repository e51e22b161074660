import { defineEntity, p } from '@mikro-orm/core';
import { DIFFICULTIES, QUEST_TYPES, RECURRENCES } from '../../protocol/api/quests.ts';
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
    createdAt: createdAt(),
  },
  indexes: [{ name: 'quests_user_completed_idx', properties: ['user', 'completed'] }],
  checks: [
    { name: 'quests_rewards_non_negative', expression: 'experience_reward >= 0 and gold_reward >= 0' },
  ],
});

export class Quest extends QuestSchema.class {}
QuestSchema.setClass(Quest);

export { QuestSchema };
