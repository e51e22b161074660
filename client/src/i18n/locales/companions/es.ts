import type { Translation } from '../en.ts';

export const companionsEs: Translation['companions'] = {
  pageTitle: 'Compañeros',
  title: 'Compañeros',
  subtitle: 'Amigos leales que viajan contigo. El activo te ayuda en cada misión y contra el jefe.',
  emptyTitle: 'Todavía no tienes compañeros',
  emptyText:
    'Adopta un compañero en la tienda. Mientras está activo, te da +{{xp}} % de PX en cada misión y +{{hits}} % en tus golpes al jefe, y reduce a la mitad el contraataque del jefe.',
  visitShop: 'Buscar un compañero',
  level: 'Nivel {{level}}',
  experience: 'Experiencia',
  xpProgress: '{{current}} / {{total}} PX',
  happiness: 'Felicidad',
  happinessValue: '{{value}} %',
  whileActive: 'Mientras está activo',
  help: {
    xp: '+{{percent}} % de PX en cada misión',
    hits: '+{{percent}} % en tus golpes al jefe',
    strike: 'Reduce a la mitad el contraataque del jefe',
  },
  active: 'Activo',
  activate: 'Activar',
  deactivate: 'Desactivar',
  activateLabel: 'Activar {{name}}',
  deactivateLabel: 'Desactivar {{name}}',
  feed: 'Alimentar (10 de oro)',
  feedLabel: 'Alimentar a {{name}} por 10 de oro',
  feedTreat: 'Dar una golosina',
  feedTreatLabel: 'Dar una golosina a {{name}}',
  noTreat: 'Compra primero una golosina en la tienda',
  fed: 'A {{name}} le encantó la comida',
  fedText: 'La felicidad está ahora en {{happiness}} %.',
  levelUp: '¡{{name}} alcanzó el nivel {{level}}!',
  feedFailed: 'No se pudo alimentar',
  benefitsTitle: 'Ventajas de los compañeros',
  benefitsActive:
    '{{name}} está a tu lado: +{{xp}} % de PX en cada misión completada, +{{hits}} % en tus golpes al jefe, y el contraataque del jefe se reduce a la mitad.',
  benefitsNone:
    'Activa un compañero para ganar +{{xp}} % de PX en cada misión completada, +{{hits}} % en tus golpes al jefe y recibir solo la mitad del contraataque del jefe.',
  benefitsCare:
    'Alimentarlo sube su felicidad y su experiencia hasta que sube de nivel. Su ayuda es la misma en cualquier nivel y con cualquier felicidad.',
};
