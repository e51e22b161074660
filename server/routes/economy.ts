import type Router from '@koa/router';
import { Companion } from '../../db/entities/Companion.ts';
import { InventoryEntry } from '../../db/entities/InventoryEntry.ts';
import { Item } from '../../db/entities/Item.ts';
import { activateCompanionRequestSchema, feedCompanionRequestSchema } from '../../protocol/api/companions.ts';
import { equipRequestSchema, purchaseRequestSchema, unequipRequestSchema } from '../../protocol/api/items.ts';
import { feedOwnCompanion, toggleCompanion } from '../commands/companions.ts';
import { equipEntry, equipItem, unequipSlot } from '../commands/equipment.ts';
import { entryNotFound, useConsumable } from '../commands/inventory.ts';
import { purchaseItem } from '../commands/purchase.ts';
import type { AppDeps } from '../deps.ts';
import { notFound } from '../lib/httpErrors.ts';
import { mountable, signedInRouter } from '../middlewares/auth.ts';
import { parse, parseRouteId } from '../middlewares/validate.ts';
import { presentUnlocked } from '../presenters/achievement.ts';
import { presentCompanion } from '../presenters/companion.ts';
import { presentEntry, presentItem } from '../presenters/item.ts';
import { presentUserWithEquipment } from '../presenters/user.ts';
import { publishPlayerProgress } from '../realtime/publish.ts';
import type { AppState, SignedInContext } from '../state.ts';

const TYPE_ORDER = { weapon: 0, armor: 1, pet: 2, consumable: 3 } as const;

/** Shop, inventory, equipment and companions: gold and items change only in the commands' transactions. */
export function economyRoutes(deps: AppDeps): Router<AppState> {
  const router = signedInRouter({ prefix: '/api' });

  const presentAndPublish = async (
    ctx: SignedInContext,
    user: Parameters<typeof presentUserWithEquipment>[1],
  ) => {
    const dto = await presentUserWithEquipment(ctx.state.em, user);
    publishPlayerProgress(deps.realtime, dto);
    return dto;
  };
  const entryId = (params: unknown) => parseRouteId(params, entryNotFound);

  router.get('/items', async (ctx) => {
    const items = await ctx.state.em.find(Item, {}, { orderBy: { price: 'asc', id: 'asc' } });
    items.sort((a, b) => TYPE_ORDER[a.type] - TYPE_ORDER[b.type]);
    ctx.body = items.map(presentItem);
  });

  router.get('/pets', async (ctx) => {
    const pets = await ctx.state.em.find(Item, { type: 'pet' }, { orderBy: { price: 'asc', id: 'asc' } });
    ctx.body = pets.map(presentItem);
  });

  router.post('/items/purchase', async (ctx) => {
    const { itemId } = parse(purchaseRequestSchema, ctx.request.body);
    const bought = await purchaseItem(ctx.state.em, ctx.state.user.id, itemId);
    const user = await presentUserWithEquipment(ctx.state.em, bought.user);
    const achievements = bought.achievements.map(presentUnlocked);
    publishPlayerProgress(deps.realtime, user, achievements);
    ctx.body = { newGold: user.gold, item: presentItem(bought.item), user, achievements };
  });

  router.get('/inventory', async (ctx) => {
    const entries = await ctx.state.em.find(
      InventoryEntry,
      { user: ctx.state.user.id },
      { populate: ['item'], orderBy: { obtainedAt: 'desc', id: 'asc' } },
    );
    ctx.set('Cache-Control', 'no-store');
    ctx.body = entries.map(presentEntry);
  });

  router.post('/inventory/:id/use', async (ctx) => {
    const used = await useConsumable(ctx.state.em, ctx.state.user.id, entryId(ctx.params));
    const user = await presentUserWithEquipment(ctx.state.em, used.user);
    const achievements = used.achievements.map(presentUnlocked);
    publishPlayerProgress(deps.realtime, user, achievements);
    ctx.body = {
      user,
      entry: used.entry ? presentEntry(used.entry) : null,
      effect: used.effect,
      achievements,
    };
  });

  router.post('/inventory/:id/equip', async (ctx) => {
    const user = await equipEntry(ctx.state.em, ctx.state.user.id, entryId(ctx.params));
    ctx.body = { user: await presentAndPublish(ctx, user) };
  });

  router.post('/equipment/equip', async (ctx) => {
    const { itemId, type } = parse(equipRequestSchema, ctx.request.body);
    const user = await equipItem(ctx.state.em, ctx.state.user.id, itemId, type);
    ctx.body = { user: await presentAndPublish(ctx, user) };
  });

  router.post('/equipment/unequip', async (ctx) => {
    const { type } = parse(unequipRequestSchema, ctx.request.body);
    const user = await unequipSlot(ctx.state.em, ctx.state.user.id, type);
    ctx.body = { user: await presentAndPublish(ctx, user) };
  });

  router.get('/companions', async (ctx) => {
    const user = ctx.state.user;
    const companions = await ctx.state.em.find(
      Companion,
      { user: user.id },
      { populate: ['item'], orderBy: { createdAt: 'asc' } },
    );
    ctx.body = companions.map((c) => presentCompanion(c, user.equippedPet));
  });

  router.post('/companions/activate', async (ctx) => {
    const { companionId } = parse(activateCompanionRequestSchema, ctx.request.body);
    const { user, companion } = await toggleCompanion(ctx.state.em, ctx.state.user.id, companionId);
    ctx.body = {
      user: await presentAndPublish(ctx, user),
      companion: presentCompanion(companion, user.equippedPet),
    };
  });

  router.post('/companions/:id/feed', async (ctx) => {
    const companionId = parseRouteId(ctx.params, () => notFound('Companion not found'));
    const { with: method } = parse(feedCompanionRequestSchema, ctx.request.body);
    const fed = await feedOwnCompanion(ctx.state.em, ctx.state.user.id, companionId, method);
    ctx.body = {
      user: await presentAndPublish(ctx, fed.user),
      companion: presentCompanion(fed.companion, fed.user.equippedPet),
      levelUp: fed.levelUp,
    };
  });

  return mountable(router);
}
