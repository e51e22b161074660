import type { Translation } from '../en.ts';

export const shopFr: Translation['shop'] = {
  pageTitle: 'Boutique',
  title: 'Boutique',
  subtitle: 'Dépensez l’or de vos quêtes en équipement, compagnons et petits coups de pouce.',
  yourGold: 'Votre or',
  refresh: 'Actualiser',
  tabsLabel: 'Catégories d’objets',
  tabs: {
    weapon: 'Armes',
    armor: 'Armure',
    pet: 'Compagnons',
    consumable: 'Consommables',
  },
  empty: 'Rien à vendre ici pour le moment.',
  buy: 'Acheter',
  buyLabel: 'Acheter {{name}} pour {{price}} or',
  owned: 'Possédé',
  notEnoughGold: 'Pas assez d’or',
  confirmTitle: 'Acheter {{name}} ?',
  confirmText: '{{name}} coûte {{price}} or. Il vous restera {{left}} or.',
  confirm: 'Acheter',
  purchasing: 'Achat...',
  success: 'Achat réussi !',
  successText: '{{name}} est maintenant dans votre inventaire.',
  failed: 'Échec de l’achat',
};
