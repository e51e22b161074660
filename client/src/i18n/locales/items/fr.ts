import type { Translation } from '../en.ts';

export const itemsFr: Translation['items'] = {
  rarity: {
    common: 'Commun',
    rare: 'Rare',
    epic: 'Épique',
    legendary: 'Légendaire',
  },
  damage: '+{{value}} dégâts',
  defense: '+{{value}} défense',
  xpBonus: '+{{value}} % d’XP',
  goldBonus: '+{{value}} % d’or',
  effect: {
    heal: 'Restaure {{amount}} points de vie',
    experience: 'Accorde {{amount}} XP',
    feedCompanion: 'Nourrit votre compagnon actif : +{{happiness}} bonheur, +{{experience}} XP',
    questBoostExperience: 'Vos {{quests}} prochaines quêtes donnent ×{{multiplier}} XP',
    questBoostGold: 'Vos {{quests}} prochaines quêtes donnent ×{{multiplier}} d’or',
  },
  price: '{{price}} or',
};
