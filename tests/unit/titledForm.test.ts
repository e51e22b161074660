import { describe, expect, it } from 'vitest';
import { checkTitledForm } from '../../client/src/lib/form.ts';
import { createQuestRequestSchema } from '../../protocol/api/quests.ts';

const texts = {
  titleRequired: 'required',
  titleTooLong: 'too long',
  descriptionTooLong: 'description too long',
  dueDateInvalid: 'bad date',
};
const quest = (title: string, description = '') => ({
  title,
  description,
  difficulty: 'medium' as const,
  questType: 'main' as const,
  dueDate: null,
});

describe('checking a New Quest / New Task form', () => {
  it('lets a good draft through', () => {
    expect(checkTitledForm(createQuestRequestSchema, quest('Tidy the desk'), '', null, texts)).toEqual({
      ok: true,
      errors: {},
    });
  });

  it('names a blank title as missing and a long one as too long', () => {
    expect(checkTitledForm(createQuestRequestSchema, quest('   '), '', null, texts).errors.title).toBe(
      'required',
    );
    const long = checkTitledForm(createQuestRequestSchema, quest('x'.repeat(500)), '', null, texts);
    expect(long).toEqual({ ok: false, errors: { title: 'too long' } });
  });

  it('refuses a typed due date it could not read, even when the rest is fine', () => {
    expect(checkTitledForm(createQuestRequestSchema, quest('Call mum'), '31.13.', null, texts)).toEqual({
      ok: false,
      errors: { dueDate: 'bad date' },
    });
  });
});
