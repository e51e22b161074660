import type { Translation } from '../en.ts';

export const itemsEs: Translation['items'] = {
  rarity: {
    common: 'Común',
    rare: 'Raro',
    epic: 'Épico',
    legendary: 'Legendario',
  },
  damage: '+{{value}} de daño',
  defense: '+{{value}} de defensa',
  xpBonus: '+{{value}} % de PX',
  goldBonus: '+{{value}} % de oro',
  effect: {
    heal: 'Restaura {{amount}} de salud',
    experience: 'Otorga {{amount}} PX',
    feedCompanion: 'Alimenta a tu compañero activo: +{{happiness}} de felicidad, +{{experience}} PX',
    questBoostExperience: 'Tus próximas {{quests}} misiones dan ×{{multiplier}} PX',
    questBoostGold: 'Tus próximas {{quests}} misiones dan ×{{multiplier}} de oro',
  },
  price: '{{price}} de oro',
};
