import type { FocusSession } from '@protocol/api/focus.ts';
import type { Task } from '@protocol/api/tasks.ts';
import { Pause, Play, Square, Timer } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { cn } from '@/lib/cn.ts';
import { formatCountdown, useCountdown } from '@/lib/use-countdown.ts';
import { useCancelFocusSession } from '../api/cancel-focus-session.ts';
import { usePauseFocusSession } from '../api/pause-focus-session.ts';
import { useResumeFocusSession } from '../api/resume-focus-session.ts';

interface FocusCardProps {
  session: FocusSession | null;
  /** When `session` arrived from the server (the countdown counts from there). */
  receivedAt: number;
  pendingTasks: readonly Task[];
  onStart: (taskId: string | null) => void;
  starting: boolean;
}

const RING_RADIUS = 54;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;

/** The calm countdown: a ring that fills slowly and big mm:ss digits. */
function CountdownRing({ remainingMs, session }: { remainingMs: number; session: FocusSession }) {
  const { t } = useTranslation();
  const done = session.durationSeconds > 0 ? 1 - remainingMs / (session.durationSeconds * 1000) : 1;
  const paused = session.status === 'paused';
  return (
    <div className="relative mx-auto size-56 sm:size-64">
      <svg viewBox="0 0 120 120" className="size-full -rotate-90" aria-hidden>
        <circle cx="60" cy="60" r={RING_RADIUS} fill="none" strokeWidth="6" className="stroke-night-700" />
        <circle
          cx="60"
          cy="60"
          r={RING_RADIUS}
          fill="none"
          strokeWidth="6"
          strokeLinecap="round"
          strokeDasharray={RING_LENGTH}
          strokeDashoffset={RING_LENGTH * (1 - Math.min(1, Math.max(0, done)))}
          className={cn(
            'transition-[stroke-dashoffset] duration-300 ease-linear',
            paused ? 'stroke-arcane-400' : 'stroke-gold-400',
          )}
        />
      </svg>
      <div className="absolute inset-0 flex flex-col items-center justify-center">
        <p
          role="timer"
          aria-label={t('tasks.focusMode.timerLabel')}
          data-testid="focus-countdown"
          className="font-display text-5xl font-semibold text-ink tabular-nums sm:text-6xl"
        >
          {formatCountdown(remainingMs)}
        </p>
        <p className={cn('mt-1 text-sm font-medium', paused ? 'text-arcane-300' : 'text-haze')}>
          {paused ? t('tasks.focusMode.paused') : t('tasks.focusMode.running')}
        </p>
      </div>
    </div>
  );
}

/** Focus mode: pick a task, start, pause, resume or end; at zero the server credits the task (FocusTimer). */
export function FocusCard({ session, receivedAt, pendingTasks, onStart, starting }: FocusCardProps) {
  const { t } = useTranslation();
  const pause = usePauseFocusSession();
  const resume = useResumeFocusSession();
  const cancel = useCancelFocusSession();
  const remainingMs = useCountdown(session, receivedAt);
  const [taskId, setTaskId] = useState('');
  const [confirming, setConfirming] = useState(false);

  // At zero the header's timer (app/layout/FocusTimer) asks the server to close the session, on
  // whatever screen the player is; here it only says so.
  const timeUp = session?.status === 'running' && remainingMs <= 0;

  // The chosen task may have been completed or deleted meanwhile.
  const chosen = pendingTasks.some((task) => task.id === taskId) ? taskId : '';
  const busy = pause.isPending || resume.isPending || cancel.isPending;

  return (
    <Card aria-labelledby="focus-title" className={cn(session && 'border-gold-400/40')}>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <CardTitle id="focus-title" className="flex items-center gap-2">
            <Timer className="size-5 text-gold-300" aria-hidden />
            {t('tasks.focusMode.title')}
          </CardTitle>
          <CardDescription className="mt-1">{t('tasks.focusMode.text')}</CardDescription>
        </div>
        {session ? (
          <Badge tone={session.status === 'paused' ? 'arcane' : 'gold'}>
            {session.status === 'paused' ? t('tasks.focusMode.paused') : t('tasks.focusMode.running')}
          </Badge>
        ) : null}
      </CardHeader>
      <CardContent>
        {session ? (
          <div className="flex flex-col items-center gap-5 text-center">
            <p className="max-w-full font-medium text-mist">
              {session.taskTitle
                ? t('tasks.focusMode.on', { title: session.taskTitle })
                : t('tasks.focusMode.free')}
            </p>
            <CountdownRing remainingMs={remainingMs} session={session} />
            {timeUp ? (
              <p role="status" className="flex items-center gap-2 text-mist">
                <Spinner className="size-4 text-gold-300" />
                {t('tasks.focusMode.finishing')}
              </p>
            ) : (
              <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
                {session.status === 'paused' ? (
                  <Button disabled={busy} onClick={() => resume.mutate(session.id)}>
                    <Play className="size-4" aria-hidden />
                    {t('tasks.focusMode.resume')}
                  </Button>
                ) : (
                  <Button variant="secondary" disabled={busy} onClick={() => pause.mutate(session.id)}>
                    <Pause className="size-4" aria-hidden />
                    {t('tasks.focusMode.pause')}
                  </Button>
                )}
                <Button variant="ghost" disabled={busy} onClick={() => setConfirming(true)}>
                  <Square className="size-4" aria-hidden />
                  {t('tasks.focusMode.cancel')}
                </Button>
              </div>
            )}
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              title={t('tasks.focusMode.cancelTitle')}
              description={t('tasks.focusMode.cancelText')}
              confirmLabel={t('tasks.focusMode.cancel')}
              cancelLabel={t('tasks.focusMode.keep')}
              onConfirm={() => cancel.mutate(session.id)}
            />
          </div>
        ) : (
          <form
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              onStart(chosen || null);
            }}
          >
            <SelectField
              label={t('tasks.focusMode.taskLabel')}
              name="focusTask"
              value={chosen}
              onChange={(event) => setTaskId(event.target.value)}
              options={[
                { value: '', label: t('tasks.focusMode.noTask') },
                ...pendingTasks.map((task) => ({ value: task.id, label: task.title })),
              ]}
            />
            <Button type="submit" disabled={starting}>
              {starting ? <Spinner className="size-4" /> : <Play className="size-4" aria-hidden />}
              {t('tasks.focusMode.start')}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
