import type Router from '@koa/router';
import {
  createTaskRequestSchema,
  toggleTaskRequestSchema,
  updateTaskRequestSchema,
} from '../../protocol/api/tasks.ts';
import {
  completeTask,
  createTask,
  deleteTask,
  reopenTask,
  taskNotFound,
  updateTask,
} from '../commands/tasks.ts';
import { tasksOf } from '../data/tasks.ts';
import type { AppDeps } from '../deps.ts';
import { mountable, signedInRouter } from '../middlewares/auth.ts';
import { parse, parseRouteId } from '../middlewares/validate.ts';
import { presentUnlocked } from '../presenters/achievement.ts';
import { presentTask } from '../presenters/task.ts';
import { presentPlayer } from '../presenters/user.ts';
import type { AppState } from '../state.ts';

const parseId = (params: unknown) => ({ id: parseRouteId(params, taskNotFound) });

/** Tasks: the player's own only; another player's task is answered as not found. */
export function taskRoutes(deps: AppDeps): Router<AppState> {
  const router = signedInRouter({ prefix: '/api/tasks' });

  router.get('/', async (ctx) => {
    ctx.body = (await tasksOf(ctx.state.em, ctx.state.player.id, 500)).map(presentTask);
  });

  router.post('/', async (ctx) => {
    const input = parse(createTaskRequestSchema, ctx.request.body);
    const task = await createTask(ctx.state.em, ctx.state.player, input, deps.clock.now());
    ctx.status = 201;
    ctx.body = presentTask(task);
  });

  router.patch('/:id', async (ctx) => {
    const { id } = parseId(ctx.params);
    const changes = parse(updateTaskRequestSchema, ctx.request.body);
    ctx.body = presentTask(
      await updateTask(ctx.state.em, ctx.state.player.id, id, changes, deps.clock.now()),
    );
  });

  router.patch('/:id/toggle', async (ctx) => {
    const { id } = parseId(ctx.params);
    const { completed } = parse(toggleTaskRequestSchema, ctx.request.body);
    if (!completed) {
      ctx.body = {
        task: presentTask(await reopenTask(ctx.state.em, ctx.state.player.id, id)),
        achievements: [],
      };
      return;
    }
    const done = await completeTask(ctx.state.em, ctx.state.player.id, id, deps.clock.now());
    ctx.body = {
      task: presentTask(done.task),
      user: presentPlayer(done.player),
      achievements: done.achievements.map(presentUnlocked),
    };
  });

  router.delete('/:id', async (ctx) => {
    const { id } = parseId(ctx.params);
    await deleteTask(ctx.state.em, ctx.state.player.id, id);
    ctx.status = 204;
  });

  return mountable(router);
}
