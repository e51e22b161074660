import { Achievement } from '../../db/entities/Achievement.ts';
import { FeatureFlag } from '../../db/entities/FeatureFlag.ts';
import { Item } from '../../db/entities/Item.ts';
import type { Em } from '../../db/orm.ts';
import { ITEM_CATALOGUE } from '../../db/seeds/items.ts';
import { setOfItem } from '../../protocol/rules/sets.ts';
import { FEATURE_FLAGS } from '../domain/account/featureFlags.ts';
import { ACHIEVEMENTS } from '../domain/achievements/catalogue.ts';

/**
 * Brings the catalogues (items from db/seeds, achievements and feature flags from the game rules) to
 * the committed version: inserts new entries and updates changed ones by their stable slug.
 * Idempotent, so every start may run it; player data is never touched.
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
          effect: seed.effect ?? null,
          // The catalogue names the sets (protocol/rules/sets.ts): one weapon and one armor each.
          setId: setOfItem(seed.id),
          createdAt: new Date(),
        },
        { onConflictFields: ['id'], onConflictExcludeFields: ['createdAt'] },
      );
    }
    for (const def of ACHIEVEMENTS) {
      await tx.upsert(
        Achievement,
        {
          id: def.id,
          title: def.en.title,
          description: def.en.description,
          points: def.points,
          icon: def.icon,
          translations: { es: def.es, fr: def.fr, de: def.de },
          createdAt: new Date(),
        },
        { onConflictFields: ['id'], onConflictExcludeFields: ['createdAt'] },
      );
    }
    // Flags are created once with their defaults; afterwards only admins change them.
    for (const [name, flag] of Object.entries(FEATURE_FLAGS)) {
      if (await tx.count(FeatureFlag, { name })) continue;
      tx.create(FeatureFlag, {
        name,
        description: flag.description,
        isEnabled: flag.isEnabled,
        rolloutPercentage: flag.rolloutPercentage,
      });
    }
  });
}
