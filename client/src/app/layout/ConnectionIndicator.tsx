import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn.ts';
import { type ConnectionStatus, useConnectionStatus } from '@/lib/socket.ts';

/** A short drop (an instance restarting, a train tunnel) is not worth a change of colour. */
const SETTLE_MS = 2000;

const dots: Record<ConnectionStatus, string> = {
  connecting: 'bg-haze/70',
  connected: 'bg-verdant-400 shadow-[0_0_6px_rgb(74_222_128/0.6)]',
  reconnecting: 'bg-gold-400',
};

/**
 * The state of live updates as one small, steady dot with a text alternative. It never blinks:
 * colours change with a slow fade, and a reconnect only shows once it has lasted a moment.
 */
export function ConnectionIndicator() {
  const { t } = useTranslation();
  const status = useConnectionStatus();
  const [shown, setShown] = useState<ConnectionStatus>('connecting');

  useEffect(() => {
    if (status === null) return;
    if (status === 'connected') {
      setShown('connected');
      return;
    }
    const timer = setTimeout(() => setShown(status), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [status]);

  if (status === null) return null;
  const label = t(`live.${shown}`);
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      data-status={shown}
      className="flex size-6 shrink-0 items-center justify-center"
    >
      <span
        aria-hidden
        className={cn('size-2.5 rounded-full transition-colors duration-700 ease-out', dots[shown])}
      />
    </span>
  );
}
