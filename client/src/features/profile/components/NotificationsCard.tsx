import { clockTimeSchema, type NotificationPrefsChange, PUSH_KINDS, type User } from '@protocol/api/user.ts';
import { BellRing } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { focusSoundOn, playSoftChime, setFocusSound } from '@/lib/focus-sound.ts';
import { useDevicePush } from '@/lib/push.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

/** Quiet hours offered when the player first turns them on: a night's sleep. */
const DEFAULT_QUIET = { start: '22:00', end: '07:00' } as const;

const switchClass =
  'size-5 shrink-0 accent-gold-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400';

function Switch({
  label,
  hint,
  checked,
  disabled,
  onChange,
  name,
}: {
  label: string;
  hint?: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  name: string;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={checked}
        name={name}
        checked={checked}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.checked)}
        className={`mt-0.5 ${switchClass}`}
      />
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-xs text-mist">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * Notifications (DESIGN 9): Web Push on this device, which kinds also come by push, quiet hours
 * (in the player's own time zone) and the optional soft sound at a focus session's end. Each switch
 * saves at once; everything still waits in the bell whatever is chosen here.
 */
export function NotificationsCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const id = useId();
  const push = useDevicePush();
  const [sound, setSound] = useState(focusSoundOn);
  const update = useUpdateProfile(() => toast({ title: t('reminders.settings.saved') }));
  const prefs = user.notificationPrefs;
  const save = (notificationPrefs: NotificationPrefsChange) => update.mutate({ notificationPrefs });

  const deviceHint = !push.supported
    ? t('reminders.optIn.unsupported')
    : push.permission === 'denied'
      ? t('reminders.optIn.denied')
      : push.result === 'failed'
        ? t('reminders.optIn.failed')
        : push.subscribed
          ? t('reminders.settings.deviceOn')
          : t('reminders.settings.deviceOff');

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`} className="flex items-center gap-2 text-lg sm:text-xl">
          <BellRing className="size-5 text-gold-300" aria-hidden />
          {t('reminders.settings.title')}
        </CardTitle>
        <CardDescription>{t('reminders.settings.text')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <Switch
          name="devicePush"
          label={t('reminders.settings.device')}
          hint={deviceHint}
          checked={push.subscribed === true}
          disabled={!push.supported || push.permission === 'denied' || push.busy || push.subscribed === null}
          onChange={(on) => void (on ? push.enable() : push.disable())}
        />
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-semibold text-ink">{t('reminders.settings.kinds')}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {PUSH_KINDS.map((kind) => (
              <Switch
                key={kind}
                name={`push-${kind}`}
                label={t(`reminders.settings.kind.${kind}`)}
                checked={prefs.push[kind]}
                disabled={update.isPending}
                onChange={(on) => save({ push: { [kind]: on } })}
              />
            ))}
          </div>
        </fieldset>
        <QuietHours
          key={`${prefs.quietHours?.start}-${prefs.quietHours?.end}`}
          quiet={prefs.quietHours}
          disabled={update.isPending}
          onSave={(quietHours) => save({ quietHours })}
        />
        <Switch
          name="focusSound"
          label={t('reminders.settings.sound')}
          hint={t('reminders.settings.soundHint')}
          checked={sound}
          onChange={(on) => {
            setFocusSound(on);
            setSound(on);
            // The player hears at once what they chose.
            if (on) playSoftChime();
          }}
        />
      </CardContent>
    </Card>
  );
}

/** Quiet hours: a switch, then From and To (saved when a field is left with a valid time). */
function QuietHours({
  quiet,
  disabled,
  onSave,
}: {
  quiet: User['notificationPrefs']['quietHours'];
  disabled: boolean;
  onSave: (quiet: User['notificationPrefs']['quietHours']) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [start, setStart] = useState(quiet?.start ?? DEFAULT_QUIET.start);
  const [end, setEnd] = useState(quiet?.end ?? DEFAULT_QUIET.end);
  const commit = (next: { start: string; end: string }) => {
    if (!quiet) return;
    if (!clockTimeSchema.safeParse(next.start).success || !clockTimeSchema.safeParse(next.end).success)
      return;
    if (next.start !== quiet.start || next.end !== quiet.end) onSave(next);
  };
  const timeClass =
    'mt-1 block min-h-10 rounded-lg border border-night-600 bg-night-900 px-3 text-ink tabular-nums focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400 disabled:opacity-60';
  return (
    <div className="flex flex-col gap-3">
      <Switch
        name="quietHours"
        label={t('reminders.settings.quiet')}
        hint={t('reminders.settings.quietText')}
        checked={quiet !== null}
        disabled={disabled}
        onChange={(on) => onSave(on ? { start, end } : null)}
      />
      {quiet ? (
        <div className="flex flex-wrap gap-4 pl-8">
          <label htmlFor={`${id}-from`} className="text-sm text-mist">
            {t('reminders.settings.quietFrom')}
            <input
              id={`${id}-from`}
              type="time"
              name="quietFrom"
              value={start}
              disabled={disabled}
              onChange={(event) => setStart(event.target.value)}
              onBlur={() => commit({ start, end })}
              className={timeClass}
            />
          </label>
          <label htmlFor={`${id}-to`} className="text-sm text-mist">
            {t('reminders.settings.quietTo')}
            <input
              id={`${id}-to`}
              type="time"
              name="quietTo"
              value={end}
              disabled={disabled}
              onChange={(event) => setEnd(event.target.value)}
              onBlur={() => commit({ start, end })}
              className={timeClass}
            />
          </label>
        </div>
      ) : null}
    </div>
  );
}
