import { BellRing } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { declineOptIn, optInDeclined, useDevicePush } from '../lib/push.ts';
import { Button } from './ui/button.tsx';
import { Spinner } from './ui/spinner.tsx';

/**
 * The gentle opt-in, shown beside a reminder the player is setting: 'Want a nudge on this device
 * when it's time?' with Turn on / Not now. It never shows when this device already has push, when
 * the browser has none or the player blocked it, or after 'Not now' (remembered on the device).
 * After an attempt it says what happened, kindly, and stays out of the way.
 */
export function PushOptIn() {
  const { t } = useTranslation();
  const titleId = useId();
  const push = useDevicePush();
  const [declined, setDeclined] = useState(optInDeclined);

  if (push.result) {
    return (
      <p
        role="status"
        className="rounded-xl border border-night-600 bg-night-900/60 px-3 py-2 text-sm text-mist"
      >
        {t(`reminders.optIn.${push.result}`)}
      </p>
    );
  }
  if (declined || !push.supported || push.permission === 'denied' || push.subscribed !== false) return null;

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border border-gold-400/30 bg-gold-400/5 p-3 sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 gap-2">
        <BellRing className="mt-0.5 size-4 shrink-0 text-gold-300" aria-hidden />
        <div className="min-w-0">
          <h3 id={titleId} className="text-sm font-semibold text-ink">
            {t('reminders.optIn.title')}
          </h3>
          <p className="text-xs text-mist">{t('reminders.optIn.text')}</p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button type="button" size="sm" disabled={push.busy} onClick={() => void push.enable()}>
          {push.busy ? <Spinner className="size-4" /> : null}
          {t('reminders.optIn.turnOn')}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          disabled={push.busy}
          onClick={() => {
            declineOptIn();
            setDeclined(true);
          }}
        >
          {t('reminders.optIn.notNow')}
        </Button>
      </div>
    </section>
  );
}
