import type { Em } from '../../db/orm.ts';
import {
  type FocusSessionRecord,
  focusOwner,
  insertFocusSession,
  lockFocusSession,
  openFocusSession,
  updateFocusSession,
} from '../data/focusSessions.ts';
import { setPlayerHealth } from '../data/playerAccount.ts';
import { lockPlayerRecord, type PlayerView } from '../data/players.ts';
import { cancelReminder, scheduleReminder } from '../data/reminders.ts';
import { completeOpenTask, playerTask } from '../data/tasks.ts';
import type { UserRecord } from '../data/userRecords.ts';
import type { AchievementDefinition } from '../domain/achievements/catalogue.ts';
import { focusEndsAt } from '../domain/focus/ends.ts';
import { focusElapsedSeconds, focusRemainingSeconds, isFocusComplete } from '../domain/focus/timer.ts';
import { FOCUS_HEAL, healed } from '../domain/health/strikes.ts';
import { conflict, notFound } from '../lib/httpErrors.ts';
import { publishFocusUpdate } from '../realtime/publish/focus.ts';
import { announcePlayer } from './announcePlayer.ts';
import { earnReachedAchievements, grantProgress } from './progress/grantProgress.ts';

const sessionNotFound = () => notFound('Focus session not found');
const alreadyRunning = () => conflict('A focus session is already running.');

/** Who a session belongs to, as their party's push names them. */
type Owner = Pick<UserRecord, 'id' | 'username' | 'party'>;

export const findOpenSession = (em: Em, userId: string): Promise<FocusSessionRecord | null> =>
  openFocusSession(em, userId);

export async function startFocusSession(
  em: Em,
  user: Owner,
  taskId: string | null | undefined,
  durationSeconds: number,
  now: Date,
): Promise<FocusSessionRecord> {
  let task: { id: string; title: string } | null = null;
  if (taskId) {
    const found = await playerTask(em, user.id, taskId);
    if (!found) throw notFound('Task not found');
    if (found.completed) throw conflict('This task is already completed.');
    task = { id: found.id, title: found.title };
  }
  if (await findOpenSession(em, user.id)) throw alreadyRunning();
  // The session and the announcement of its end are written together.
  const session = await em.transactional(async (tx) => {
    // Two starts racing: the partial unique index lets one through, the other writes nothing.
    const created = await insertFocusSession(tx, { userId: user.id, task, durationSeconds, now });
    if (!created) throw alreadyRunning();
    await scheduleEnd(tx, user.id, created);
    return created;
  });
  announceFocus(user, session);
  return session;
}

/** Puts a running session's end on the reminder schedule (type `focus`), replacing an earlier one. */
async function scheduleEnd(tx: Em, userId: string, session: FocusSessionRecord): Promise<void> {
  const endsAt = focusEndsAt(timer(session));
  if (endsAt) await scheduleReminder(tx, { userId, kind: 'focus', itemId: session.id, dueAt: endsAt });
}

/** Focus together: the party sees the change (never the task). */
function announceFocus(user: Owner, session: FocusSessionRecord): void {
  if (user.party) publishFocusUpdate(user.party.id, user, session);
}

/** Loads the player's open session under a row lock for a state change. */
async function lockOpenSession(tx: Em, userId: string, id: string): Promise<FocusSessionRecord> {
  const session = await lockFocusSession(tx, userId, id);
  if (!session) throw sessionNotFound();
  if (session.status === 'completed' || session.status === 'cancelled') {
    throw conflict(`This focus session is already ${session.status}.`);
  }
  return session;
}

export async function pauseFocusSession(
  em: Em,
  userId: string,
  id: string,
  now: Date,
): Promise<FocusSessionRecord> {
  return em.transactional(async (tx) => {
    let session = await lockOpenSession(tx, userId, id);
    if (session.status === 'running') {
      session = await updateFocusSession(tx, session, {
        elapsed_seconds: focusElapsedSeconds(timer(session), now),
        running_since: null,
        status: 'paused',
      });
    }
    await cancelReminder(tx, 'focus', session.id);
    announceFocus(await focusOwner(tx, userId), session);
    return session;
  });
}

export async function resumeFocusSession(
  em: Em,
  userId: string,
  id: string,
  now: Date,
): Promise<FocusSessionRecord> {
  return em.transactional(async (tx) => {
    let session = await lockOpenSession(tx, userId, id);
    if (session.status === 'paused') {
      session = await updateFocusSession(tx, session, { running_since: now, status: 'running' });
    }
    await scheduleEnd(tx, userId, session);
    announceFocus(await focusOwner(tx, userId), session);
    return session;
  });
}

export async function cancelFocusSession(
  em: Em,
  userId: string,
  id: string,
  now: Date,
): Promise<FocusSessionRecord> {
  return em.transactional(async (tx) => {
    const open = await lockOpenSession(tx, userId, id);
    const session = await updateFocusSession(tx, open, {
      elapsed_seconds: focusElapsedSeconds(timer(open), now),
      running_since: null,
      status: 'cancelled',
    });
    await cancelReminder(tx, 'focus', session.id);
    announceFocus(await focusOwner(tx, userId), session);
    return session;
  });
}

export interface CompletedFocus {
  session: FocusSessionRecord;
  taskCompleted: boolean;
  player: PlayerView;
  achievements: AchievementDefinition[];
}

/**
 * Ends a session whose time is up, by the server's clock, and credits its task (completed, with
 * its points) once: the session row is locked and its status changes in the same transaction.
 */
export async function completeFocusSession(
  em: Em,
  userId: string,
  id: string,
  now: Date,
): Promise<CompletedFocus> {
  const done = await em.transactional(async (tx) => {
    const open = await lockOpenSession(tx, userId, id);
    if (!isFocusComplete(timer(open), now)) {
      const minutes = Math.ceil(focusRemainingSeconds(timer(open), now) / 60);
      throw conflict(`This focus session is not over yet: ${minutes} minute(s) left.`);
    }
    const session = await updateFocusSession(tx, open, {
      elapsed_seconds: open.durationSeconds,
      running_since: null,
      status: 'completed',
      completed_at: now,
    });
    await cancelReminder(tx, 'focus', session.id);

    let user = await lockPlayerRecord(tx, userId);
    if (!user) throw notFound('User not found');
    // A completed focus session heals a little (DESIGN section 11); the row is locked, so the
    // health read is the one written over.
    const health = healed(user.health, user.maxHealth, FOCUS_HEAL);
    if (health !== user.health) user = await setPlayerHealth(tx, userId, health);
    const taskId = session.task?.id;
    const task = taskId ? await completeOpenTask(tx, userId, taskId, now) : null;
    announceFocus(user, session);
    let achievements: AchievementDefinition[];
    if (task) {
      await cancelReminder(tx, 'task', task.id);
      const granted = await grantProgress(tx, user, { experience: 0, gold: 0, points: task.points }, now, {
        completion: true,
      });
      user = granted.user;
      achievements = granted.achievements;
    } else {
      const earned = await earnReachedAchievements(tx, user, now);
      user = earned.user;
      achievements = earned.achievements;
    }
    return { session, taskCompleted: task !== null, user, achievements };
  });
  const { user, ...rest } = done;
  return { ...rest, player: await announcePlayer(em, user, done.achievements) };
}

const timer = (s: FocusSessionRecord) => ({
  durationSeconds: s.durationSeconds,
  elapsedSeconds: s.elapsedSeconds,
  runningSince: s.runningSince,
});
