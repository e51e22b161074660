import type { AdminMe } from '@protocol/api/admin.ts';
import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { AdminLoadFailed } from '@/components/admin/admin-load-failed.tsx';
import { RoleBadge } from '@/components/admin/role-badge.tsx';
import { LanguageSwitcher } from '@/components/language-switcher.tsx';
import { LoadingBlock } from '@/components/load-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { abilitiesOf } from '@/lib/abilities.ts';
import { useAdminPath } from '../admin-path.ts';
import { useAdminLogout, useAdminMe } from '../api/admin-session.ts';
import { AccountsTab } from './AccountsTab.tsx';
import { AdminTopBar } from './AdminTopBar.tsx';
import { AuditLogTab } from './AuditLogTab.tsx';
import { ContactMessagesTab } from './ContactMessagesTab.tsx';
import { FeatureFlagsTab } from './FeatureFlagsTab.tsx';
import { StatisticsTab } from './StatisticsTab.tsx';
import { UserManagementTab } from './UserManagementTab.tsx';

const TABS = ['users', 'stats', 'messages', 'accounts', 'audit', 'flags'] as const;
type Tab = (typeof TABS)[number];
/** Screens only admins may use; moderators do not see them (the server refuses them anyway). */
const ADMIN_ONLY: ReadonlySet<Tab> = new Set(['messages', 'accounts', 'audit', 'flags']);

/** ADMIN_PATH/dashboard: the signed-in admin's header and the admin sections as tabs. */
export function AdminDashboardPage() {
  const adminPath = useAdminPath();
  const me = useAdminMe();

  if (me.data === null && !me.isFetching) return <Navigate to={adminPath} replace />;
  if (me.data) return <AdminDashboard me={me.data} />;
  return (
    <div className="flex min-h-dvh flex-col">
      <AdminTopBar>
        <LanguageSwitcher />
      </AdminTopBar>
      <main className="mx-auto w-full max-w-3xl px-4 py-10">
        {me.isError ? (
          <AdminLoadFailed onRetry={() => void me.refetch()} retrying={me.isFetching} />
        ) : (
          <LoadingBlock />
        )}
      </main>
    </div>
  );
}

function AdminDashboard({ me }: { me: AdminMe }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const adminPath = useAdminPath();
  const logout = useAdminLogout();
  const [params, setParams] = useSearchParams();
  const isAdmin = abilitiesOf(me).administer;
  const tabs = TABS.filter((tab) => isAdmin || !ADMIN_ONLY.has(tab));
  const requested = tabs.find((tab) => tab === params.get('tab'));
  const tab: Tab = requested ?? 'users';

  return (
    <div className="flex min-h-dvh flex-col">
      <title>{`${t(`admin.area.tabs.${tab}`)} · ${t('admin.area.name')}`}</title>
      <AdminTopBar>
        <p className="flex min-w-0 items-center gap-2 text-sm">
          <span className="font-semibold break-all text-ink" data-testid="admin-username">
            {me.username}
          </span>
          <span className="sr-only">
            {t('admin.area.header.role', { role: t(`admin.roles.${me.role}`) })}
          </span>
          <RoleBadge role={me.role} />
        </p>
        <LanguageSwitcher />
        <Button
          variant="secondary"
          size="sm"
          disabled={logout.isPending}
          onClick={() =>
            logout.mutate(undefined, { onSettled: () => navigate(adminPath, { replace: true }) })
          }
        >
          {logout.isPending ? <Spinner className="size-4" /> : <LogOut className="size-4" aria-hidden />}
          <span className="sr-only sm:not-sr-only">{t('admin.area.header.logout')}</span>
        </Button>
      </AdminTopBar>
      <main id="main" className="mx-auto flex w-full max-w-7xl flex-1 flex-col px-4 py-6 sm:px-6 sm:py-8">
        <Tabs
          value={tab}
          onValueChange={(value) => setParams(value === 'users' ? {} : { tab: value }, { replace: true })}
        >
          <TabsList aria-label={t('admin.area.tabs.label')} className="flex-wrap sm:flex-nowrap">
            {tabs.map((value) => (
              <TabsTrigger key={value} value={value} className="basis-[45%] sm:basis-auto">
                {t(`admin.area.tabs.${value}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="users">
            <UserManagementTab administer={isAdmin} />
          </TabsContent>
          <TabsContent value="stats">
            <StatisticsTab />
          </TabsContent>
          {isAdmin ? (
            <>
              <TabsContent value="messages">
                <ContactMessagesTab />
              </TabsContent>
              <TabsContent value="accounts">
                <AccountsTab />
              </TabsContent>
              <TabsContent value="audit">
                <AuditLogTab />
              </TabsContent>
              <TabsContent value="flags">
                <FeatureFlagsTab />
              </TabsContent>
            </>
          ) : null}
        </Tabs>
      </main>
    </div>
  );
}
