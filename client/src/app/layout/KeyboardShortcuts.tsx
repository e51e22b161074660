import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { usePauseFocusSession } from '@/features/tasks/api/pause-focus-session.ts';
import { useResumeFocusSession } from '@/features/tasks/api/resume-focus-session.ts';
import { useStartFocusSession } from '@/features/tasks/api/start-focus-session.ts';
import { errorDescription } from '@/lib/errors.ts';
import { useFocusSession } from '@/shared/queries/focus-session.ts';
import { offerQuickAdd, quickAddOnScreen } from '@/shared/quick-add/offer.ts';

/** A key pressed where the player types (a field, an editable area) is theirs, never a shortcut. */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(
      target.type,
    );
  }
  return ['textbox', 'combobox', 'searchbox', 'spinbutton'].includes(target.getAttribute('role') ?? '');
}

const SHORTCUTS = [
  { key: 'n', text: 'shortcuts.keys.n' },
  { key: 'f', text: 'shortcuts.keys.f' },
  { key: '?', text: 'shortcuts.keys.help' },
] as const;

/**
 * The keyboard shortcuts of DESIGN section 13, on every signed-in screen: `n` puts the cursor in
 * a quick add (the dashboard's when the screen has none), `f` starts focus or pauses and resumes
 * it, `?` lists them. Never while the player types in a field, with a modifier held, or while a
 * dialog is open (its keys are its own).
 */
export function KeyboardShortcuts() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [helpOpen, setHelpOpen] = useState(false);
  const focus = useFocusSession();
  const start = useStartFocusSession();
  const pause = usePauseFocusSession();
  const resume = useResumeFocusSession();
  // The latest of each, for the one listener registered below.
  const latest = useRef({ session: focus.data ?? null, start, pause, resume });
  latest.current = { session: focus.data ?? null, start, pause, resume };

  useEffect(() => {
    function toggleFocus() {
      const { session, start, pause, resume } = latest.current;
      const failed = (error: unknown) =>
        toast({
          title: t('shortcuts.focusFailed'),
          description: errorDescription(t, error),
          variant: 'destructive',
        });
      if (!session) {
        start.mutate(null, { onSuccess: () => toast({ title: t('shortcuts.focusStarted') }) });
      } else if (session.status === 'running') {
        pause.mutate(session.id, {
          onSuccess: () => toast({ title: t('shortcuts.focusPaused') }),
          onError: failed,
        });
      } else {
        resume.mutate(session.id, {
          onSuccess: () => toast({ title: t('shortcuts.focusResumed') }),
          onError: failed,
        });
      }
    }

    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing)
        return;
      if (typing(event.target)) return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      if (event.key === 'n') {
        event.preventDefault();
        const field = quickAddOnScreen();
        if (field) {
          field.focus();
          field.scrollIntoView({ block: 'center' });
        } else {
          offerQuickAdd();
          navigate('/');
        }
      } else if (event.key === 'f') {
        event.preventDefault();
        toggleFocus();
      } else if (event.key === '?') {
        event.preventDefault();
        setHelpOpen(true);
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [navigate, t]);

  return (
    <Dialog open={helpOpen} onOpenChange={setHelpOpen}>
      {helpOpen ? (
        <DialogContent title={t('shortcuts.title')} description={t('shortcuts.text')}>
          <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-3">
            {SHORTCUTS.map(({ key, text }) => (
              <div key={key} className="contents">
                <dt>
                  <kbd className="inline-flex min-w-8 justify-center rounded-md border border-night-500 bg-night-800 px-2 py-1 font-mono text-sm text-ink">
                    {key}
                  </kbd>
                </dt>
                <dd className="text-mist">{t(text)}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-6 flex justify-end">
            <Button variant="outline" onClick={() => setHelpOpen(false)}>
              {t('shortcuts.close')}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
