import { ENERGIES, ESTIMATE_MAX, ESTIMATE_MIN } from '@protocol/api/planning.ts';
import { PRIORITIES } from '@protocol/api/tasks.ts';
import { useTranslation } from 'react-i18next';
import type { PlanningDraft } from '../lib/planning-draft.ts';
import { SelectField } from './ui/select-field.tsx';
import { TextField } from './ui/text-field.tsx';

const byName = <T extends string>(value: string, all: readonly T[]): T | '' =>
  all.find((known) => known === value) ?? '';

/**
 * Estimate (minutes), Energy and, for quests, Priority: each optional ('Not set'), in a two-column
 * row of New and Edit Quest and Task (DESIGN section 13).
 */
export function PlanningFields({
  draft,
  onChange,
  withPriority,
  estimateError,
}: {
  draft: PlanningDraft;
  onChange: (draft: PlanningDraft) => void;
  withPriority: boolean;
  estimateError?: string | undefined;
}) {
  const { t } = useTranslation();
  const notSet = { value: '', label: t('planning.form.notSet') };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {withPriority ? (
        <SelectField
          label={t('planning.form.priority')}
          name="priority"
          value={draft.priority}
          onChange={(event) => onChange({ ...draft, priority: byName(event.target.value, PRIORITIES) })}
          options={[
            notSet,
            // Most urgent first, as p1 to p3 in the quick add.
            ...[...PRIORITIES]
              .reverse()
              .map((value) => ({ value, label: t(`planning.form.level.${value}`) })),
          ]}
        />
      ) : null}
      <SelectField
        label={t('planning.form.energy')}
        name="energy"
        value={draft.energy}
        onChange={(event) => onChange({ ...draft, energy: byName(event.target.value, ENERGIES) })}
        options={[notSet, ...ENERGIES.map((value) => ({ value, label: t(`planning.form.level.${value}`) }))]}
      />
      <TextField
        label={t('planning.form.estimate')}
        name="estimateMinutes"
        type="number"
        inputMode="numeric"
        min={ESTIMATE_MIN}
        max={ESTIMATE_MAX}
        step={1}
        hint={t('planning.form.estimateHint')}
        value={draft.estimate}
        onChange={(event) =>
          onChange({
            ...draft,
            estimate: event.target.value,
            estimateUnreadable: event.target.validity.badInput,
          })
        }
        error={estimateError}
      />
    </div>
  );
}
