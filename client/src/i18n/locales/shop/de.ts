import type { Translation } from '../en.ts';

export const shopDe: Translation['shop'] = {
  pageTitle: 'Item-Shop',
  title: 'Item-Shop',
  subtitle: 'Gib das Gold aus deinen Quests für Ausrüstung, Begleiter und kleine Helfer aus.',
  yourGold: 'Dein Gold',
  refresh: 'Aktualisieren',
  tabsLabel: 'Gegenstandskategorien',
  tabs: {
    weapon: 'Waffen',
    armor: 'Rüstung',
    pet: 'Begleiter',
    consumable: 'Verbrauchbar',
  },
  empty: 'Hier gibt es gerade nichts zu kaufen.',
  buy: 'Kaufen',
  buyLabel: '{{name}} für {{price}} Gold kaufen',
  owned: 'Besitzt',
  notEnoughGold: 'Nicht genug Gold',
  confirmTitle: '{{name}} kaufen?',
  confirmText: '{{name}} kostet {{price}} Gold. Danach hast du noch {{left}} Gold.',
  confirm: 'Jetzt kaufen',
  purchasing: 'Kaufe...',
  success: 'Kauf erfolgreich!',
  successText: '{{name}} liegt jetzt in deinem Inventar.',
  failed: 'Kauf fehlgeschlagen',
};
