import { useTranslation } from 'react-i18next';
import { createQuestRequestSchema, DIFFICULTIES, QUEST_TYPES } from '../../../../../protocol/api/quests.ts';
import { TitledFormDialog } from '../../../components/titled-form-dialog.tsx';
import { useCreateQuest } from '../api/create-quest.ts';

interface QuestChoices {
  difficulty: (typeof DIFFICULTIES)[number];
  questType: (typeof QUEST_TYPES)[number];
}

/** New Quest: title (required), description, difficulty (medium), type (main), optional due date. */
export function NewQuestDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateQuest();
  return (
    <TitledFormDialog<QuestChoices>
      open={open}
      onOpenChange={onOpenChange}
      schema={createQuestRequestSchema}
      // Spec section 5: difficulty defaults to medium, the type to main.
      initialChoices={{ difficulty: 'medium', questType: 'main' }}
      choices={[
        {
          key: 'difficulty',
          label: t('quests.form.difficulty'),
          options: DIFFICULTIES.map((value) => ({ value, label: t(`common.difficulty.${value}`) })),
        },
        {
          key: 'questType',
          label: t('quests.form.questType'),
          options: QUEST_TYPES.map((value) => ({ value, label: t(`common.questType.${value}`) })),
        },
      ]}
      texts={{
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
      }}
      pending={create.isPending}
      onSubmit={(payload, close) => create.mutate(payload, { onSuccess: close })}
    />
  );
}
