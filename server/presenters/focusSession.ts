import type { FocusSession as FocusSessionDto } from '../../protocol/api/focus.ts';
import type { FocusSessionRecord } from '../data/focusSessions.ts';
import { focusElapsedSeconds, focusRemainingSeconds } from '../domain/focus/timer.ts';

export function presentFocusSession(session: FocusSessionRecord, now: Date): FocusSessionDto {
  const state = {
    durationSeconds: session.durationSeconds,
    elapsedSeconds: session.elapsedSeconds,
    runningSince: session.runningSince ?? null,
  };
  return {
    id: session.id,
    taskId: session.task?.id ?? null,
    taskTitle: session.task?.title ?? null,
    status: session.status,
    durationSeconds: session.durationSeconds,
    elapsedSeconds: focusElapsedSeconds(state, now),
    remainingSeconds: focusRemainingSeconds(state, now),
    serverTime: now.toISOString(),
    completedAt: session.completedAt ? session.completedAt.toISOString() : null,
  };
}
