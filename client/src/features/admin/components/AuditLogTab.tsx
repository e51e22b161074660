import type { AuditEntry } from '@protocol/api/admin.ts';
import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminLoadFailed } from '@/components/admin/admin-load-failed.tsx';
import { LoadingBlock } from '@/components/load-state.tsx';
import { ScrollRegion } from '@/components/scroll-region.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import type { Translation } from '@/i18n/locales/en.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { useAuditLog } from '../api/audit-log.ts';
import { auditChanges } from './audit-changes.ts';
import { Pager } from './Pager.tsx';

type ActionKey = keyof Translation['admin']['area']['audit']['actions'];
type ResourceKey = keyof Translation['admin']['area']['audit']['resources'];

/** The server's action names (server/admin/*) and their labels. */
const ACTIONS: Record<string, ActionKey> = {
  'user.ban': 'userBan',
  'user.unban': 'userUnban',
  'user.grant': 'userGrant',
  'user.message': 'userMessage',
  'user.role': 'userRole',
  'user.reset.partial': 'userResetPartial',
  'user.reset.full': 'userResetFull',
  'user.delete': 'userDelete',
  'admin.setup': 'adminSetup',
  'admin.login': 'adminLogin',
  'admin.logout': 'adminLogout',
  'admin.account.create': 'adminAccountCreate',
  'feature_flag.update': 'featureFlagUpdate',
  'contact.handle': 'contactHandle',
};
const RESOURCES: ReadonlySet<string> = new Set([
  'user',
  'admin_user',
  'admin_session',
  'feature_flag',
  'contact_message',
]);
const isResource = (value: string): value is ResourceKey => RESOURCES.has(value);

const th = 'px-3 py-3 text-left text-xs font-semibold tracking-wide text-haze uppercase whitespace-nowrap';
const MAX_CHANGES = 6;

/** Audit Log: every admin action, newest first, 20 a page: who, what, on what, what changed, when. */
export function AuditLogTab() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const [page, setPage] = useState(1);
  const log = useAuditLog(page, true);
  const pages = log.data?.pagination.totalPages ?? 1;
  const actionLabel = (action: string) => {
    const key = ACTIONS[action];
    return key ? t(`admin.area.audit.actions.${key}`) : action;
  };
  const resourceLabel = (type: string) => (isResource(type) ? t(`admin.area.audit.resources.${type}`) : type);

  return (
    <Card aria-labelledby="admin-audit-title">
      <CardContent className="flex flex-col gap-4">
        <div>
          <h2 id="admin-audit-title" className="text-xl font-semibold text-ink">
            {t('admin.area.audit.title')}
          </h2>
          <p className="mt-1 text-sm text-mist">{t('admin.area.audit.subtitle')}</p>
        </div>
        {log.isPending ? (
          <LoadingBlock />
        ) : log.isError ? (
          <AdminLoadFailed onRetry={() => void log.refetch()} retrying={log.isFetching} />
        ) : log.data.entries.length === 0 ? (
          <p className="py-8 text-center text-mist">{t('admin.area.audit.empty')}</p>
        ) : (
          <ScrollRegion label={t('admin.area.audit.tableLabel')}>
            <table className="w-full min-w-[52rem] border-collapse text-sm" aria-busy={log.isFetching}>
              <caption className="sr-only">{t('admin.area.audit.tableLabel')}</caption>
              <thead className="bg-night-950/60">
                <tr>
                  {(['time', 'who', 'action', 'target', 'changes'] as const).map((key) => (
                    <th key={key} scope="col" className={th}>
                      {t(`admin.area.audit.columns.${key}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {log.data.entries.map((entry) => (
                  <AuditRow
                    key={entry.id}
                    entry={entry}
                    time={formatDateTime(entry.timestamp, language)}
                    action={actionLabel(entry.action)}
                    resource={resourceLabel(entry.resourceType)}
                  />
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
        <Pager page={Math.min(page, pages)} pages={pages} onPage={setPage} busy={log.isFetching} />
      </CardContent>
    </Card>
  );
}

function AuditRow({
  entry,
  time,
  action,
  resource,
}: {
  entry: AuditEntry;
  time: string;
  action: string;
  resource: string;
}) {
  const { t, i18n } = useTranslation();
  const changes = auditChanges(entry.oldValues, entry.newValues, (iso) =>
    formatDateTime(iso, i18n.resolvedLanguage ?? 'en'),
  );
  return (
    <tr className="border-t border-night-600/70 align-top">
      <td className="px-3 py-3 whitespace-nowrap text-mist">{time}</td>
      <td className="px-3 py-3">
        <span className="block font-semibold text-ink">{entry.actor}</span>
        {entry.ipAddress ? <span className="block text-xs text-haze">{entry.ipAddress}</span> : null}
      </td>
      <td className="px-3 py-3">
        <span className="block text-ink">{action}</span>
        <code className="text-xs text-haze">{entry.action}</code>
      </td>
      <td className="px-3 py-3 whitespace-nowrap text-mist">
        {resource}
        {entry.resourceId ? (
          <span className="block font-mono text-xs text-haze" title={entry.resourceId}>
            {entry.resourceId.slice(0, 8)}
          </span>
        ) : null}
      </td>
      <td className="px-3 py-3">
        {changes.length === 0 ? (
          <span className="text-haze">{t('admin.area.audit.none')}</span>
        ) : (
          <ul className="flex flex-col gap-1">
            {changes.slice(0, MAX_CHANGES).map((change) => (
              <li key={change.field} className="flex flex-wrap items-center gap-1.5 break-all">
                <span className="font-mono text-xs text-haze">{change.field}</span>
                {change.before !== undefined ? (
                  <>
                    <span className="text-mist line-through decoration-haze/60">{change.before}</span>
                    <ArrowRight className="size-3 shrink-0 text-haze" aria-hidden />
                    <span className="sr-only">{t('admin.area.audit.changedTo')}</span>
                  </>
                ) : null}
                <span className="text-ink">{change.after}</span>
              </li>
            ))}
            {changes.length > MAX_CHANGES ? <li className="text-haze">…</li> : null}
          </ul>
        )}
      </td>
    </tr>
  );
}
