import { defineEntity, p } from '@mikro-orm/core';
import { DIFFICULTIES } from '../../protocol/api/quests.ts';
import { Quest } from './Quest.ts';
import { User } from './User.ts';

/**
 * Every completion of a quest with its time and rewards (a routine done on five days is five rows);
 * the quest may be deleted since, the completion stays. Written by hot statements
 * (`server/data/questCompletions.ts`); the entity describes the table, so its queries are typed from it.
 */
const QuestCompletionSchema = defineEntity({
  name: 'QuestCompletion',
  tableName: 'quest_completions',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    quest: () => p.manyToOne(Quest).nullable().deleteRule('set null'),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    difficulty: p.enum(DIFFICULTIES),
    experience: p.integer(),
    gold: p.integer(),
    completedAt: p.datetime(),
  },
  indexes: [
    { name: 'quest_completions_user_difficulty_idx', properties: ['user', 'difficulty'] },
    { name: 'quest_completions_quest_idx', properties: ['quest'] },
  ],
});

export class QuestCompletion extends QuestCompletionSchema.class {}
QuestCompletionSchema.setClass(QuestCompletion);

export { QuestCompletionSchema };
