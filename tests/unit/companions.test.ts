import { describe, expect, it } from 'vitest';
import { companionExperienceToNext, feedCompanion } from '../../server/domain/companions/care.ts';

describe('companion care', () => {
  it.each([
    [1, 200],
    [2, 300],
    [9, 1000],
  ])('level %i needs %i experience', (level, needed) => {
    expect(companionExperienceToNext(level)).toBe(needed);
  });

  it.each([
    // [state, gain] -> [level, experience, happiness, levelsGained]
    [{ level: 1, experience: 0, happiness: 50 }, { happiness: 15, experience: 10 }, 1, 10, 65, 0],
    [{ level: 1, experience: 195, happiness: 95 }, { happiness: 15, experience: 10 }, 2, 5, 100, 1],
    [{ level: 1, experience: 0, happiness: 0 }, { happiness: 0, experience: 500 }, 3, 0, 0, 2],
    [{ level: 2, experience: 10, happiness: 40 }, { happiness: -5, experience: -5 }, 2, 10, 40, 0],
  ])('feeding %j with %j', (state, gain, level, experience, happiness, levelsGained) => {
    expect(feedCompanion(state, gain)).toEqual({ level, experience, happiness, levelsGained });
  });
});
