import { describe, expect, it } from 'vitest';
import { announceLevelUp, dismissLevelUp, focusAfterMoment } from '../../client/src/lib/level-up.ts';
import { completionText } from '../../client/src/shared/quests/complete-quest.ts';

describe('a completion in words (shared/quests/complete-quest.ts)', () => {
  // Keys and their values, as i18next's t would be handed them.
  const t = ((key: string, values?: Record<string, unknown>) =>
    `${key} ${JSON.stringify(values ?? {})}`) as never;
  const rewards = { experience: 25, gold: 15 };

  it('says the XP and gold alone when the answer carries no hit', () => {
    expect(completionText(t, rewards, null)).toBe('quests.completedText {"xp":25,"gold":15}');
  });

  it('adds the damage the answer says the completion dealt', () => {
    expect(completionText(t, rewards, { damage: 40, defeated: false })).toBe(
      'quests.completedText {"xp":25,"gold":15} hall.feedback.bossHit {"damage":40}',
    );
  });

  it('says the boss fell when the hit defeated it', () => {
    expect(completionText(t, rewards, { damage: 12, defeated: true })).toBe(
      'quests.completedText {"xp":25,"gold":15} hall.feedback.bossDefeated {"damage":12}',
    );
  });
});

describe('the level-up moment (lib/level-up.ts)', () => {
  const moment = { level: 2, levelsGained: 1, experience: 25, experienceToNext: 109 };

  it('keeps the focus target while the dialog is open and gives it back on close', () => {
    const focused: string[] = [];
    const target = { isConnected: true, focus: () => focused.push('target') } as unknown as HTMLElement;
    announceLevelUp(moment);
    focusAfterMoment(target);
    expect(focused).toEqual([]);
    expect(dismissLevelUp()).toBe(target);
    // Nothing open: focus moves at once.
    focusAfterMoment(target);
    expect(focused).toEqual(['target']);
  });

  it('does not give back a control that left the page', () => {
    const gone = { isConnected: false, focus: () => {} } as unknown as HTMLElement;
    announceLevelUp(moment);
    focusAfterMoment(gone);
    expect(dismissLevelUp()).toBeNull();
  });
});
