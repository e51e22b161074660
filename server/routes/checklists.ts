import type Router from '@koa/router';
import {
  addChecklistItemRequestSchema,
  checklistItemParamsSchema,
  updateChecklistItemRequestSchema,
} from '../../protocol/api/planning.ts';
import { idParamSchema } from '../../protocol/api/quests.ts';
import {
  addChecklistItem,
  checklistItemNotFound,
  deleteChecklistItem,
  updateChecklistItem,
} from '../commands/checklists.ts';
import { questNotFound } from '../commands/quests.ts';
import { taskNotFound } from '../commands/tasks.ts';
import type { ChecklistOwner } from '../data/checklists.ts';
import { mountable, signedInRouter } from '../middlewares/auth.ts';
import { parse } from '../middlewares/validate.ts';
import type { AppState } from '../state.ts';

/**
 * The checklists of quests and tasks (DESIGN section 13): `POST /api/{quests|tasks}/{id}/checklist`
 * answers 201 with the item, `PATCH .../checklist/{itemId}` the item as changed, `DELETE` 204.
 */
export function checklistRoutes(owner: ChecklistOwner): Router<AppState> {
  const router = signedInRouter({ prefix: `/api/${owner}/:id/checklist` });
  const ownerMissing = owner === 'quests' ? questNotFound : taskNotFound;

  const ownerId = (params: unknown) => {
    const parsed = idParamSchema.safeParse(params);
    if (!parsed.success) throw ownerMissing();
    return parsed.data.id;
  };
  const itemParams = (params: unknown) => {
    const id = ownerId(params);
    const parsed = checklistItemParamsSchema.safeParse(params);
    if (!parsed.success) throw checklistItemNotFound();
    return { id, itemId: parsed.data.itemId };
  };

  router.post('/', async (ctx) => {
    const id = ownerId(ctx.params);
    const { text } = parse(addChecklistItemRequestSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await addChecklistItem(ctx.state.em, ctx.state.player.id, owner, id, text);
  });

  router.patch('/:itemId', async (ctx) => {
    const { id, itemId } = itemParams(ctx.params);
    const change = parse(updateChecklistItemRequestSchema, ctx.request.body);
    ctx.body = await updateChecklistItem(ctx.state.em, ctx.state.player.id, owner, id, itemId, change);
  });

  router.delete('/:itemId', async (ctx) => {
    const { id, itemId } = itemParams(ctx.params);
    await deleteChecklistItem(ctx.state.em, ctx.state.player.id, owner, id, itemId);
    ctx.status = 204;
  });

  return mountable(router);
}
