import { Pause, Timer } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCompleteFocusSession } from '@/features/tasks/api/complete-focus-session.ts';
import { cn } from '@/lib/cn.ts';
import { focusSoundOn, playSoftChime } from '@/lib/focus-sound.ts';
import { formatCountdown, useCountdown } from '@/lib/use-countdown.ts';
import { useFocusSession } from '@/shared/queries/focus-session.ts';

/**
 * While a focus session is open: a small timer in the header on every screen (a link back to focus
 * mode) and the remaining time in the tab's title, so a player who wandered off sees it at a glance.
 * At zero it asks the server to close the session, whatever the screen (the server credits the
 * task once and answers 409 while time is left by its own clock); a soft chime plays if the player
 * chose one. The end is also announced by the server's `focus` notification (bell, Web Push).
 */
export function FocusTimer() {
  const { t } = useTranslation();
  const focus = useFocusSession();
  const session = focus.data ?? null;
  const remainingMs = useCountdown(session, focus.dataUpdatedAt);
  const time = formatCountdown(remainingMs);
  const paused = session?.status === 'paused';
  const pageTitle = session ? t('reminders.focus.pageTitle', { time, app: t('app.name') }) : null;

  useTabTitle(pageTitle && !paused ? pageTitle : null);

  // Once per reading of the session (a refusal re-reads it and the countdown resumes).
  const { mutate: complete } = useCompleteFocusSession();
  const attempted = useRef<string | null>(null);
  const timeUp = session?.status === 'running' && remainingMs <= 0;
  const attemptKey = session ? `${session.id}:${focus.dataUpdatedAt}` : null;
  useEffect(() => {
    if (!timeUp || !session || attempted.current === attemptKey) return;
    attempted.current = attemptKey;
    complete(session.id, {
      onSuccess: () => {
        if (focusSoundOn()) playSoftChime();
      },
    });
  }, [timeUp, session, attemptKey, complete]);

  if (!session) return null;
  return (
    <Link
      to="/tasks#focus-title"
      aria-label={t(paused ? 'reminders.focus.headerPaused' : 'reminders.focus.header', { time })}
      title={t(paused ? 'reminders.focus.headerPaused' : 'reminders.focus.header', { time })}
      data-testid="header-focus-timer"
      className={cn(
        'flex min-h-9 items-center gap-1.5 rounded-full px-2.5 py-1 text-sm font-semibold tabular-nums ring-1',
        paused
          ? 'bg-arcane-500/15 text-arcane-300 ring-arcane-400/40'
          : 'bg-verdant-400/10 text-verdant-300 ring-verdant-400/40',
      )}
    >
      {/* Only the time is written out (a visible word would have to be in the label too); paused
          shows as the pause sign and the calmer colour. */}
      {paused ? (
        <Pause className="size-4 shrink-0" aria-hidden />
      ) : (
        <Timer className="size-4 shrink-0" aria-hidden />
      )}
      <span>{time}</span>
    </Link>
  );
}

/**
 * Shows `title` in the tab while it is not null, and gives each page its own title back after.
 * Pages render their <title> through React; this writes over the one in the document and keeps
 * what the page had, noticing when the page (or a language change) puts a new one there.
 */
function useTabTitle(title: string | null): void {
  useEffect(() => {
    if (title === null) {
      restorePageTitles();
      return;
    }
    const element = document.querySelector('title');
    if (!element) return;
    if (!originals.has(element) || element.textContent !== written.get(element))
      originals.set(element, element.textContent ?? '');
    element.textContent = title;
    written.set(element, title);
  }, [title]);

  // Leaving the signed-in area (sign-out) gives the page its title back too.
  useEffect(() => restorePageTitles, []);
}

/** Per <title> element: the page's own text, and what the timer last wrote over it. */
const originals = new WeakMap<Element, string>();
const written = new WeakMap<Element, string>();

function restorePageTitles(): void {
  for (const element of document.querySelectorAll('title')) {
    const original = originals.get(element);
    if (original !== undefined && element.textContent === written.get(element))
      element.textContent = original;
    originals.delete(element);
    written.delete(element);
  }
}
