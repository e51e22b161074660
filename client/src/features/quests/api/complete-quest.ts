/** Shared with the dashboard: the mutation and its feedback live in lib/quests. */
export { completeQuest, useCompleteQuest } from '@/lib/quests/complete-quest.ts';
