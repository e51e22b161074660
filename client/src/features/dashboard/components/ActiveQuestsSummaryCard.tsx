import { createQuestRequestSchema, type Quest } from '@protocol/api/quests.ts';
import { Check, ChevronRight, Plus, ScrollText } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadFailed, LoadingBlock } from '@/components/load-state.tsx';
import { DifficultyBadge, QuestReward } from '@/components/quest-difficulty.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { inputClasses } from '@/components/ui/text-field.tsx';
import { cn } from '@/lib/cn.ts';
import { focusInPlace, focusMovedByPlayer } from '@/lib/focus-moved.ts';
import { focusAfterMoment } from '@/lib/level-up.ts';
import { useCompleteQuest } from '@/shared/quests/complete-quest.ts';
import { useCreateQuest } from '@/shared/quests/create-quest.ts';

/** Spec section 9: the dashboard lists the first 4 active quests. */
const SHOWN = 4;

/**
 * Where focus goes once the list has caught up: a quest's row (never its Complete button: only the
 * player puts the focus there, so a key meant for something else never completes a quest), or the
 * quick add. `stay`: focus without scrolling (the newcomer's first focus: the page may have been
 * scrolled already).
 */
type FocusRequest = { kind: 'quest'; id: string } | { kind: 'input'; stay?: boolean } | null;

interface ActiveQuestsSummaryCardProps {
  quests: readonly Quest[] | undefined;
  isError: boolean;
  retrying: boolean;
  onRetry: () => void;
  /** A newcomer with nothing open: the quick add takes the focus so the first quest is one Enter away. */
  focusQuickAdd?: boolean;
}

/**
 * Count badge, a quick add (one title, Enter: an easy quest), the first four open quests, each with
 * Complete, and View All; an empty state with Browse Quests. After adding, the quick add keeps the
 * focus, empty at once, ready for the next title (even while the last one is on its way); after
 * completing, focus moves to the next quest's row, or back to the quick add.
 */
export function ActiveQuestsSummaryCard({
  quests,
  isError,
  retrying,
  onRetry,
  focusQuickAdd = false,
}: ActiveQuestsSummaryCardProps) {
  const { t } = useTranslation();
  const active = quests?.filter((quest) => !quest.completed) ?? [];
  const shown = active.slice(0, SHOWN);
  const create = useCreateQuest();
  const complete = useCompleteQuest();
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  // A newcomer's quick add is asked for like any other focus, in an effect: not `autoFocus`, which
  // React applies during its commit, while a dashboard painted by the server is still inert (it
  // is lifted in app/AppFrame.tsx's layout effect, after the commit and before any effect).
  const [focusRequest, setFocusRequest] = useState<FocusRequest>(() =>
    focusQuickAdd ? { kind: 'input', stay: true } : null,
  );
  const inputRef = useRef<HTMLInputElement>(null);
  const questRows = useRef(new Map<string, HTMLLIElement>());
  const errorId = 'quick-quest-error';
  const hintId = 'quick-quest-hint';

  // Runs after each render until the requested control exists (the list may still be catching up).
  useEffect(() => {
    if (!focusRequest) return;
    const target = focusRequest.kind === 'input' ? inputRef.current : questRows.current.get(focusRequest.id);
    if (!target) return;
    setFocusRequest(null);
    // The newcomer's first focus is an offer: a player who has already put the focus somewhere
    // (opened a menu while the board loaded) keeps it there, and their menu stays open.
    if (focusRequest.kind === 'quest') focusInPlace(target);
    else if (focusRequest.stay !== true) focusAfterMoment(target);
    else if (!focusMovedByPlayer(null)) focusAfterMoment(target, { preventScroll: true });
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A second press of Add while the first quest is on its way: nothing new to add, nothing to say.
    if (create.isPending && !title.trim()) return;
    const parsed = createQuestRequestSchema.safeParse({ title, difficulty: 'easy', questType: 'main' });
    if (!parsed.success) {
      setError(t(title.trim() ? 'quests.form.titleTooLong' : 'quests.form.titleRequired'));
      return;
    }
    setError(null);
    // Emptied at once, not on the answer: the next title may be typed while this one is on its way.
    setTitle('');
    // Submitted with the button: the field takes the focus back for the next one.
    if (document.activeElement !== inputRef.current) setFocusRequest({ kind: 'input' });
    const sent = parsed.data.title;
    // Each add waits for its own answer (mutate's own callbacks would run for the last one only).
    create.mutateAsync(parsed.data).catch(() => {
      // Not added (the toast says why): the title comes back unless a new one was typed meanwhile.
      setTitle((current) => (current === '' ? sent : current));
    });
  }

  function handleComplete(quest: Quest, button: HTMLButtonElement) {
    const index = shown.findIndex((open) => open.id === quest.id);
    const next = shown[index + 1] ?? shown[index - 1];
    complete.mutate(quest.id, {
      onSuccess: () => {
        // Its row is gone: a focus left on it goes on, never to <body>; one the player has put
        // elsewhere meanwhile stays there. On failure the focus stays where the player put it.
        if (focusMovedByPlayer(button)) return;
        setFocusRequest(next ? { kind: 'quest', id: next.id } : { kind: 'input' });
      },
    });
  }

  return (
    <Card aria-labelledby="dashboard-active-quests" className="flex flex-col">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <CardTitle id="dashboard-active-quests">{t('hall.activeQuests')}</CardTitle>
          {quests ? (
            <Badge tone="gold">
              <span aria-hidden>{active.length}</span>
              <span className="sr-only">{t('hall.activeCount', { count: active.length })}</span>
            </Badge>
          ) : null}
        </div>
        <Link
          to="/quests"
          className="inline-flex items-center gap-1 rounded text-sm font-semibold text-gold-300 underline-offset-4 hover:underline"
        >
          {t('hall.viewAll')}
          <ChevronRight className="size-4" aria-hidden />
        </Link>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-1.5">
          <label htmlFor="quick-quest-title" className="text-sm font-medium text-ink">
            {t('hall.quickAdd.label')}
          </label>
          <div className="flex gap-2">
            <input
              ref={inputRef}
              id="quick-quest-title"
              name="title"
              type="text"
              autoComplete="off"
              enterKeyHint="done"
              value={title}
              onChange={(event) => {
                setTitle(event.target.value);
                if (error) setError(null);
              }}
              placeholder={t('quests.form.titlePlaceholder')}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${errorId} ${hintId}` : hintId}
              className={cn(inputClasses, 'min-w-0 flex-1')}
            />
            <Button
              type="submit"
              variant="outline"
              className="shrink-0 px-3 sm:px-4"
              aria-label={t('hall.quickAdd.submit')}
            >
              {create.isPending ? <Spinner className="size-4" /> : <Plus className="size-4" aria-hidden />}
              <span className="hidden sm:inline" aria-hidden>
                {t('hall.quickAdd.submitShort')}
              </span>
            </Button>
          </div>
          {error ? (
            <p id={errorId} className="text-sm font-medium text-ember-300">
              {error}
            </p>
          ) : null}
          <p id={hintId} className="text-xs text-haze">
            {t('hall.quickAdd.hint')}
          </p>
        </form>
        {isError ? (
          <LoadFailed onRetry={onRetry} retrying={retrying} />
        ) : !quests ? (
          <LoadingBlock className="py-6" />
        ) : active.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-night-500 px-4 py-6 text-center">
            <ScrollText className="size-8 text-haze" aria-hidden />
            <p className="max-w-sm text-mist">{t('hall.activeEmpty')}</p>
            <Button asChild size="sm" variant="outline">
              <Link to="/quests">{t('hall.browse')}</Link>
            </Button>
          </div>
        ) : (
          <ul className="flex flex-col gap-2.5">
            {shown.map((quest) => {
              const pending = complete.isPending && complete.variables === quest.id;
              return (
                <li
                  key={quest.id}
                  ref={(element) => {
                    if (element) questRows.current.set(quest.id, element);
                    else questRows.current.delete(quest.id);
                  }}
                  // Focused after the quest above it is completed: named by its title.
                  tabIndex={-1}
                  aria-labelledby={`dashboard-quest-${quest.id}`}
                  className="flex items-center gap-3 rounded-xl border border-night-600 bg-night-900/60 px-4 py-3"
                >
                  <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                      <p
                        id={`dashboard-quest-${quest.id}`}
                        className="min-w-0 font-medium break-words text-ink"
                      >
                        {quest.title}
                      </p>
                      <DifficultyBadge difficulty={quest.difficulty} className="shrink-0" />
                    </div>
                    <QuestReward quest={quest} className="text-xs" />
                  </div>
                  <Button
                    size="sm"
                    className="shrink-0"
                    aria-label={t('quests.completeLabel', { title: quest.title })}
                    // Not disabled while pending: a disabled button drops the keyboard focus.
                    aria-disabled={pending || undefined}
                    onClick={(event) => {
                      if (!complete.isPending) handleComplete(quest, event.currentTarget);
                    }}
                  >
                    {pending ? <Spinner className="size-4" /> : <Check className="size-4" aria-hidden />}
                    {t('quests.complete')}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
