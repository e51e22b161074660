import type { AdminUser } from '@protocol/api/admin.ts';
import type { User } from '@protocol/api/user.ts';
import { RefreshCw, ShieldHalf } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminLoadFailed } from '@/components/admin/admin-load-failed.tsx';
import { BanDialog } from '@/components/admin/ban-dialog.tsx';
import { GrantDialog } from '@/components/admin/grant-dialog.tsx';
import { RoleDialog } from '@/components/admin/role-dialog.tsx';
import { UserDetailsDialog } from '@/components/admin/user-details-dialog.tsx';
import { UserSearchField } from '@/components/admin/user-search-field.tsx';
import { LoadingBlock } from '@/components/load-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { abilitiesOf } from '@/lib/abilities.ts';
import { formatNumber } from '@/lib/format.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import {
  type PanelPlace,
  usePanelBan,
  usePanelGrant,
  usePanelRole,
  usePanelUnban,
} from '../api/panel-actions.ts';
import { usePanelStats, usePanelUsers } from '../api/panel-data.ts';
import { PanelStatTiles } from './PanelStatTiles.tsx';
import { type PanelAction, PanelUserRow } from './PanelUserRow.tsx';

/** Spec section 9: the panel's filters. */
const ROLE_FILTERS = ['all', 'user', 'admin', 'moderator'] as const;
const STATUS_FILTERS = ['all', 'active', 'banned', 'verified'] as const;
type RoleFilter = (typeof ROLE_FILTERS)[number];
type StatusFilter = (typeof STATUS_FILTERS)[number];

/**
 * The in-app Admin Panel (dashboard tab 'Admin Panel', profile tab 'admin'): summary tiles, search,
 * role and status filters, a scrolling list of players and the ban, grant, details, role and Make
 * Admin dialogs. Renders for the admin role only, and only then calls the admin API. `place` picks
 * the words of its notices (the profile tab's are the spec's longer ones).
 */
export function AdminPanel({ viewer, place = 'dashboard' }: { viewer: User; place?: PanelPlace }) {
  const { t } = useTranslation();
  const isAdmin = abilitiesOf(viewer).useAdminPanel;
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<RoleFilter>('all');
  const [status, setStatus] = useState<StatusFilter>('all');
  const settledSearch = useDebouncedValue(search.trim());
  const users = usePanelUsers({ search: settledSearch, role, status }, isAdmin);
  const stats = usePanelStats(isAdmin);
  const [open, setOpen] = useState<{ action: PanelAction; user: AdminUser } | null>(null);
  const ban = usePanelBan(place);
  const unban = usePanelUnban(place);
  const grant = usePanelGrant();
  const changeRole = usePanelRole(place);

  if (!isAdmin) return null;

  const target = open?.user ?? null;
  const close = () => setOpen(null);
  const isOpen = (action: PanelAction) => open?.action === action;
  const list = users.data?.users ?? [];
  const total = users.data?.pagination.total ?? 0;
  const loadFailed = users.isError || stats.isError;
  const refresh = () => {
    void users.refetch();
    void stats.refetch();
  };

  return (
    <section aria-labelledby="admin-panel-title" className="flex flex-col gap-6">
      <Card>
        <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex min-w-0 items-start gap-3">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-night-700 ring-1 ring-ember-400/50">
              <ShieldHalf className="size-6 text-ember-300" aria-hidden />
            </span>
            <div className="min-w-0">
              <h2 id="admin-panel-title" className="font-display text-2xl font-semibold text-ink">
                {t('admin.panel.title')}
              </h2>
              <p className="mt-1 text-sm text-mist">{t('admin.panel.subtitle')}</p>
            </div>
          </div>
          <Button
            variant="secondary"
            size="sm"
            className="self-start sm:self-center"
            onClick={refresh}
            disabled={users.isFetching || stats.isFetching}
          >
            {users.isFetching || stats.isFetching ? (
              <Spinner className="size-4" />
            ) : (
              <RefreshCw className="size-4" aria-hidden />
            )}
            {t('admin.panel.refresh')}
          </Button>
        </CardContent>
      </Card>

      {loadFailed ? (
        <AdminLoadFailed onRetry={refresh} retrying={users.isFetching || stats.isFetching} />
      ) : null}

      <PanelStatTiles stats={stats.data} />

      <Card aria-labelledby="admin-panel-users">
        <CardContent className="flex flex-col gap-4">
          <h3 id="admin-panel-users" className="text-xl font-semibold text-ink">
            {t('admin.panel.usersTitle')}
          </h3>
          <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
            <UserSearchField value={search} onChange={setSearch} />
            <SelectField
              label={t('admin.filters.role')}
              name="role"
              value={role}
              onChange={(event) => setRole(ROLE_FILTERS.find((r) => r === event.target.value) ?? 'all')}
              options={ROLE_FILTERS.map((value) => ({
                value,
                label: t(`admin.filters.roleOptions.${value}`),
              }))}
            />
            <SelectField
              label={t('admin.filters.status')}
              name="status"
              value={status}
              onChange={(event) => setStatus(STATUS_FILTERS.find((s) => s === event.target.value) ?? 'all')}
              options={STATUS_FILTERS.map((value) => ({
                value,
                label: t(`admin.filters.statusOptions.${value}`),
              }))}
            />
          </div>

          {users.isPending ? (
            <LoadingBlock />
          ) : list.length === 0 ? (
            <p className="py-8 text-center text-mist">{t('admin.panel.empty')}</p>
          ) : (
            <>
              <ul
                aria-label={t('admin.panel.usersTitle')}
                aria-busy={users.isFetching}
                className="flex max-h-[36rem] flex-col gap-2 overflow-y-auto pr-1"
              >
                {list.map((user) => (
                  <PanelUserRow
                    key={user.id}
                    user={user}
                    isSelf={user.id === viewer.id}
                    onAction={(action, row) => setOpen({ action, user: row })}
                  />
                ))}
              </ul>
              <p className="text-sm text-haze" role="status">
                {t('admin.panel.showing', { shown: formatNumber(list.length), total: formatNumber(total) })}
                {total > list.length ? ` ${t('admin.panel.refine')}` : ''}
              </p>
            </>
          )}
        </CardContent>
      </Card>

      <UserDetailsDialog user={isOpen('details') ? target : null} onOpenChange={close} />
      {target ? (
        <>
          <BanDialog
            key={`ban-${target.id}`}
            username={target.username}
            open={isOpen('ban')}
            onOpenChange={(next) => (next ? null : close())}
            withDuration={false}
            pending={ban.isPending}
            onSubmit={(values) => ban.mutate({ user: target, values }, { onSuccess: close })}
          />
          <GrantDialog
            key={`grant-${target.id}`}
            username={target.username}
            open={isOpen('grant')}
            onOpenChange={(next) => (next ? null : close())}
            reasonRequired={false}
            pending={grant.isPending}
            onSubmit={(values) => grant.mutate({ user: target, values }, { onSuccess: close })}
          />
          <RoleDialog
            key={`role-${target.id}`}
            username={target.username}
            currentRole={target.role}
            open={isOpen('role')}
            onOpenChange={(next) => (next ? null : close())}
            pending={changeRole.isPending}
            onSubmit={(next) => changeRole.mutate({ user: target, role: next }, { onSuccess: close })}
          />
          <ConfirmDialog
            open={isOpen('unban')}
            onOpenChange={(next) => (next ? null : close())}
            title={t('admin.dialogs.unban.title', { username: target.username })}
            description={t('admin.dialogs.unban.text')}
            confirmLabel={t('admin.dialogs.unban.confirm')}
            cancelLabel={t('common.cancel')}
            onConfirm={() => unban.mutate(target)}
          />
          <ConfirmDialog
            open={isOpen('makeAdmin')}
            onOpenChange={(next) => (next ? null : close())}
            title={t('admin.dialogs.makeAdmin.title', { username: target.username })}
            description={t('admin.dialogs.makeAdmin.text')}
            confirmLabel={t('admin.dialogs.makeAdmin.confirm')}
            cancelLabel={t('common.cancel')}
            onConfirm={() => changeRole.mutate({ user: target, role: 'admin' })}
          />
        </>
      ) : null}
    </section>
  );
}
