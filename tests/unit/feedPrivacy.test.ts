import { describe, expect, it } from 'vitest';
import { feedQuestEntry } from '../../server/domain/feeds/privacy.ts';

describe('feedQuestEntry', () => {
  const quest = { title: 'See the doctor', difficulty: 'hard' };
  const rewards = { experience: 50, gold: 30 };

  it("says only 'a quest' and its difficulty while the player keeps titles private", () => {
    expect(feedQuestEntry(false, quest, rewards)).toEqual({ subject: '', data: { difficulty: 'hard' } });
  });

  it('names the quest and its rewards once the player shares titles', () => {
    expect(feedQuestEntry(true, quest, rewards)).toEqual({
      subject: 'See the doctor',
      data: { difficulty: 'hard', experience: 50, gold: 30 },
    });
  });
});
