import type { setsEn } from './en.ts';

export const setsEs: typeof setsEn = {
  names: {
    wanderer: 'Conjunto del viajero',
    knight: 'Conjunto del caballero',
    shadow: 'Conjunto de las sombras',
    frost: 'Conjunto de escarcha',
    storm: 'Conjunto de la tormenta',
    dragon: 'Conjunto del dragón',
    crystal: 'Conjunto de cristal',
  },
  bonus: '+{{damage}} de daño, +{{defense}} de defensa y +{{xp}} % de PX en misiones',
  card: {
    title: 'Bonificación de conjunto',
    intro:
      'Un conjunto es un arma y una armadura hechas para ir juntas. Lleva las dos piezas de un conjunto y obtendrás {{bonus}}.',
    introHint: 'La tienda indica el conjunto de cada arma y armadura.',
    progress: '{{count}} de {{total}}',
    progressLabel_one: '{{count}} de {{total}} piezas equipadas',
    progressLabel_other: '{{count}} de {{total}} piezas equipadas',
    missing: 'Equipa también {{name}} para obtener {{bonus}}.',
    active: 'Bonificación activa: {{bonus}}, ya incluida en tu ataque y tu defensa.',
    pieces: 'Piezas',
    worn: 'Equipada',
    inBag: 'En tu bolsa',
    notOwned: 'Aún no la tienes',
    equip: 'Equipar',
    equipLabel: 'Equipar {{name}}',
    shopLabel: 'Buscar {{name}} en la tienda',
  },
  tag: {
    bonus: '{{set}}: junto con {{name}} obtienes {{bonus}}.',
    bothPieces: '{{set}}: con sus dos piezas equipadas obtienes {{bonus}}.',
  },
};
