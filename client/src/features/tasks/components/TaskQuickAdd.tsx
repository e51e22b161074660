import { createTaskRequestSchema } from '@protocol/api/tasks.ts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { errorDescription } from '@/lib/errors.ts';
import { taskFromLine } from '@/shared/quick-add/items.ts';
import { QuickAddField } from '@/shared/quick-add/QuickAddField.tsx';
import { useCreateTask } from '../api/create-task.ts';

/**
 * The Tasks screen's one-line quick add (DESIGN section 13): a thought becomes a task with one
 * Enter, its day, reminder and priority read from the line; New Task stays for the rest.
 */
export function TaskQuickAdd({ understand }: { understand: boolean }) {
  const { t } = useTranslation();
  const create = useCreateTask();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Card>
      <CardContent className="pt-5">
        <QuickAddField
          id="task-quick-add"
          label={t('tasks.quickAdd.label')}
          placeholder={t('tasks.form.titlePlaceholder')}
          submitLabel={t('tasks.quickAdd.submit')}
          submitShort={t('tasks.quickAdd.submitShort')}
          hint={t('tasks.quickAdd.hint')}
          understand={understand}
          pending={create.isPending}
          inputRef={inputRef}
          titleError={(title) =>
            createTaskRequestSchema.safeParse({ title }).success ? null : t('tasks.form.titleTooLong')
          }
          onAdd={(item) =>
            create.mutateAsync(taskFromLine(item)).catch((error: unknown) => {
              toast({
                title: t('tasks.quickAdd.failed'),
                description: errorDescription(t, error),
                variant: 'destructive',
              });
              throw error;
            })
          }
          onSent={(byButton) => {
            if (byButton) inputRef.current?.focus();
          }}
        />
      </CardContent>
    </Card>
  );
}
