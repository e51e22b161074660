import {
  createQuestRequestSchema,
  DIFFICULTIES,
  QUEST_TYPES,
  type Quest,
  updateQuestRequestSchema,
} from '@protocol/api/quests.ts';
import { useTranslation } from 'react-i18next';
import { TitledFormDialog, type TitledFormDialogTexts } from '@/components/titled-form-dialog.tsx';
import { isoToLocalInput } from '@/lib/dates.ts';
import { errorDescription } from '@/lib/errors.ts';
import { useCreateQuest } from '@/shared/quests/create-quest.ts';
import { useUpdateQuest } from '../api/update-quest.ts';

interface QuestChoices {
  difficulty: (typeof DIFFICULTIES)[number];
  questType: (typeof QUEST_TYPES)[number];
}

interface QuestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The form's fields and words, the same for New Quest and Edit. */
function useQuestForm() {
  const { t } = useTranslation();
  const choices = [
    {
      key: 'difficulty' as const,
      label: t('quests.form.difficulty'),
      options: DIFFICULTIES.map((value) => ({ value, label: t(`common.difficulty.${value}`) })),
    },
    {
      key: 'questType' as const,
      label: t('quests.form.questType'),
      // 'Daily' beside 'Routine: Every day' reads as the same choice: one line says which repeats.
      hint: t('quests.form.questTypeHint'),
      options: QUEST_TYPES.map((value) => ({ value, label: t(`common.questType.${value}`) })),
    },
  ];
  const texts: TitledFormDialogTexts = {
    dialogTitle: t('quests.newQuest'),
    dialogText: t('quests.form.dialogText'),
    title: t('quests.form.title'),
    titlePlaceholder: t('quests.form.titlePlaceholder'),
    description: t('quests.form.description'),
    dueDate: t('quests.form.dueDate'),
    optional: t('quests.form.optional'),
    cancel: t('quests.form.cancel'),
    submit: t('quests.form.create'),
    titleRequired: t('quests.form.titleRequired'),
    titleTooLong: t('quests.form.titleTooLong'),
    descriptionTooLong: t('quests.form.descriptionTooLong'),
    dueDateInvalid: t('quests.form.dueDateInvalid'),
  };
  return { t, choices, texts };
}

/**
 * New Quest: title (required), description, difficulty (medium), type (main), optional due date,
 * routine, reminder, priority, energy and estimate.
 * `onCreated` gets the new quest (the board moves the focus to it).
 */
export function NewQuestDialog({
  open,
  onOpenChange,
  onCreated,
}: QuestDialogProps & { onCreated?: (quest: Quest) => void }) {
  const { t, choices, texts } = useQuestForm();
  const create = useCreateQuest();
  return (
    <TitledFormDialog<QuestChoices>
      open={open}
      onOpenChange={onOpenChange}
      schema={createQuestRequestSchema}
      // Spec section 5: difficulty defaults to medium, the type to main.
      initialChoices={{ difficulty: 'medium', questType: 'main' }}
      withRoutine
      withPriority
      choices={choices}
      texts={texts}
      pending={create.isPending}
      // In the dialog too, beside the typed text it keeps: 'Not saved: you are offline…'.
      failure={create.isError ? (errorDescription(t, create.error) ?? t('quests.createFailed')) : undefined}
      onClosed={create.reset}
      onSubmit={(payload, close) =>
        create.mutate(payload, {
          onSuccess: (quest) => {
            close();
            onCreated?.(quest);
          },
        })
      }
    />
  );
}

/**
 * Edit Quest: the New Quest form filled with the quest; saving sends every field (an emptied
 * description or due date clears it). Mount it while open, so it starts from the quest as it is now.
 */
export function EditQuestDialog({ quest, open, onOpenChange }: QuestDialogProps & { quest: Quest }) {
  const { t, choices, texts } = useQuestForm();
  const update = useUpdateQuest(quest.id);
  return (
    <TitledFormDialog<QuestChoices>
      open={open}
      onOpenChange={onOpenChange}
      schema={updateQuestRequestSchema}
      initialChoices={{ difficulty: quest.difficulty, questType: quest.questType }}
      initialValues={{
        title: quest.title,
        description: quest.description ?? '',
        dueDate: isoToLocalInput(quest.dueDate),
        remindAt: quest.remindAt,
        recurrence: quest.recurrence,
        estimateMinutes: quest.estimateMinutes,
        energy: quest.energy,
        priority: quest.priority,
      }}
      withRoutine
      withPriority
      choices={choices}
      texts={{
        ...texts,
        dialogTitle: t('quests.form.editTitle'),
        dialogText: t('quests.form.editText'),
        submit: t('quests.form.saveChanges'),
      }}
      pending={update.isPending}
      failure={update.isError ? (errorDescription(t, update.error) ?? t('quests.updateFailed')) : undefined}
      onClosed={update.reset}
      onSubmit={(payload, close) => update.mutate(payload, { onSuccess: close })}
    />
  );
}
