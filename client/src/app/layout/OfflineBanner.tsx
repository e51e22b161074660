import { CloudOff, Wifi } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn.ts';
import { useReachable } from '@/lib/connectivity.ts';
import { useConnectionStatus } from '@/lib/socket.ts';

/** A live connection that drops for less than this (an instance restarting) is not worth a banner. */
const SOCKET_SETTLE_MS = 3000;
/** 'Back online' stays this long, then the banner goes. */
const BACK_MS = 3000;

/**
 * A calm banner while the server cannot be reached (the browser is offline, requests get no answer,
 * or the live connection stays down): it says we keep trying, never blinks, and goes once the
 * connection is back, after a short 'Back online'. Bottom left, clear of the assistant's button and
 * above the phone's tab bar. `role=status`: screen readers hear it once, politely.
 */
export function OfflineBanner({ aboveTabBar }: { aboveTabBar: boolean }) {
  const { t } = useTranslation();
  const reachable = useReachable();
  const socketStatus = useConnectionStatus();
  const [socketDown, setSocketDown] = useState(false);
  const [back, setBack] = useState(false);
  const wasOffline = useRef(false);

  useEffect(() => {
    if (socketStatus !== 'reconnecting') {
      setSocketDown(false);
      return;
    }
    const timer = setTimeout(() => setSocketDown(true), SOCKET_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [socketStatus]);

  const offline = !reachable || socketDown;
  useEffect(() => {
    if (offline) {
      wasOffline.current = true;
      setBack(false);
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    setBack(true);
    const timer = setTimeout(() => setBack(false), BACK_MS);
    return () => clearTimeout(timer);
  }, [offline]);

  const shown = offline || back;
  return (
    <div
      role="status"
      data-testid="offline-banner"
      data-state={offline ? 'offline' : back ? 'back' : 'online'}
      className={cn(
        'pointer-events-none fixed left-4 z-40 max-w-[min(24rem,calc(100vw-7rem))] sm:left-6',
        aboveTabBar ? 'bottom-[calc(5rem+env(safe-area-inset-bottom))]' : 'bottom-4 sm:bottom-6',
        shown ? '' : 'sr-only',
      )}
    >
      {offline ? (
        <div className="pointer-events-auto flex items-start gap-3 rounded-xl border border-gold-400/40 bg-night-850/95 px-4 py-3 text-sm shadow-xl shadow-black/40">
          <CloudOff className="mt-0.5 size-5 shrink-0 text-gold-300" aria-hidden />
          <div className="min-w-0">
            <p className="font-semibold text-ink">{t('firstDays.offline.banner')}</p>
            <p className="text-mist">{t('firstDays.offline.bannerText')}</p>
          </div>
        </div>
      ) : back ? (
        <div className="flex items-center gap-2 rounded-xl border border-verdant-400/40 bg-night-850/95 px-4 py-2.5 text-sm font-semibold text-verdant-300 shadow-xl shadow-black/40">
          <Wifi className="size-4" aria-hidden />
          {t('firstDays.offline.back')}
        </div>
      ) : null}
    </div>
  );
}
