import type Router from '@koa/router';
import type { z } from 'zod';
import {
  activateCompanionRequestSchema,
  type activateCompanionResponseSchema,
  feedCompanionRequestSchema,
  type feedCompanionResponseSchema,
} from '../../protocol/api/companions.ts';
import {
  equipRequestSchema,
  purchaseRequestSchema,
  type purchaseResponseSchema,
  unequipRequestSchema,
  type useItemResponseSchema,
} from '../../protocol/api/items.ts';
import { feedOwnCompanion, toggleCompanion } from '../commands/companions.ts';
import { equipEntry, equipItem, unequipSlot } from '../commands/equipment.ts';
import { entryNotFound, useConsumable } from '../commands/inventory.ts';
import { purchaseItem } from '../commands/purchase.ts';
import { companionsOf } from '../data/companions.ts';
import { catalogue, petCatalogue } from '../data/economy.ts';
import { inventoryOf } from '../data/inventory.ts';
import type { AppDeps } from '../deps.ts';
import { notFound } from '../lib/httpErrors.ts';
import { mountable, signedInRouter } from '../middlewares/auth.ts';
import { parse, parseRouteId } from '../middlewares/validate.ts';
import { presentUnlocked } from '../presenters/achievement.ts';
import { presentCompanion } from '../presenters/companion.ts';
import { presentEntry, presentItem } from '../presenters/item.ts';
import { presentPlayer } from '../presenters/user.ts';
import type { AppState } from '../state.ts';

/** Shop, inventory, equipment and companions: gold and items change only in the commands' transactions. */
export function economyRoutes(deps: AppDeps): Router<AppState> {
  const router = signedInRouter({ prefix: '/api' });

  const entryId = (params: unknown) => parseRouteId(params, entryNotFound);

  router.get('/items', async (ctx) => {
    ctx.body = (await catalogue(ctx.state.em)).map(presentItem);
  });

  router.get('/pets', async (ctx) => {
    ctx.body = (await petCatalogue(ctx.state.em)).map(presentItem);
  });

  router.post('/items/purchase', async (ctx) => {
    const { itemId } = parse(purchaseRequestSchema, ctx.request.body);
    const bought = await purchaseItem(ctx.state.em, ctx.state.user.id, itemId, deps.clock.now());
    const user = presentPlayer(bought.player);
    ctx.body = {
      newGold: user.gold,
      item: presentItem(bought.item),
      user,
      achievements: bought.achievements.map(presentUnlocked),
    } satisfies z.infer<typeof purchaseResponseSchema>;
  });

  router.get('/inventory', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = (await inventoryOf(ctx.state.em, ctx.state.user.id)).map(presentEntry);
  });

  router.post('/inventory/:id/use', async (ctx) => {
    const used = await useConsumable(ctx.state.em, ctx.state.user.id, entryId(ctx.params), deps.clock.now());
    ctx.body = {
      user: presentPlayer(used.player),
      entry: used.entry ? presentEntry(used.entry) : null,
      effect: used.effect,
      achievements: used.achievements.map(presentUnlocked),
    } satisfies z.infer<typeof useItemResponseSchema>;
  });

  router.post('/inventory/:id/equip', async (ctx) => {
    ctx.body = {
      user: presentPlayer(
        await equipEntry(ctx.state.em, ctx.state.user.id, entryId(ctx.params), deps.clock.now()),
      ),
    };
  });

  router.post('/equipment/equip', async (ctx) => {
    const { itemId, type } = parse(equipRequestSchema, ctx.request.body);
    ctx.body = {
      user: presentPlayer(await equipItem(ctx.state.em, ctx.state.user.id, itemId, type, deps.clock.now())),
    };
  });

  router.post('/equipment/unequip', async (ctx) => {
    const { type } = parse(unequipRequestSchema, ctx.request.body);
    ctx.body = {
      user: presentPlayer(await unequipSlot(ctx.state.em, ctx.state.user.id, type, deps.clock.now())),
    };
  });

  router.get('/companions', async (ctx) => {
    const user = ctx.state.user;
    ctx.body = (await companionsOf(ctx.state.em, user.id)).map((c) => presentCompanion(c, user.equippedPet));
  });

  router.post('/companions/activate', async (ctx) => {
    const { companionId } = parse(activateCompanionRequestSchema, ctx.request.body);
    const { player, companion } = await toggleCompanion(
      ctx.state.em,
      ctx.state.user.id,
      companionId,
      deps.clock.now(),
    );
    ctx.body = {
      user: presentPlayer(player),
      companion: presentCompanion(companion, player.user.equippedPet),
    } satisfies z.infer<typeof activateCompanionResponseSchema>;
  });

  router.post('/companions/:id/feed', async (ctx) => {
    const companionId = parseRouteId(ctx.params, () => notFound('Companion not found'));
    const { with: method } = parse(feedCompanionRequestSchema, ctx.request.body);
    const fed = await feedOwnCompanion(
      ctx.state.em,
      ctx.state.user.id,
      companionId,
      method,
      deps.clock.now(),
    );
    ctx.body = {
      user: presentPlayer(fed.player),
      companion: presentCompanion(fed.companion, fed.player.user.equippedPet),
      levelUp: fed.levelUp,
    } satisfies z.infer<typeof feedCompanionResponseSchema>;
  });

  return mountable(router);
}
