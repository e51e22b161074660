import { USER_SORTS, USER_STATUS_FILTERS } from '@protocol/api/admin.ts';
import { useTranslation } from 'react-i18next';
import { UserSearchField } from '@/components/admin/user-search-field.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';

const ROLE_FILTERS = ['all', 'user', 'moderator', 'admin'] as const;
const SORT_ORDERS = ['desc', 'asc'] as const;

export interface UserFilterState {
  search: string;
  status: (typeof USER_STATUS_FILTERS)[number];
  role: (typeof ROLE_FILTERS)[number];
  sortBy: (typeof USER_SORTS)[number];
  sortOrder: (typeof SORT_ORDERS)[number];
}

/** Spec section 9: newest registrations first. */
export const DEFAULT_FILTERS: UserFilterState = {
  search: '',
  status: 'all',
  role: 'all',
  sortBy: 'createdAt',
  sortOrder: 'desc',
};

const pick = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  values.find((v) => v === value) ?? fallback;

/** The search and filter card of User Management: search, status, role and sorting. */
export function UserFilters({
  value,
  onChange,
}: {
  value: UserFilterState;
  onChange: (next: UserFilterState) => void;
}) {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="admin-user-filters">
      <CardContent className="flex flex-col gap-4">
        <h2 id="admin-user-filters" className="text-lg font-semibold text-ink">
          {t('admin.area.users.filtersTitle')}
        </h2>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.3fr)_minmax(0,1fr)]">
          <UserSearchField
            className="sm:col-span-2 lg:col-span-1"
            value={value.search}
            onChange={(search) => onChange({ ...value, search })}
          />
          <SelectField
            label={t('admin.filters.status')}
            name="status"
            value={value.status}
            onChange={(event) =>
              onChange({ ...value, status: pick(USER_STATUS_FILTERS, event.target.value, 'all') })
            }
            options={USER_STATUS_FILTERS.map((v) => ({
              value: v,
              label: t(`admin.filters.statusOptions.${v}`),
            }))}
          />
          <SelectField
            label={t('admin.filters.role')}
            name="role"
            value={value.role}
            onChange={(event) => onChange({ ...value, role: pick(ROLE_FILTERS, event.target.value, 'all') })}
            options={ROLE_FILTERS.map((v) => ({ value: v, label: t(`admin.filters.roleOptions.${v}`) }))}
          />
          <SelectField
            label={t('admin.filters.sortBy')}
            name="sortBy"
            value={value.sortBy}
            onChange={(event) =>
              onChange({ ...value, sortBy: pick(USER_SORTS, event.target.value, 'createdAt') })
            }
            options={USER_SORTS.map((v) => ({ value: v, label: t(`admin.filters.sortOptions.${v}`) }))}
          />
          <SelectField
            label={t('admin.filters.sortOrder')}
            name="sortOrder"
            value={value.sortOrder}
            onChange={(event) =>
              onChange({ ...value, sortOrder: pick(SORT_ORDERS, event.target.value, 'desc') })
            }
            options={SORT_ORDERS.map((v) => ({ value: v, label: t(`admin.filters.sortOrderOptions.${v}`) }))}
          />
        </div>
      </CardContent>
    </Card>
  );
}
