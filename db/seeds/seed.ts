import { Item } from '../entities/Item.ts';
import type { Em } from '../orm.ts';
import { ITEM_CATALOGUE } from './items.ts';

/**
 * Brings the catalogues to the committed version: inserts new entries and updates changed ones by
 * their stable slug. Idempotent, so every start may run it; player data is never touched.
 */
export async function seedCatalogues(em: Em): Promise<void> {
  await em.transactional(async (tx) => {
    for (const seed of ITEM_CATALOGUE) {
      await tx.upsert(
        Item,
        {
          id: seed.id,
          name: seed.name,
          description: seed.description,
          type: seed.type,
          rarity: seed.rarity,
          price: seed.price,
          damageBonus: seed.damageBonus,
          defenseBonus: seed.defenseBonus,
          xpMultiplier: seed.xpMultiplier,
          coinMultiplier: seed.coinMultiplier,
          icon: seed.icon,
          translations: seed.translations,
          createdAt: new Date(),
        },
        { onConflictFields: ['id'], onConflictExcludeFields: ['createdAt'] },
      );
    }
  });
}
