import type { Translation } from '../en.ts';

export const itemsDe: Translation['items'] = {
  rarity: {
    common: 'Gewöhnlich',
    rare: 'Selten',
    epic: 'Episch',
    legendary: 'Legendär',
  },
  damage: '+{{value}} Schaden',
  defense: '+{{value}} Verteidigung',
  xpBonus: '+{{value}} % EP',
  goldBonus: '+{{value}} % Gold',
  effect: {
    heal: 'Stellt {{amount}} Gesundheit wieder her',
    experience: 'Gewährt {{amount}} EP',
    feedCompanion: 'Füttert deinen aktiven Begleiter: +{{happiness}} Zufriedenheit, +{{experience}} EP',
    questBoostExperience: 'Deine nächsten {{quests}} Quests geben ×{{multiplier}} EP',
    questBoostGold: 'Deine nächsten {{quests}} Quests geben ×{{multiplier}} Gold',
  },
  price: '{{price}} Gold',
};
