import type { Translation } from '../en.ts';

export const shopEs: Translation['shop'] = {
  pageTitle: 'Tienda de Objetos',
  title: 'Tienda de Objetos',
  subtitle: 'Gasta el oro de tus misiones en equipo, compañeros y pequeñas ayudas.',
  yourGold: 'Tu oro',
  refresh: 'Actualizar',
  tabsLabel: 'Categorías de objetos',
  tabs: {
    weapon: 'Armas',
    armor: 'Armadura',
    pet: 'Compañeros',
    consumable: 'Consumibles',
  },
  empty: 'Ahora mismo no hay nada a la venta aquí.',
  buy: 'Comprar',
  buyLabel: 'Comprar {{name}} por {{price}} de oro',
  owned: 'En posesión',
  notEnoughGold: 'Oro insuficiente',
  confirmTitle: '¿Comprar {{name}}?',
  confirmText: '{{name}} cuesta {{price}} de oro. Te quedarán {{left}} de oro.',
  confirm: 'Comprar ahora',
  purchasing: 'Comprando...',
  success: '¡Compra realizada!',
  successText: '{{name}} ya está en tu inventario.',
  failed: 'La compra falló',
};
