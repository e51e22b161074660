import type { AccountSession } from '@protocol/api/user.ts';
import { Laptop, LogOut, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { useEndOtherSessions, useEndSession, useSessions } from '@/features/profile/api/account.ts';
import { deviceOf } from '@/features/profile/utils/device.ts';
import { relativeTime } from '@/lib/dates.ts';
import { securityError } from './errors.ts';

function useDeviceName() {
  const { t } = useTranslation();
  return (session: AccountSession) => {
    const { browser, os } = deviceOf(session.userAgent);
    if (!browser && !os) return t('security.sessions.unknownDevice');
    return t('security.sessions.device', {
      browser: browser ?? t('security.sessions.unknownBrowser'),
      os: os ?? t('security.sessions.unknownOs'),
    });
  };
}

/** Where the player is signed in: device, last seen, 'this device'; end one, or all the others. */
export function SessionsCard() {
  const { t, i18n } = useTranslation();
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const deviceName = useDeviceName();
  const list = sessions.data ?? [];
  const others = list.filter((s) => !s.current);
  const failed = (error: unknown) =>
    toast({ title: t('security.failed'), description: securityError(t, error), variant: 'destructive' });
  return (
    <Card aria-labelledby="security-sessions-title">
      <CardHeader>
        <CardTitle id="security-sessions-title" className="text-lg sm:text-xl">
          {t('security.sessions.title')}
        </CardTitle>
        <CardDescription>{t('security.sessions.text')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {sessions.isPending ? (
          <p className="flex items-center gap-2 text-sm text-mist" role="status">
            <Spinner className="size-4" /> {t('security.sessions.loading')}
          </p>
        ) : (
          <ul aria-label={t('security.sessions.list')} className="flex flex-col divide-y divide-night-700">
            {list.map((session) => {
              const name = deviceName(session);
              const DeviceIcon = deviceOf(session.userAgent).handheld ? Smartphone : Laptop;
              return (
                <li key={session.id} className="flex flex-wrap items-center gap-3 py-3">
                  <DeviceIcon className="size-5 shrink-0 text-haze" aria-hidden />
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
                      {name}
                      {session.current ? (
                        <Badge tone="success">{t('security.sessions.thisDevice')}</Badge>
                      ) : null}
                    </p>
                    <p className="text-sm text-mist">
                      {t('security.sessions.signedIn', {
                        when: relativeTime(session.createdAt, i18n.language),
                      })}
                      {session.lastSeenAt
                        ? ` · ${t('security.sessions.lastSeen', { when: relativeTime(session.lastSeenAt, i18n.language) })}`
                        : null}
                    </p>
                  </div>
                  {session.current ? null : (
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={t('security.sessions.endLabel', { device: name })}
                      disabled={endOne.isPending}
                      onClick={() =>
                        endOne.mutate(session.id, {
                          onSuccess: () =>
                            toast({
                              title: t('security.sessions.ended'),
                              description: t('security.sessions.endedText'),
                              variant: 'success',
                            }),
                          onError: failed,
                        })
                      }
                    >
                      {t('security.sessions.end')}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {!sessions.isPending && others.length === 0 ? (
          <p className="text-sm text-haze">{t('security.sessions.empty')}</p>
        ) : null}
        <Button
          variant="outline"
          className="self-start"
          disabled={others.length === 0 || endOthers.isPending}
          onClick={() =>
            endOthers.mutate(undefined, {
              onSuccess: () => toast({ title: t('security.sessions.endOthersDone'), variant: 'success' }),
              onError: failed,
            })
          }
        >
          <LogOut className="size-4" aria-hidden />
          {t('security.sessions.endOthers')}
        </Button>
      </CardContent>
    </Card>
  );
}
