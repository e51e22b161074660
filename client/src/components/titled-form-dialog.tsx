import { RECURRENCES } from '@protocol/api/quests.ts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { localInputToIso } from '../lib/dates.ts';
import { checkTitledForm, type TitledFormTexts } from '../lib/form.ts';
import { type Energy, estimateOf, type Priority, planningDraftOf } from '../lib/planning-draft.ts';
import { reminderDraftOf, resolveReminder } from '../lib/reminders.ts';
import { useFormDialog } from '../lib/use-form-dialog.ts';
import { PlanningFields } from './planning-fields.tsx';
import { ReminderPicker } from './reminder-picker.tsx';
import { Dialog, DialogContent } from './ui/dialog.tsx';
import { FormDialogFooter } from './ui/form-dialog-footer.tsx';
import { Notice } from './ui/notice.tsx';
import { SelectField } from './ui/select-field.tsx';
import { TextField } from './ui/text-field.tsx';
import { TextAreaField } from './ui/textarea-field.tsx';

type Recurrence = (typeof RECURRENCES)[number];

/** What every titled form sends besides its choices: the due date and reminder as ISO, or null. */
export interface TitledPayload {
  title: string;
  description: string;
  dueDate: string | null;
  remindAt: string | null;
  /** Only with `withRoutine` (quests): the routine's rhythm, null for a one-off. */
  recurrence?: Recurrence | null;
  /** Minutes, null when not set. */
  estimateMinutes: number | null;
  energy: Energy | null;
  /** Only with `withPriority` (quests, whose priority may be unset): null for 'Not set'. */
  priority?: Priority | null;
}

/** One select field of a form (difficulty, quest type, priority...): its payload key and options. */
export type TitledChoice<C> = {
  [K in keyof C]: {
    key: K;
    label: string;
    options: ReadonlyArray<{ value: C[K]; label: string }>;
    /** One line under the field that says what the choice means. */
    hint?: string;
  };
}[keyof C];

export interface TitledFormDialogTexts extends TitledFormTexts {
  dialogTitle: string;
  dialogText: string;
  title: string;
  titlePlaceholder: string;
  description: string;
  dueDate: string;
  optional: string;
  cancel: string;
  submit: string;
}

interface TitledFormDialogProps<C extends Record<keyof C, string>> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  texts: TitledFormDialogTexts;
  /** The select fields, in display order. */
  choices: ReadonlyArray<TitledChoice<C>>;
  /** The choices' defaults, which a closed dialog returns to (in edit mode, the item's own). */
  initialChoices: C;
  /**
   * Edit mode: the item's title, description and due date (a `datetime-local` value) to start
   * from, and its reminder (ISO) and routine as stored.
   */
  initialValues?: {
    title: string;
    description: string;
    dueDate: string;
    remindAt?: string | null;
    recurrence?: Recurrence | null;
    estimateMinutes?: number | null;
    energy?: Energy | null;
    priority?: Priority | null;
  };
  /** Quests: the routine picker ('Does not repeat', 'Every day', 'Every weekday', 'Every week'). */
  withRoutine?: boolean;
  /** Quests: an optional priority ('Not set', High, Medium, Low); a task's is one of its choices. */
  withPriority?: boolean;
  /** The protocol's request schema: the draft is checked against it before it is sent. */
  schema: Parameters<typeof checkTitledForm>[0];
  /** Sends the payload; `close` is called once it was created. */
  onSubmit: (payload: TitledPayload & C, close: () => void) => void;
  pending: boolean;
  /** A failure notice above the buttons, while the last attempt stands failed. */
  failure?: string | undefined;
  /** Called as the dialog closes (e.g. to forget a failed attempt). */
  onClosed?: () => void;
}

/**
 * New Quest and New Task, and Edit for both (with `initialValues`): a required title, a description,
 * the form's own choices, an optional due date, an estimate and energy (and a quest's priority);
 * Cancel or the submit button. The choices and the due
 * date share a two-column row; with an even number of choices the due date takes a row of its own.
 */
export function TitledFormDialog<C extends Record<keyof C, string>>({
  open,
  onOpenChange,
  texts,
  choices,
  initialChoices,
  initialValues,
  withRoutine = false,
  withPriority = false,
  schema,
  onSubmit,
  pending,
  failure,
  onClosed,
}: TitledFormDialogProps<C>) {
  const { t } = useTranslation();
  const storedReminder = initialValues?.remindAt ?? null;
  // '' is 'Does not repeat' in the select.
  const initialRoutine: string = initialValues?.recurrence ?? '';
  const form = useFormDialog({
    initial: {
      title: initialValues?.title ?? '',
      description: initialValues?.description ?? '',
      dueDate: initialValues?.dueDate ?? '',
      reminder: reminderDraftOf(storedReminder),
      recurrence: initialRoutine,
      planning: planningDraftOf(initialValues),
      choices: initialChoices,
    },
    onOpenChange,
    onClose: onClosed,
  });
  const {
    title,
    description,
    dueDate: typedDueDate,
    reminder,
    recurrence,
    planning,
    choices: chosen,
  } = form.values;
  const { errors } = form;
  const titleRef = useRef<HTMLInputElement>(null);

  const handleSubmit = form.onSubmit(() => {
    const dueDate = typedDueDate ? localInputToIso(typedDueDate) : null;
    const resolved = resolveReminder(reminder, storedReminder, new Date());
    const routine = RECURRENCES.find((value) => value === recurrence) ?? null;
    const estimate = estimateOf(planning);
    const payload: TitledPayload & C = {
      ...chosen,
      title,
      description,
      dueDate,
      remindAt: resolved.ok ? resolved.remindAt : null,
      ...(withRoutine ? { recurrence: routine } : {}),
      estimateMinutes: estimate.ok ? estimate.minutes : null,
      energy: planning.energy || null,
      ...(withPriority ? { priority: planning.priority || null } : {}),
    };
    const { ok, errors: found } = checkTitledForm(schema, payload, typedDueDate, dueDate, texts);
    if (!resolved.ok) found.remindAt = t(`reminders.picker.${resolved.problem}`);
    // The server's own rule, in the player's language (its message is the English of this text).
    if (!estimate.ok) found.estimateMinutes = t('planning.form.estimateInvalid');
    form.setErrors(found);
    if (found.title) titleRef.current?.focus();
    if (!ok || !resolved.ok || !estimate.ok) return;
    // It closes on a successful create (spec sections 2 and 5).
    onSubmit(payload, form.close);
  });

  return (
    <Dialog open={open} onOpenChange={form.setOpen}>
      <DialogContent title={texts.dialogTitle} description={texts.dialogText}>
        <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
          <TextField
            label={texts.title}
            name="title"
            ref={titleRef}
            required
            autoComplete="off"
            placeholder={texts.titlePlaceholder}
            value={title}
            onChange={(event) => form.setValue('title', event.target.value)}
            error={errors.title}
          />
          <TextAreaField
            label={texts.description}
            name="description"
            value={description}
            onChange={(event) => form.setValue('description', event.target.value)}
            error={errors.description}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            {choices.map((choice) => (
              <SelectField
                key={String(choice.key)}
                label={choice.label}
                hint={choice.hint}
                name={String(choice.key)}
                value={chosen[choice.key]}
                onChange={(event) => {
                  const option = choice.options.find((o) => o.value === event.target.value);
                  if (option) form.setValue('choices', { ...chosen, [choice.key]: option.value });
                }}
                options={choice.options}
              />
            ))}
            <TextField
              label={texts.dueDate}
              name="dueDate"
              type="datetime-local"
              hint={texts.optional}
              value={typedDueDate}
              onChange={(event) => form.setValue('dueDate', event.target.value)}
              error={errors.dueDate}
              className={(choices.length + (withRoutine ? 1 : 0)) % 2 === 0 ? 'sm:col-span-2' : undefined}
            />
            {withRoutine ? (
              <SelectField
                label={t('reminders.routine.label')}
                name="recurrence"
                value={recurrence}
                onChange={(event) => form.setValue('recurrence', event.target.value)}
                options={[
                  { value: '', label: t('reminders.routine.none') },
                  ...RECURRENCES.map((value) => ({ value, label: t(`reminders.routine.${value}`) })),
                ]}
              />
            ) : null}
            <ReminderPicker
              value={reminder}
              onChange={(draft) => form.setValue('reminder', draft)}
              error={errors.remindAt}
            />
          </div>
          <PlanningFields
            draft={planning}
            onChange={(draft) => {
              form.setValue('planning', draft);
              // A corrected estimate no longer stands refused.
              if (errors.estimateMinutes && draft.estimate !== planning.estimate) {
                const { estimateMinutes: _fixed, ...rest } = errors;
                form.setErrors(rest);
              }
            }}
            withPriority={withPriority}
            estimateError={errors.estimateMinutes}
          />
          {failure ? <Notice tone="error" title={failure} /> : null}
          <FormDialogFooter
            pending={pending}
            onCancel={form.close}
            className=""
            cancelLabel={texts.cancel}
            submitLabel={texts.submit}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
