import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { FocusSession } from '../../db/entities/FocusSession.ts';
import { Task } from '../../db/entities/Task.ts';
import { User } from '../../db/entities/User.ts';
import type { Em } from '../../db/orm.ts';
import type { PlayerView } from '../data/players.ts';
import { cancelReminder, scheduleReminder } from '../data/reminders.ts';
import type { AchievementDefinition } from '../domain/achievements/catalogue.ts';
import { focusEndsAt } from '../domain/focus/ends.ts';
import { focusElapsedSeconds, focusRemainingSeconds, isFocusComplete } from '../domain/focus/timer.ts';
import { FOCUS_HEAL, healed } from '../domain/health/strikes.ts';
import { conflict, notFound } from '../lib/httpErrors.ts';
import { publishFocusUpdate } from '../realtime/publish/focus.ts';
import { announcePlayer } from './announcePlayer.ts';
import { applyProgress, lockUser, unlockAchievements } from './progress/applyProgress.ts';

const sessionNotFound = () => notFound('Focus session not found');
const OPEN = ['running', 'paused'] as const;

export const findOpenSession = (em: Em, userId: string) =>
  em.findOne(FocusSession, { user: userId, status: { $in: [...OPEN] } }, { populate: ['task'] });

export async function startFocusSession(
  em: Em,
  user: User,
  taskId: string | null | undefined,
  durationSeconds: number,
  now: Date,
): Promise<FocusSession> {
  let task: Task | null = null;
  if (taskId) {
    task = await em.findOne(Task, { id: taskId, user: user.id });
    if (!task) throw notFound('Task not found');
    if (task.completed) throw conflict('This task is already completed.');
  }
  if (await findOpenSession(em, user.id)) throw conflict('A focus session is already running.');
  // The session and the announcement of its end are written together.
  const session = await em
    .transactional(async (tx) => {
      const created = tx.create(FocusSession, {
        user,
        task,
        durationSeconds,
        elapsedSeconds: 0,
        runningSince: now,
        status: 'running',
      });
      await tx.flush();
      await scheduleEnd(tx, user.id, created);
      return created;
    })
    .catch((err: unknown) => {
      // Two starts racing: the partial unique index lets one through.
      if (err instanceof UniqueConstraintViolationException)
        throw conflict('A focus session is already running.');
      throw err;
    });
  announceFocus(user, session);
  return session;
}

/** Puts a running session's end on the reminder schedule (type `focus`), replacing an earlier one. */
async function scheduleEnd(tx: Em, userId: string, session: FocusSession): Promise<void> {
  const endsAt = focusEndsAt(timer(session));
  if (endsAt) await scheduleReminder(tx, { userId, kind: 'focus', itemId: session.id, dueAt: endsAt });
}

/** Focus together: the party sees the change (never the task). */
function announceFocus(user: User, session: FocusSession): void {
  if (user.party) publishFocusUpdate(user.party.id, user, session);
}

/** The owner of a session being changed, for the party's push. */
const ownerOf = (tx: Em, userId: string) => tx.findOneOrFail(User, userId);

/** Loads the player's open session under a row lock for a state change. */
async function lockOpenSession(tx: Em, userId: string, id: string): Promise<FocusSession> {
  const session = await tx.findOne(
    FocusSession,
    { id, user: userId },
    { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
  );
  if (!session) throw sessionNotFound();
  if (session.status === 'completed' || session.status === 'cancelled') {
    throw conflict(`This focus session is already ${session.status}.`);
  }
  return session;
}

export async function pauseFocusSession(em: Em, userId: string, id: string, now: Date) {
  return em.transactional(async (tx) => {
    const session = await lockOpenSession(tx, userId, id);
    if (session.status === 'running') {
      session.elapsedSeconds = focusElapsedSeconds(timer(session), now);
      session.runningSince = null;
      session.status = 'paused';
    }
    await cancelReminder(tx, 'focus', session.id);
    announceFocus(await ownerOf(tx, userId), session);
    await tx.populate(session, ['task']);
    return session;
  });
}

export async function resumeFocusSession(em: Em, userId: string, id: string, now: Date) {
  return em.transactional(async (tx) => {
    const session = await lockOpenSession(tx, userId, id);
    if (session.status === 'paused') {
      session.runningSince = now;
      session.status = 'running';
    }
    await scheduleEnd(tx, userId, session);
    announceFocus(await ownerOf(tx, userId), session);
    await tx.populate(session, ['task']);
    return session;
  });
}

export async function cancelFocusSession(em: Em, userId: string, id: string, now: Date) {
  return em.transactional(async (tx) => {
    const session = await lockOpenSession(tx, userId, id);
    session.elapsedSeconds = focusElapsedSeconds(timer(session), now);
    session.runningSince = null;
    session.status = 'cancelled';
    await cancelReminder(tx, 'focus', session.id);
    announceFocus(await ownerOf(tx, userId), session);
    await tx.populate(session, ['task']);
    return session;
  });
}

export interface CompletedFocus {
  session: FocusSession;
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
    const session = await lockOpenSession(tx, userId, id);
    if (!isFocusComplete(timer(session), now)) {
      const minutes = Math.ceil(focusRemainingSeconds(timer(session), now) / 60);
      throw conflict(`This focus session is not over yet: ${minutes} minute(s) left.`);
    }
    session.elapsedSeconds = session.durationSeconds;
    session.runningSince = null;
    session.status = 'completed';
    session.completedAt = now;
    await tx.flush();
    await cancelReminder(tx, 'focus', session.id);

    const user = await lockUser(tx, userId);
    // A completed focus session heals a little (DESIGN section 11).
    user.health = healed(user.health, user.maxHealth, FOCUS_HEAL);
    const taskId = session.task?.id;
    const credited = taskId
      ? (await tx.nativeUpdate(
          Task,
          { id: taskId, user: userId, completed: false },
          { completed: true, completedAt: now },
        )) === 1
      : false;
    announceFocus(user, session);
    let achievements: AchievementDefinition[];
    if (credited) {
      await cancelReminder(tx, 'task', taskId!);
      const task = await tx.findOneOrFail(Task, taskId!, { refresh: true });
      achievements = (await applyProgress(tx, user, { experience: 0, gold: 0, points: task.points }, now))
        .achievements;
    } else {
      achievements = await unlockAchievements(tx, user, now);
    }
    await tx.populate(session, ['task']);
    return { session, taskCompleted: credited, user, achievements };
  });
  const { user, ...rest } = done;
  return { ...rest, player: await announcePlayer(em, user, done.achievements) };
}

const timer = (s: FocusSession) => ({
  durationSeconds: s.durationSeconds,
  elapsedSeconds: s.elapsedSeconds,
  runningSince: s.runningSince ?? null,
});
