import type Router from '@koa/router';
import type { z } from 'zod';
import { type completeFocusResponseSchema, startFocusRequestSchema } from '../../protocol/api/focus.ts';
import {
  cancelFocusSession,
  completeFocusSession,
  findOpenSession,
  pauseFocusSession,
  resumeFocusSession,
  startFocusSession,
} from '../commands/focusSessions.ts';
import type { AppDeps } from '../deps.ts';
import { notFound } from '../lib/httpErrors.ts';
import { sendJson } from '../lib/json.ts';
import { mountable, signedInRouter } from '../middlewares/auth.ts';
import { parse, parseRouteId } from '../middlewares/validate.ts';
import { presentUnlocked } from '../presenters/achievement.ts';
import { presentFocusSession } from '../presenters/focusSession.ts';
import { presentPlayer } from '../presenters/user.ts';
import type { AppState } from '../state.ts';

const parseId = (params: unknown) => parseRouteId(params, () => notFound('Focus session not found'));

/** Focus mode: a server-timed session (25 minutes by default) that credits its task when it ends. */
export function focusSessionRoutes(deps: AppDeps): Router<AppState> {
  const router = signedInRouter({ prefix: '/api/focus-sessions' });

  router.get('/current', async (ctx) => {
    const session = await findOpenSession(ctx.state.em, ctx.state.player.id);
    ctx.set('Cache-Control', 'no-store');
    sendJson(ctx, session ? presentFocusSession(session, deps.clock.now()) : null);
  });

  router.post('/', async (ctx) => {
    const { taskId } = parse(startFocusRequestSchema, ctx.request.body);
    const now = deps.clock.now();
    const session = await startFocusSession(
      ctx.state.em,
      ctx.state.user,
      taskId,
      deps.config.focusSessionSeconds,
      now,
    );
    ctx.status = 201;
    ctx.body = presentFocusSession(session, now);
  });

  router.post('/:id/pause', async (ctx) => {
    const now = deps.clock.now();
    ctx.body = presentFocusSession(
      await pauseFocusSession(ctx.state.em, ctx.state.player.id, parseId(ctx.params), now),
      now,
    );
  });

  router.post('/:id/resume', async (ctx) => {
    const now = deps.clock.now();
    ctx.body = presentFocusSession(
      await resumeFocusSession(ctx.state.em, ctx.state.player.id, parseId(ctx.params), now),
      now,
    );
  });

  router.post('/:id/cancel', async (ctx) => {
    const now = deps.clock.now();
    ctx.body = presentFocusSession(
      await cancelFocusSession(ctx.state.em, ctx.state.player.id, parseId(ctx.params), now),
      now,
    );
  });

  router.post('/:id/complete', async (ctx) => {
    const now = deps.clock.now();
    const done = await completeFocusSession(ctx.state.em, ctx.state.player.id, parseId(ctx.params), now);
    ctx.body = {
      session: presentFocusSession(done.session, now),
      taskCompleted: done.taskCompleted,
      user: presentPlayer(done.player),
      achievements: done.achievements.map(presentUnlocked),
    } satisfies z.infer<typeof completeFocusResponseSchema>;
  });

  return mountable(router);
}
