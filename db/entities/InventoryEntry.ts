import { defineEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey } from './base.ts';
import { Item } from './Item.ts';
import { User } from './User.ts';

/**
 * One row per player and item: weapons, armor and pets are owned once, consumables stack in
 * `quantity`. The unique key is what makes 'already owned' impossible to race past.
 */
const InventoryEntrySchema = defineEntity({
  name: 'InventoryEntry',
  tableName: 'inventory_entries',
  properties: {
    id: uuidPrimaryKey(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    item: () => p.manyToOne(Item),
    quantity: p.integer().default(1),
    equipped: p.boolean().default(false),
    obtainedAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ name: 'inventory_entries_user_item_unique', properties: ['user', 'item'] }],
  checks: [{ name: 'inventory_entries_quantity_non_negative', expression: 'quantity >= 0' }],
});

export class InventoryEntry extends InventoryEntrySchema.class {}
InventoryEntrySchema.setClass(InventoryEntry);

export { InventoryEntrySchema };
