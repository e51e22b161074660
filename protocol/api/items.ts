import { z } from 'zod';
import { safeText } from '../text.ts';
import { unlockedAchievementSchema } from './achievements.ts';
import { userSchema } from './user.ts';

export const ITEM_TYPES = ['weapon', 'armor', 'pet', 'consumable'] as const;
export const RARITIES = ['common', 'rare', 'epic', 'legendary'] as const;
export const itemTypeSchema = z.enum(ITEM_TYPES);

const textSchema = z.object({ name: safeText(), description: safeText() });

export const consumableEffectSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('heal'), amount: z.number().int() }),
  z.object({ kind: z.literal('experience'), amount: z.number().int() }),
  z.object({ kind: z.literal('feedCompanion'), happiness: z.number().int(), experience: z.number().int() }),
  z.object({
    kind: z.literal('questBoost'),
    reward: z.enum(['experience', 'gold']),
    multiplier: z.number(),
    quests: z.number().int(),
  }),
]);
export type ConsumableEffectDto = z.infer<typeof consumableEffectSchema>;

/** A catalogue item; `name`/`description` are English, `translations` holds es, fr and de. */
export const itemSchema = z.object({
  id: safeText(),
  name: safeText(),
  description: safeText(),
  translations: z.record(safeText(), textSchema),
  type: itemTypeSchema,
  rarity: z.enum(RARITIES),
  price: z.number().int(),
  damageBonus: z.number().int(),
  defenseBonus: z.number().int(),
  xpMultiplier: z.number(),
  coinMultiplier: z.number(),
  icon: safeText().nullable(),
  effect: consumableEffectSchema.nullable(),
  /** The full set a weapon or armor belongs to (protocol/rules/sets.ts), else null. */
  set: safeText().nullable(),
});
export type Item = z.infer<typeof itemSchema>;

export const purchaseRequestSchema = z.object({
  itemId: safeText({ error: 'Item is required' }).trim().min(1).max(64),
});
export const purchaseResponseSchema = z.object({
  newGold: z.number().int(),
  item: itemSchema,
  user: userSchema,
  achievements: z.array(unlockedAchievementSchema),
});

export const inventoryEntrySchema = z.object({
  id: safeText(),
  userId: safeText(),
  itemId: safeText(),
  quantity: z.number().int(),
  equipped: z.boolean(),
  obtainedAt: safeText(),
  item: itemSchema,
  /** Flattened for the screens that read them directly (spec 000 section 3). */
  name: safeText(),
  type: itemTypeSchema,
  rarity: z.enum(RARITIES),
  damage: z.number().int(),
  defense: z.number().int(),
  description: safeText(),
});
export type InventoryEntry = z.infer<typeof inventoryEntrySchema>;

export const EQUIPMENT_SLOTS = ['weapon', 'armor'] as const;
export const slotSchema = z.enum(EQUIPMENT_SLOTS, { error: 'Type must be weapon or armor' });
export const equipRequestSchema = z.object({
  itemId: safeText({ error: 'Item is required' }).trim().min(1).max(64),
  type: slotSchema,
});
export const unequipRequestSchema = z.object({ type: slotSchema });

export const useItemResponseSchema = z.object({
  user: userSchema,
  /** The entry after use; null when the last one was used up. */
  entry: inventoryEntrySchema.nullable(),
  effect: consumableEffectSchema,
  achievements: z.array(unlockedAchievementSchema),
});
