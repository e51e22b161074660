/** Words about catalogue items, shared by the shop and the inventory. */
export const itemsEn = {
  rarity: {
    common: 'Common',
    rare: 'Rare',
    epic: 'Epic',
    legendary: 'Legendary',
  },
  damage: '+{{value}} damage',
  defense: '+{{value}} defense',
  xpBonus: '+{{value}}% XP',
  goldBonus: '+{{value}}% gold',
  effect: {
    heal: 'Restores {{amount}} health',
    experience: 'Grants {{amount}} XP',
    feedCompanion: 'Feeds your active companion: +{{happiness}} happiness, +{{experience}} XP',
    questBoostExperience: 'Your next {{quests}} quests give ×{{multiplier}} XP',
    questBoostGold: 'Your next {{quests}} quests give ×{{multiplier}} gold',
  },
  price: '{{price}} gold',
};
