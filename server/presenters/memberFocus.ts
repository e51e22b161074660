import type { MemberFocus } from '../../protocol/api/parties.ts';
import { focusEndsAt } from '../domain/focus/ends.ts';

/** What presenting a member's focus needs: an entity or a roster's plain row both have it. */
export interface FocusFigures {
  status: string;
  durationSeconds: number;
  elapsedSeconds: number;
  runningSince?: Date | null | undefined;
}

/**
 * A focus session as the rest of the party sees it: running or paused, and when it ends. Never its
 * task (what someone focuses on is theirs). Null once it is over.
 */
export function presentMemberFocus(session: FocusFigures | null): MemberFocus | null {
  if (!session || (session.status !== 'running' && session.status !== 'paused')) return null;
  const endsAt =
    session.status === 'running'
      ? focusEndsAt({
          durationSeconds: session.durationSeconds,
          elapsedSeconds: session.elapsedSeconds,
          runningSince: session.runningSince ?? null,
        })
      : null;
  return { status: session.status, endsAt: endsAt ? endsAt.toISOString() : null };
}
