import { useEffect, useState } from 'react';
import { useBossText } from '@/i18n/boss-screen/boss-text.ts';

/** m:ss, or h:mm:ss from an hour on. */
function clock(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${ss}` : `${minutes}:${ss}`;
}

function secondsUntil(target: number): number {
  return Math.max(0, Math.ceil((target - Date.now()) / 1000));
}

/**
 * 'Next boss in 2:41', ticking each second (a timer, not a live region: it is not read out every
 * second). At zero it says the boss is on its way and calls `onDue` once.
 */
export function Countdown({ to, onDue }: { to: string; onDue?: () => void }) {
  const { t } = useBossText();
  const target = Date.parse(to);
  const [left, setLeft] = useState(() => secondsUntil(target));

  useEffect(() => {
    setLeft(secondsUntil(target));
    const timer = window.setInterval(() => setLeft(secondsUntil(target)), 1000);
    return () => window.clearInterval(timer);
  }, [target]);

  const due = left === 0;
  useEffect(() => {
    if (due) onDue?.();
  }, [due, onDue]);

  return (
    <p role="timer" className="text-sm font-semibold text-arcane-300 tabular-nums">
      {due ? t('nextBossSoon') : t('nextBossIn', { time: clock(left) })}
    </p>
  );
}
