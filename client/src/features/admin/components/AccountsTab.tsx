import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminLoadFailed } from '@/components/admin/admin-load-failed.tsx';
import { RoleBadge } from '@/components/admin/role-badge.tsx';
import { LoadingBlock } from '@/components/load-state.tsx';
import { ScrollRegion } from '@/components/scroll-region.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { formatDate, formatDateTime } from '@/lib/dates.ts';
import { useAdminAccounts } from '../api/accounts.ts';
import { CreateAccountDialog } from './CreateAccountDialog.tsx';

const th = 'px-3 py-3 text-left text-xs font-semibold tracking-wide text-haze uppercase whitespace-nowrap';
const td = 'px-3 py-3 whitespace-nowrap text-mist';

/** Admin Accounts: who may sign in to the admin area, and a dialog to add a moderator or admin. */
export function AccountsTab() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const accounts = useAdminAccounts(true);
  const [creating, setCreating] = useState(false);

  return (
    <Card aria-labelledby="admin-accounts-title">
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="admin-accounts-title" className="text-xl font-semibold text-ink">
              {t('admin.area.accounts.title')}
            </h2>
            <p className="mt-1 text-sm text-mist">{t('admin.area.accounts.subtitle')}</p>
          </div>
          <Button size="sm" onClick={() => setCreating(true)}>
            <UserPlus className="size-4" aria-hidden />
            {t('admin.area.accounts.create')}
          </Button>
        </div>
        {accounts.isPending ? (
          <LoadingBlock />
        ) : accounts.isError ? (
          <AdminLoadFailed onRetry={() => void accounts.refetch()} retrying={accounts.isFetching} />
        ) : (
          <ScrollRegion label={t('admin.area.accounts.title')}>
            <table className="w-full min-w-[40rem] border-collapse text-sm">
              <caption className="sr-only">{t('admin.area.accounts.title')}</caption>
              <thead className="bg-night-950/60">
                <tr>
                  {(['username', 'role', 'status', 'lastLogin', 'createdBy', 'createdAt'] as const).map(
                    (key) => (
                      <th key={key} scope="col" className={th}>
                        {t(`admin.area.accounts.columns.${key}`)}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody>
                {accounts.data.map((account) => (
                  <tr key={account.id} className="border-t border-night-600/70">
                    <th scope="row" className="px-3 py-3 text-left font-semibold break-all text-ink">
                      {account.username}
                    </th>
                    <td className={td}>
                      <RoleBadge role={account.role} />
                    </td>
                    <td className={td}>
                      <Badge tone={account.isActive ? 'success' : 'neutral'}>
                        {account.isActive
                          ? t('admin.area.accounts.active')
                          : t('admin.area.accounts.inactive')}
                      </Badge>
                    </td>
                    <td className={td}>
                      {account.lastLogin
                        ? formatDateTime(account.lastLogin, language)
                        : t('admin.area.accounts.never')}
                    </td>
                    <td className={td}>{account.createdBy ?? t('admin.area.accounts.firstAdmin')}</td>
                    <td className={td}>{formatDate(account.createdAt, language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </CardContent>
      <CreateAccountDialog open={creating} onOpenChange={setCreating} />
    </Card>
  );
}
