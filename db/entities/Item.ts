import { defineEntity, p } from '@mikro-orm/core';
import { createdAt } from './base.ts';

export const ITEM_TYPES = ['weapon', 'armor', 'pet', 'consumable'] as const;
export const RARITIES = ['common', 'rare', 'epic', 'legendary'] as const;

export type ConsumableEffect =
  | { kind: 'heal'; amount: number }
  | { kind: 'experience'; amount: number }
  | { kind: 'feedCompanion'; happiness: number; experience: number }
  | { kind: 'questBoost'; reward: 'experience' | 'gold'; multiplier: number; quests: number };

export type ItemTranslations = Partial<Record<'es' | 'fr' | 'de', { name: string; description: string }>>;

/** The shop catalogue, identified by the spec's slugs (iron-sword, fire-dragon...). */
const ItemSchema = defineEntity({
  name: 'Item',
  tableName: 'items',
  properties: {
    id: p.string().length(64).primary(),
    name: p.string().length(120),
    description: p.string().length(500),
    type: p.enum(ITEM_TYPES),
    rarity: p.enum(RARITIES).default('common'),
    price: p.integer(),
    damageBonus: p.integer().default(0),
    defenseBonus: p.integer().default(0),
    xpMultiplier: p.double().default(1),
    coinMultiplier: p.double().default(1),
    icon: p.string().length(64).nullable(),
    translations: p.json<ItemTranslations>().nullable(),
    /** What using a consumable does (null for equipment and companions). */
    effect: p.json<ConsumableEffect>().nullable(),
    /** The full set a weapon or armor belongs to (protocol/rules/sets.ts); null for the rest. */
    setId: p.string().length(32).nullable(),
    createdAt: createdAt(),
  },
  indexes: [{ name: 'items_type_idx', properties: ['type'] }],
  checks: [{ name: 'items_price_non_negative', expression: 'price >= 0' }],
});

export class Item extends ItemSchema.class {}
ItemSchema.setClass(Item);

export { ItemSchema };
