import { BellRing } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isoToLocalInput, localInputToIso } from '../lib/dates.ts';
import {
  type QuickReminder,
  quickReminderTime,
  REMINDER_CHOICES,
  type ReminderChoice,
  type ReminderDraft,
  reminderInWords,
} from '../lib/reminders.ts';
import { PushOptIn } from './push-opt-in.tsx';
import { ChoiceGroup } from './ui/choice-group.tsx';
import { TextField } from './ui/text-field.tsx';

function isChoice(value: string): value is ReminderChoice {
  return (REMINDER_CHOICES as readonly string[]).includes(value);
}

/**
 * When to be nudged: 'In 1 hour', 'This evening', 'Tomorrow morning', a typed time, or none; the
 * chosen time is said in words below. Choosing a reminder (never before) may offer notifications
 * on this device, once.
 */
export function ReminderPicker({
  value,
  onChange,
  error,
}: {
  value: ReminderDraft;
  onChange: (draft: ReminderDraft) => void;
  error?: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const wordsId = useId();
  const iso = value.choice === 'none' ? null : localInputToIso(value.at);

  function choose(choice: string) {
    if (!isChoice(choice)) return;
    if (choice === 'none') onChange({ choice, at: '' });
    else if (choice === 'pick')
      onChange({
        choice,
        at: value.at || isoToLocalInput(quickReminderTime('inOneHour', new Date()).toISOString()),
      });
    else
      onChange({
        choice,
        at: isoToLocalInput(quickReminderTime(choice as QuickReminder, new Date()).toISOString()),
      });
  }

  return (
    <fieldset className="flex flex-col gap-3 sm:col-span-2" aria-describedby={wordsId}>
      <ChoiceGroup
        label={t('reminders.picker.label')}
        value={value.choice}
        onValueChange={choose}
        options={REMINDER_CHOICES.map((choice) => ({
          value: choice,
          label: t(`reminders.picker.${choice}`),
        }))}
      />
      {value.choice === 'pick' ? (
        <TextField
          label={t('reminders.picker.timeLabel')}
          name="remindAt"
          type="datetime-local"
          value={value.at}
          onChange={(event) => onChange({ choice: 'pick', at: event.target.value })}
          error={error}
        />
      ) : null}
      <p id={wordsId} aria-live="polite" className="flex items-center gap-1.5 text-sm text-mist">
        <BellRing className="size-4 shrink-0 text-gold-300" aria-hidden />
        {iso
          ? t('reminders.picker.chosen', { when: reminderInWords(iso, language, new Date()) })
          : t('reminders.picker.chosenNone')}
      </p>
      {error && value.choice !== 'pick' ? (
        <p className="text-sm font-medium text-ember-300">{error}</p>
      ) : null}
      {value.choice !== 'none' ? <PushOptIn /> : null}
    </fieldset>
  );
}
