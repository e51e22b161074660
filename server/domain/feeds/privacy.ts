/**
 * What the clan's and the party's feeds may say about a completed quest (DESIGN section 9). A
 * quest's title and description are the player's own: unless they opted in (`shareQuestTitles`),
 * the entry says only that a quest of that difficulty was completed. Pure.
 */
export interface FeedQuestEntry {
  /** The quest's title when shared, else '' ('completed a quest'). */
  subject: string;
  data: Record<string, string | number>;
}

export function feedQuestEntry(
  shareQuestTitles: boolean,
  quest: { title: string; difficulty: string },
  rewards: { experience: number; gold: number },
): FeedQuestEntry {
  if (!shareQuestTitles) return { subject: '', data: { difficulty: quest.difficulty } };
  return {
    subject: quest.title,
    data: { difficulty: quest.difficulty, experience: rewards.experience, gold: rewards.gold },
  };
}
