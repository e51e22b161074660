import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn.ts';
import { TextField } from '../ui/text-field.tsx';

/** The player search of both admin user lists (name or e-mail), with its magnifier. */
export function UserSearchField({
  value,
  onChange,
  className,
}: {
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={cn('relative', className)}>
      <TextField
        label={t('admin.filters.search')}
        type="search"
        name="search"
        autoComplete="off"
        placeholder={t('admin.filters.searchPlaceholder')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="[&_input]:pl-10"
      />
      <Search className="pointer-events-none absolute bottom-3.5 left-3.5 size-4 text-haze" aria-hidden />
    </div>
  );
}
