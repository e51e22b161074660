import type { Quest } from '@protocol/api/quests.ts';
import { Check, ChevronRight, ScrollText } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadFailed, LoadingBlock } from '@/components/load-state.tsx';
import { DifficultyBadge, QuestReward } from '@/components/quest-difficulty.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { focusInPlace, focusMovedByPlayer } from '@/lib/focus-moved.ts';
import { focusAfterMoment } from '@/lib/level-up.ts';
import { PlanningLabels } from '@/shared/planning/PlanningLabels.tsx';
import { PriorityBadge } from '@/shared/planning/PriorityBadge.tsx';
import { useCompleteQuest } from '@/shared/quests/complete-quest.ts';
import { QuestQuickAddField } from '@/shared/quick-add/QuestQuickAddField.tsx';

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
  /** Whether the quick add reads dates and the rest in the line (the player's Profile switch). */
  understand: boolean;
}

/**
 * Count badge, a quick add (one line, Enter: an easy quest with the day, reminder and routine the
 * line names), the first four open quests, each with
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
  understand,
}: ActiveQuestsSummaryCardProps) {
  const { t } = useTranslation();
  const active = quests?.filter((quest) => !quest.completed) ?? [];
  const shown = active.slice(0, SHOWN);
  const complete = useCompleteQuest();
  // A newcomer's quick add is asked for like any other focus, in an effect: not `autoFocus`, which
  // React applies during its commit, while a dashboard painted by the server is still inert (it
  // is lifted in app/AppFrame.tsx's layout effect, after the commit and before any effect).
  const [focusRequest, setFocusRequest] = useState<FocusRequest>(() =>
    focusQuickAdd ? { kind: 'input', stay: true } : null,
  );
  const inputRef = useRef<HTMLInputElement>(null);
  const questRows = useRef(new Map<string, HTMLLIElement>());

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
        <QuestQuickAddField
          id="quick-quest-title"
          understand={understand}
          inputRef={inputRef}
          // Submitted with the button: the field takes the focus back for the next one.
          onSent={(byButton) => {
            if (byButton) setFocusRequest({ kind: 'input' });
          }}
        />
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
                      {quest.priority ? (
                        <PriorityBadge priority={quest.priority} className="shrink-0" />
                      ) : null}
                    </div>
                    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                      <QuestReward quest={quest} className="text-xs" />
                      <PlanningLabels
                        estimateMinutes={quest.estimateMinutes}
                        energy={quest.energy}
                        size="xs"
                      />
                    </div>
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
