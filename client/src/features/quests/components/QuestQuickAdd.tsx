import { createQuestRequestSchema } from '@protocol/api/quests.ts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { useCreateQuest } from '@/shared/quests/create-quest.ts';
import { questFromLine } from '@/shared/quick-add/items.ts';
import { QuickAddField } from '@/shared/quick-add/QuickAddField.tsx';

/**
 * The Quest Board's one-line quick add (DESIGN section 13): a thought becomes an easy quest with
 * one Enter, its day, reminder and routine read from the line; New Quest stays for the rest.
 */
export function QuestQuickAdd({ understand }: { understand: boolean }) {
  const { t } = useTranslation();
  const create = useCreateQuest();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Card>
      <CardContent className="pt-5">
        <QuickAddField
          id="board-quick-add"
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
          onSent={(byButton) => {
            if (byButton) inputRef.current?.focus();
          }}
        />
      </CardContent>
    </Card>
  );
}
