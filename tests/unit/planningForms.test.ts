import { describe, expect, it } from 'vitest';
import { estimateOf, planningDraftOf } from '../../client/src/lib/planning-draft.ts';
import { questFromLine, taskFromLine } from '../../client/src/shared/quick-add/items.ts';
import type { QuickAddParse } from '../../protocol/api/quickAdd.ts';

const draft = (estimate: string, estimateUnreadable = false) => ({
  ...planningDraftOf(),
  estimate,
  estimateUnreadable,
});

describe('the estimate field of New and Edit Quest and Task', () => {
  it('sends nothing typed as null and whole minutes from 1 to 600 as they are', () => {
    expect(estimateOf(draft(''))).toEqual({ ok: true, minutes: null });
    expect(estimateOf(draft('  '))).toEqual({ ok: true, minutes: null });
    expect(estimateOf(draft('1'))).toEqual({ ok: true, minutes: 1 });
    expect(estimateOf(draft('600'))).toEqual({ ok: true, minutes: 600 });
  });

  it('refuses what the server would refuse, and what the browser could not read', () => {
    for (const typed of ['0', '601', '2.5', '-3', 'abc']) expect(estimateOf(draft(typed)).ok).toBe(false);
    expect(estimateOf(draft('', true)).ok).toBe(false);
  });

  it('starts an edit from the item, an unset field as “Not set”', () => {
    expect(planningDraftOf({ estimateMinutes: 45, energy: 'low', priority: null })).toEqual({
      estimate: '45',
      estimateUnreadable: false,
      energy: 'low',
      priority: '',
    });
  });
});

describe('a quick add line as a new item', () => {
  const reading: QuickAddParse = {
    title: 'Call the bank',
    dueDate: null,
    remindAt: null,
    recurrence: null,
    priority: 'high',
    estimateMinutes: 20,
    spans: [],
  };

  it('gives a quest the priority and the estimate the line named', () => {
    expect(questFromLine({ title: 'Call the bank', reading })).toMatchObject({
      priority: 'high',
      estimateMinutes: 20,
    });
  });

  it('gives a task the estimate, and its priority as before', () => {
    expect(taskFromLine({ title: 'Call the bank', reading })).toMatchObject({
      priority: 'high',
      estimateMinutes: 20,
    });
  });

  it('sends a line added as typed without any', () => {
    expect(questFromLine({ title: 'call mom tomorrow', reading: null })).toMatchObject({
      title: 'call mom tomorrow',
      dueDate: null,
      priority: null,
      estimateMinutes: null,
    });
    expect(taskFromLine({ title: 'call mom tomorrow', reading: null })).not.toHaveProperty('priority');
  });
});
