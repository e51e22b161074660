import { ADMIN_PAGE_SIZE, type AdminUser } from '@protocol/api/admin.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AdminLoadFailed } from '@/components/admin/admin-load-failed.tsx';
import { LoadingBlock } from '@/components/load-state.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { getAdminUsers, type UsersFilter, usersQueryKey } from '@/features/admin/api/users-api.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query.ts';
import { Pager } from './Pager.tsx';
import { UserActionDialogs } from './UserActionDialogs.tsx';
import type { UserAction } from './UserActionsMenu.tsx';
import { DEFAULT_FILTERS, type UserFilterState, UserFilters } from './UserFilters.tsx';
import { UserCards, UsersTable } from './UsersTable.tsx';

/** User Management: the filter card, the players (20 a page) and every row action with its dialog. */
export function UserManagementTab({ administer }: { administer: boolean }) {
  const { t } = useTranslation();
  const wide = useMediaQuery(DESKTOP_QUERY);
  const [params] = useSearchParams();
  // `?tab=users&search=...`: the Messages list's link to the sender's account.
  const [filters, setFilters] = useState<UserFilterState>(() => ({
    ...DEFAULT_FILTERS,
    search: params.get('search') ?? '',
  }));
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(filters.search.trim());
  const [open, setOpen] = useState<{ action: UserAction; user: AdminUser } | null>(null);
  const query: UsersFilter = { ...filters, search, page, limit: ADMIN_PAGE_SIZE };
  const users = useQuery({
    queryKey: usersQueryKey(query),
    queryFn: () => getAdminUsers(query),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
  const isAdmin = administer;
  const pages = users.data?.pagination.totalPages ?? 1;
  const list = users.data?.users ?? [];
  const onAction = (action: UserAction, user: AdminUser) => setOpen({ action, user });

  return (
    <div className="flex flex-col gap-6">
      <UserFilters
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <Card aria-labelledby="admin-users-title">
        <CardContent className="flex flex-col gap-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="admin-users-title" className="text-xl font-semibold text-ink">
              {t('admin.area.users.title')}
            </h2>
            {users.data ? (
              <p className="text-sm text-haze">
                {t('admin.area.users.total', { count: users.data.pagination.total })}
              </p>
            ) : null}
          </div>
          {isAdmin ? null : <p className="text-sm text-mist">{t('admin.area.users.moderatorNote')}</p>}
          {users.isPending ? (
            <LoadingBlock />
          ) : users.isError ? (
            <AdminLoadFailed onRetry={() => void users.refetch()} retrying={users.isFetching} />
          ) : list.length === 0 ? (
            <p className="py-8 text-center text-mist">{t('admin.area.users.empty')}</p>
          ) : wide ? (
            <UsersTable users={list} onAction={onAction} />
          ) : (
            <UserCards users={list} onAction={onAction} />
          )}
          <Pager page={Math.min(page, pages)} pages={pages} onPage={setPage} busy={users.isFetching} />
        </CardContent>
      </Card>
      <UserActionDialogs open={open} onClose={() => setOpen(null)} />
    </div>
  );
}
