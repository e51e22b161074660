/** Shared with the dashboard's quick add: the mutation lives in lib/quests. */
export { createQuest, useCreateQuest } from '@/lib/quests/create-quest.ts';
