import { createQuestRequestSchema } from '@protocol/api/quests.ts';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateQuest } from '@/shared/quests/create-quest.ts';
import { questFromLine } from './items.ts';
import { QuickAddField } from './QuickAddField.tsx';

/**
 * The quick add that makes quests (the dashboard's and the Quest Board's): an easy quest from the
 * line, with the day, reminder, routine, priority and estimate it names.
 */
export function QuestQuickAddField({
  id,
  understand,
  inputRef,
  onSent,
}: {
  id: string;
  understand: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  onSent: (byButton: boolean) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateQuest();
  return (
    <QuickAddField
      id={id}
      label={t('hall.quickAdd.label')}
      placeholder={t('quests.form.titlePlaceholder')}
      submitLabel={t('hall.quickAdd.submit')}
      submitShort={t('hall.quickAdd.submitShort')}
      hint={t('hall.quickAdd.hint')}
      understand={understand}
      pending={create.isPending}
      inputRef={inputRef}
      titleError={(title) =>
        createQuestRequestSchema.safeParse({ title, difficulty: 'easy', questType: 'main' }).success
          ? null
          : t('quests.form.titleTooLong')
      }
      onAdd={(item) => create.mutateAsync(questFromLine(item))}
      onSent={onSent}
    />
  );
}
