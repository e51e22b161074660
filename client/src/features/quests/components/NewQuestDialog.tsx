import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CreateQuestRequest,
  createQuestRequestSchema,
  DIFFICULTIES,
  QUEST_TYPES,
} from '../../../../../protocol/api/quests.ts';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { FormDialogFooter } from '../../../components/ui/form-dialog-footer.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextAreaField } from '../../../components/ui/textarea-field.tsx';
import { localInputToIso } from '../../../lib/dates.ts';
import { checkTitledForm, type FieldErrors } from '../../../lib/form.ts';
import { useCreateQuest } from '../api/create-quest.ts';

type Difficulty = (typeof DIFFICULTIES)[number];
type QuestType = (typeof QUEST_TYPES)[number];

interface Draft {
  title: string;
  description: string;
  difficulty: Difficulty;
  questType: QuestType;
  dueDate: string;
}

/** Spec section 5: difficulty defaults to medium, the type to main. */
const EMPTY: Draft = { title: '', description: '', difficulty: 'medium', questType: 'main', dueDate: '' };

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
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const titleRef = useRef<HTMLInputElement>(null);

  function setOpen(next: boolean) {
    if (!next) {
      setDraft(EMPTY);
      setErrors({});
    }
    onOpenChange(next);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const dueDate = draft.dueDate ? localInputToIso(draft.dueDate) : null;
    const payload: CreateQuestRequest = {
      title: draft.title,
      description: draft.description,
      difficulty: draft.difficulty,
      questType: draft.questType,
      dueDate,
    };
    const { ok, errors: found } = checkTitledForm(createQuestRequestSchema, payload, draft.dueDate, dueDate, {
      titleRequired: t('quests.form.titleRequired'),
      titleTooLong: t('quests.form.titleTooLong'),
      descriptionTooLong: t('quests.form.descriptionTooLong'),
      dueDateInvalid: t('quests.form.dueDateInvalid'),
    });
    setErrors(found);
    if (found.title) titleRef.current?.focus();
    if (!ok) return;
    create.mutate(payload, { onSuccess: () => setOpen(false) });
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent title={t('quests.newQuest')} description={t('quests.form.dialogText')}>
        <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
          <TextField
            label={t('quests.form.title')}
            name="title"
            ref={titleRef}
            required
            autoComplete="off"
            placeholder={t('quests.form.titlePlaceholder')}
            value={draft.title}
            onChange={(event) => setDraft({ ...draft, title: event.target.value })}
            error={errors.title}
          />
          <TextAreaField
            label={t('quests.form.description')}
            name="description"
            value={draft.description}
            onChange={(event) => setDraft({ ...draft, description: event.target.value })}
            error={errors.description}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label={t('quests.form.difficulty')}
              name="difficulty"
              value={draft.difficulty}
              onChange={(event) => {
                const value = DIFFICULTIES.find((difficulty) => difficulty === event.target.value);
                if (value) setDraft({ ...draft, difficulty: value });
              }}
              options={DIFFICULTIES.map((value) => ({ value, label: t(`common.difficulty.${value}`) }))}
            />
            <SelectField
              label={t('quests.form.questType')}
              name="questType"
              value={draft.questType}
              onChange={(event) => {
                const value = QUEST_TYPES.find((type) => type === event.target.value);
                if (value) setDraft({ ...draft, questType: value });
              }}
              options={QUEST_TYPES.map((value) => ({ value, label: t(`common.questType.${value}`) }))}
            />
          </div>
          <TextField
            label={t('quests.form.dueDate')}
            name="dueDate"
            type="datetime-local"
            hint={t('quests.form.optional')}
            value={draft.dueDate}
            onChange={(event) => setDraft({ ...draft, dueDate: event.target.value })}
            error={errors.dueDate}
          />
          <FormDialogFooter
            pending={create.isPending}
            onCancel={() => setOpen(false)}
            className=""
            cancelLabel={t('quests.form.cancel')}
            submitLabel={t('quests.form.create')}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
