import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../ui/textarea-field.tsx';

/** The audit log's reason for a ban or a deletion: required, at most 500 characters. */
export function ReasonField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <TextAreaField
      label={t('admin.dialogs.reason')}
      name="reason"
      required
      maxLength={500}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
