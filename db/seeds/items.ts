import type { ConsumableEffect, ItemTranslations } from '../entities/Item.ts';

export type { ConsumableEffect };

export interface ItemSeed {
  id: string;
  name: string;
  description: string;
  type: 'weapon' | 'armor' | 'pet' | 'consumable';
  rarity: 'common' | 'rare' | 'epic' | 'legendary';
  price: number;
  damageBonus: number;
  defenseBonus: number;
  xpMultiplier: number;
  coinMultiplier: number;
  /** A lucide-react icon name in kebab-case. */
  icon: string;
  translations: Required<ItemTranslations>;
  /** Only for consumables. */
  effect?: ConsumableEffect;
}

/**
 * The shop catalogue. Balance: a new player starts with 100 gold and earns 5/15/30/75 gold per
 * easy/medium/hard/legendary quest; common 50-150, rare 200-400, epic 500-900, legendary 1000-2000.
 * The active companion's help (DESIGN 11: +10% quest XP, +5% on boss hits, half the boss's strike
 * back) is applied by the game, not through the item multipliers. Descriptions say what an item does
 * with its numbers and promise nothing more.
 */
export const ITEM_CATALOGUE: readonly ItemSeed[] = [
  // Weapons
  {
    id: 'iron-sword',
    name: 'Iron Sword',
    description: "A trusty, light blade that feels right at home in a new adventurer's hand.",
    type: 'weapon',
    rarity: 'common',
    price: 60,
    damageBonus: 3,
    defenseBonus: 0,
    xpMultiplier: 1,
    coinMultiplier: 1,
    icon: 'sword',
    translations: {
      es: {
        name: 'Espada de hierro',
        description: 'Una hoja fiel y ligera, perfecta para empezar tu aventura con confianza.',
      },
      fr: {
        name: 'Épée en fer',
        description: 'Une lame fidèle et légère, parfaite pour commencer votre aventure en toute confiance.',
      },
      de: {
        name: 'Eisenschwert',
        description: 'Eine treue, leichte Klinge, perfekt, um dein Abenteuer mit Zuversicht zu beginnen.',
      },
    },
  },
  {
    id: 'steel-sword',
    name: 'Steel Sword',
    description: 'A well-balanced blade forged for adventurers who are finding their own rhythm.',
    type: 'weapon',
    rarity: 'common',
    price: 140,
    damageBonus: 6,
    defenseBonus: 0,
    xpMultiplier: 1,
    coinMultiplier: 1,
    icon: 'swords',
    translations: {
      es: {
        name: 'Espada de acero',
        description: 'Una hoja bien equilibrada, forjada para quienes están encontrando su propio ritmo.',
      },
      fr: {
        name: 'Épée en acier',
        description:
          'Une lame bien équilibrée, forgée pour celles et ceux qui trouvent peu à peu leur rythme.',
      },
      de: {
        name: 'Stahlschwert',
        description:
          'Eine ausgewogene Klinge, geschmiedet für alle, die gerade ihren eigenen Rhythmus finden.',
      },
    },
  },
  {
    id: 'shadow-dagger',
    name: 'Shadow Dagger',
    description: 'A quick, quiet blade for slipping through small tasks one step at a time.',
    type: 'weapon',
    rarity: 'rare',
    price: 240,
    damageBonus: 9,
    defenseBonus: 0,
    xpMultiplier: 1,
    coinMultiplier: 1,
    icon: 'moon-star',
    translations: {
      es: {
        name: 'Daga de las sombras',
        description: 'Una hoja rápida y silenciosa para avanzar entre pequeñas tareas, paso a paso.',
      },
      fr: {
        name: "Dague de l'ombre",
        description: 'Une lame vive et silencieuse pour avancer dans les petites tâches, pas à pas.',
      },
      de: {
        name: 'Schattendolch',
        description: 'Eine flinke, leise Klinge, mit der du kleine Aufgaben Schritt für Schritt meisterst.',
      },
    },
  },
  {
    id: 'ice-blade',
    name: 'Ice Blade',
    description: 'A cool, clear-edged blade that helps you keep a calm head on busy days.',
    type: 'weapon',
    rarity: 'rare',
    price: 340,
    damageBonus: 12,
    defenseBonus: 0,
    xpMultiplier: 1,
    coinMultiplier: 1,
    icon: 'snowflake',
    translations: {
      es: {
        name: 'Hoja de hielo',
        description: 'Una hoja fresca y afilada que te ayuda a mantener la calma en los días ajetreados.',
      },
      fr: {
        name: 'Lame de glace',
        description: 'Une lame fraîche et limpide qui vous aide à garder la tête froide les jours chargés.',
      },
      de: {
        name: 'Eisklinge',
        description:
          'Eine kühle, klare Klinge, die dir an vollen Tagen hilft, einen ruhigen Kopf zu bewahren.',
      },
    },
  },
  {
    id: 'storm-bow',
    name: 'Storm Bow',
    description:
      'Each arrow crackles with thunder, so you can reach far-off goals from right where you stand.',
    type: 'weapon',
    rarity: 'epic',
    price: 580,
    damageBonus: 15,
    defenseBonus: 0,
    xpMultiplier: 1,
    coinMultiplier: 1,
    icon: 'bow-arrow',
    translations: {
      es: {
        name: 'Arco de la tormenta',
        description: 'Cada flecha chispea con truenos para que alcances metas lejanas desde donde estás.',
      },
      fr: {
        name: "Arc de l'orage",
        description: 'Chaque flèche crépite de tonnerre pour atteindre des objectifs lointains sans bouger.',
      },
      de: {
        name: 'Sturmbogen',
        description:
          'Jeder Pfeil knistert vor Donner, damit du ferne Ziele von genau dort erreichst, wo du stehst.',
      },
    },
  },
  {
    id: 'flame-sword',
    name: 'Flame Sword',
    description: 'A blade glowing with warm fire that sparks a little extra XP from every quest (+5% XP).',
    type: 'weapon',
    rarity: 'epic',
    price: 820,
    damageBonus: 20,
    defenseBonus: 0,
    xpMultiplier: 1.05,
    coinMultiplier: 1,
    icon: 'flame',
    translations: {
      es: {
        name: 'Espada flamígera',
        description:
          'Una hoja que brilla con un fuego cálido y te regala un poco más de XP en cada misión (+5 %).',
      },
      fr: {
        name: 'Épée de flammes',
        description:
          "Une lame qui brille d'un feu chaleureux et vous offre un peu plus d'XP à chaque quête (+5 %).",
      },
      de: {
        name: 'Flammenschwert',
        description:
          'Eine Klinge, die in warmem Feuer glüht und dir bei jeder Quest etwas mehr EP schenkt (+5 %).',
      },
    },
  },
  {
    id: 'crystal-staff',
    name: 'Crystal Staff',
    description:
      'A shimmering staff of pure crystal that turns every finished quest into extra wisdom (+15% XP).',
    type: 'weapon',
    rarity: 'legendary',
    price: 1500,
    damageBonus: 28,
    defenseBonus: 0,
    xpMultiplier: 1.15,
    coinMultiplier: 1,
    icon: 'wand-sparkles',
    translations: {
      es: {
        name: 'Báculo de cristal',
        description:
          'Un báculo reluciente de cristal puro que convierte cada misión cumplida en sabiduría (+15 % XP).',
      },
      fr: {
        name: 'Bâton de cristal',
        description:
          'Un bâton scintillant de cristal pur qui change chaque quête accomplie en sagesse (+15 % XP).',
      },
      de: {
        name: 'Kristallstab',
        description:
          'Ein schimmernder Kristallstab, der jede erledigte Quest in Weisheit verwandelt (+15 % EP).',
      },
    },
  },

  // Armor
  {
    id: 'leather-armor',
    name: 'Leather Armor',
    description: 'Soft, sturdy leather that feels comfortable on everyday quests.',
    type: 'armor',
    rarity: 'common',
    price: 60,
    damageBonus: 0,
    defenseBonus: 3,
    xpMultiplier: 1,
    coinMultiplier: 1,
    icon: 'shirt',
    translations: {
      es: {
        name: 'Armadura de cuero',
        description: 'Cuero suave y resistente, cómodo en las misiones de cada día.',
      },
      fr: {
        name: 'Armure de cuir',
        description: 'Un cuir souple et solide, confortable pour les quêtes du quotidien.',
      },
      de: {
        name: 'Lederrüstung',
        description: 'Weiches, robustes Leder, bequem bei alltäglichen Quests.',
      },
    },
  },
  {
    id: 'chain-mail',
    name: 'Chain Mail',
    description: 'Linked rings of steel, light enough to wear all through a busy day.',
    type: 'armor',
    rarity: 'common',
    price: 150,
    damageBonus: 0,
    defenseBonus: 6,
    xpMultiplier: 1,
    coinMultiplier: 1,
    icon: 'shield',
    translations: {
      es: {
        name: 'Cota de malla',
        description: 'Anillas de acero entrelazadas, ligeras para llevarlas todo un día ajetreado.',
      },
      fr: {
        name: 'Cotte de mailles',
        description: "Des anneaux d'acier entrelacés, assez légers pour toute une journée chargée.",
      },
      de: {
        name: 'Kettenhemd',
        description: 'Verflochtene Stahlringe, leicht genug für einen ganzen vollen Tag.',
      },
    },
  },
  {
    id: 'mage-robes',
    name: 'Mage Robes',
    description: 'Flowing robes embroidered with starlight, as light as a calm morning.',
    type: 'armor',
    rarity: 'rare',
    price: 260,
    damageBonus: 0,
    defenseBonus: 8,
    xpMultiplier: 1,
    coinMultiplier: 1,
    icon: 'sparkles',
    translations: {
      es: {
        name: 'Túnica de mago',
        description: 'Una túnica fluida bordada con luz de estrellas, ligera como una mañana tranquila.',
      },
      fr: {
        name: 'Robe de mage',
        description: "Une robe fluide brodée de lumière d'étoiles, légère comme un matin calme.",
      },
      de: {
        name: 'Magierrobe',
        description: 'Eine fließende Robe, mit Sternenlicht bestickt, leicht wie ein ruhiger Morgen.',
      },
    },
  },
  {
    id: 'plate-armor',
    name: 'Plate Armor',
    description: 'Heavy, polished plates made for the big quests.',
    type: 'armor',
    rarity: 'rare',
    price: 390,
    damageBonus: 0,
    defenseBonus: 12,
    xpMultiplier: 1,
    coinMultiplier: 1,
    icon: 'shield-half',
    translations: {
      es: {
        name: 'Armadura de placas',
        description: 'Placas pulidas y robustas, hechas para las grandes misiones.',
      },
      fr: {
        name: 'Armure de plates',
        description: 'Des plaques polies et robustes, faites pour les grandes quêtes.',
      },
      de: {
        name: 'Plattenrüstung',
        description: 'Schwere, polierte Platten, gemacht für die großen Quests.',
      },
    },
  },
  {
    id: 'shadow-cloak',
    name: 'Shadow Cloak',
    description:
      'A soft, dark cloak that hides you from distractions and finds you a few extra coins (+5% gold).',
    type: 'armor',
    rarity: 'epic',
    price: 560,
    damageBonus: 0,
    defenseBonus: 15,
    xpMultiplier: 1,
    coinMultiplier: 1.05,
    icon: 'moon',
    translations: {
      es: {
        name: 'Capa de las sombras',
        description:
          'Una capa oscura y suave que te resguarda de las distracciones y te trae más monedas (+5 % oro).',
      },
      fr: {
        name: "Cape d'ombre",
        description:
          'Une cape sombre et douce qui vous protège des distractions et vous trouve quelques pièces (+5 % or).',
      },
      de: {
        name: 'Schattenumhang',
        description:
          'Ein weicher, dunkler Umhang, der dich vor Ablenkungen schützt und Münzen findet (+5 % Gold).',
      },
    },
  },
  {
    id: 'dragon-scale',
    name: 'Dragon Scale Armor',
    description: 'Shimmering scales gifted by a friendly dragon, sturdy enough for your most daring quests.',
    type: 'armor',
    rarity: 'epic',
    price: 880,
    damageBonus: 0,
    defenseBonus: 21,
    xpMultiplier: 1,
    coinMultiplier: 1,
    icon: 'shield-check',
    translations: {
      es: {
        name: 'Armadura de escamas de dragón',
        description:
          'Escamas relucientes, regalo de un dragón amistoso, firmes para tus misiones más atrevidas.',
      },
      fr: {
        name: 'Armure en écailles de dragon',
        description:
          "Des écailles chatoyantes d'un dragon ami, solides pour vos quêtes les plus audacieuses.",
      },
      de: {
        name: 'Drachenschuppenrüstung',
        description:
          'Schimmernde Schuppen, Geschenk eines freundlichen Drachen, stark genug für deine kühnsten Quests.',
      },
    },
  },
  {
    id: 'crystal-armor',
    name: 'Crystal Armor',
    description: 'Radiant armor of living crystal that makes every quest richer: +10% gold.',
    type: 'armor',
    rarity: 'legendary',
    price: 1800,
    damageBonus: 0,
    defenseBonus: 30,
    xpMultiplier: 1,
    coinMultiplier: 1.1,
    icon: 'gem',
    translations: {
      es: {
        name: 'Armadura de cristal',
        description: 'Una armadura radiante de cristal vivo que enriquece cada misión: +10 % de oro.',
      },
      fr: {
        name: 'Armure de cristal',
        description: 'Une armure de cristal vivant qui rend chaque quête plus généreuse : +10 % d’or.',
      },
      de: {
        name: 'Kristallrüstung',
        description: 'Eine strahlende Kristallrüstung, die jede Quest lohnender macht: +10 % Gold.',
      },
    },
  },

  // Companions (type 'pet'): no stat bonuses; the active one gives +10% quest XP, +5% on boss hits
  // and halves the boss's strike back (the same for every companion).
  {
    id: 'healing-cat',
    name: 'Healing Cat',
    description:
      'A purring friend who softens every blow. While active: +10% XP on every quest, +5% on your boss hits, and the boss’s strike back is halved.',
    type: 'pet',
    rarity: 'common',
    price: 120,
    damageBonus: 0,
    defenseBonus: 0,
    xpMultiplier: 1,
    coinMultiplier: 1,
    icon: 'cat',
    translations: {
      es: {
        name: 'Gato sanador',
        description:
          'Un amigo ronroneante que suaviza cada golpe. Activo: +10 % de PX en cada misión, +5 % en tus golpes al jefe y solo la mitad del contraataque del jefe.',
      },
      fr: {
        name: 'Chat guérisseur',
        description:
          'Un ami ronronnant qui adoucit chaque coup. Actif : +10 % d’XP à chaque quête, +5 % sur vos coups au boss, et la riposte du boss divisée par deux.',
      },
      de: {
        name: 'Heilkatze',
        description:
          'Eine schnurrende Freundin, die jeden Schlag abfedert. Aktiv: +10 % EP bei jeder Quest, +5 % auf deine Boss-Treffer und nur der halbe Gegenschlag des Bosses.',
      },
    },
  },
  {
    id: 'ice-wolf',
    name: 'Ice Wolf',
    description:
      'A loyal wolf with a frosty coat who walks every quest with you. While active: +10% XP on every quest, +5% on your boss hits, and the boss’s strike back is halved.',
    type: 'pet',
    rarity: 'rare',
    price: 280,
    damageBonus: 0,
    defenseBonus: 0,
    xpMultiplier: 1,
    coinMultiplier: 1,
    icon: 'dog',
    translations: {
      es: {
        name: 'Lobo de hielo',
        description:
          'Un lobo leal de pelaje helado que recorre contigo cada misión. Activo: +10 % de PX en cada misión, +5 % en tus golpes al jefe y solo la mitad del contraataque del jefe.',
      },
      fr: {
        name: 'Loup de glace',
        description:
          'Un loup fidèle au pelage givré qui fait chaque quête avec vous. Actif : +10 % d’XP à chaque quête, +5 % sur vos coups au boss, et la riposte du boss divisée par deux.',
      },
      de: {
        name: 'Eiswolf',
        description:
          'Ein treuer Wolf mit frostigem Fell, der jede Quest mit dir geht. Aktiv: +10 % EP bei jeder Quest, +5 % auf deine Boss-Treffer und nur der halbe Gegenschlag des Bosses.',
      },
    },
  },
  {
    id: 'storm-eagle',
    name: 'Storm Eagle',
    description:
      'A keen-eyed eagle who watches the sky above your quests. While active: +10% XP on every quest, +5% on your boss hits, and the boss’s strike back is halved.',
    type: 'pet',
    rarity: 'rare',
    price: 380,
    damageBonus: 0,
    defenseBonus: 0,
    xpMultiplier: 1,
    coinMultiplier: 1,
    icon: 'bird',
    translations: {
      es: {
        name: 'Águila de la tormenta',
        description:
          'Un águila de vista aguda que vigila el cielo sobre tus misiones. Activa: +10 % de PX en cada misión, +5 % en tus golpes al jefe y solo la mitad del contraataque del jefe.',
      },
      fr: {
        name: "Aigle de l'orage",
        description:
          'Un aigle au regard vif qui veille sur vos quêtes depuis le ciel. Actif : +10 % d’XP à chaque quête, +5 % sur vos coups au boss, et la riposte du boss divisée par deux.',
      },
      de: {
        name: 'Sturmadler',
        description:
          'Ein scharfsichtiger Adler, der vom Himmel über deine Quests wacht. Aktiv: +10 % EP bei jeder Quest, +5 % auf deine Boss-Treffer und nur der halbe Gegenschlag des Bosses.',
      },
    },
  },
  {
    id: 'shadow-raven',
    name: 'Shadow Raven',
    description:
      'A clever raven who keeps you quiet company. While active: +10% XP on every quest, +5% on your boss hits, and the boss’s strike back is halved.',
    type: 'pet',
    rarity: 'epic',
    price: 650,
    damageBonus: 0,
    defenseBonus: 0,
    xpMultiplier: 1,
    coinMultiplier: 1,
    icon: 'feather',
    translations: {
      es: {
        name: 'Cuervo de las sombras',
        description:
          'Un cuervo astuto que te hace compañía en silencio. Activo: +10 % de PX en cada misión, +5 % en tus golpes al jefe y solo la mitad del contraataque del jefe.',
      },
      fr: {
        name: "Corbeau de l'ombre",
        description:
          'Un corbeau malin qui vous tient compagnie en silence. Actif : +10 % d’XP à chaque quête, +5 % sur vos coups au boss, et la riposte du boss divisée par deux.',
      },
      de: {
        name: 'Schattenrabe',
        description:
          'Ein kluger Rabe, der dir still Gesellschaft leistet. Aktiv: +10 % EP bei jeder Quest, +5 % auf deine Boss-Treffer und nur der halbe Gegenschlag des Bosses.',
      },
    },
  },
  {
    id: 'fire-dragon',
    name: 'Fire Dragon',
    description:
      'A warm-hearted little dragon who cheers every finished quest. While active: +10% XP on every quest, +5% on your boss hits, and the boss’s strike back is halved.',
    type: 'pet',
    rarity: 'legendary',
    price: 1200,
    damageBonus: 0,
    defenseBonus: 0,
    xpMultiplier: 1,
    coinMultiplier: 1,
    icon: 'flame-kindling',
    translations: {
      es: {
        name: 'Dragón de fuego',
        description:
          'Un pequeño dragón de gran corazón que celebra cada misión cumplida. Activo: +10 % de PX en cada misión, +5 % en tus golpes al jefe y solo la mitad del contraataque del jefe.',
      },
      fr: {
        name: 'Dragon de feu',
        description:
          'Un petit dragon au grand cœur qui fête chaque quête terminée. Actif : +10 % d’XP à chaque quête, +5 % sur vos coups au boss, et la riposte du boss divisée par deux.',
      },
      de: {
        name: 'Feuerdrache',
        description:
          'Ein kleiner Drache mit großem Herzen, der jede erledigte Quest feiert. Aktiv: +10 % EP bei jeder Quest, +5 % auf deine Boss-Treffer und nur der halbe Gegenschlag des Bosses.',
      },
    },
  },
  {
    id: 'crystal-unicorn',
    name: 'Crystal Unicorn',
    description:
      'A gentle unicorn with a soft, bright glow. While active: +10% XP on every quest, +5% on your boss hits, and the boss’s strike back is halved.',
    type: 'pet',
    rarity: 'legendary',
    price: 1700,
    damageBonus: 0,
    defenseBonus: 0,
    xpMultiplier: 1,
    coinMultiplier: 1,
    icon: 'rainbow',
    translations: {
      es: {
        name: 'Unicornio de cristal',
        description:
          'Un unicornio tierno de brillo suave y luminoso. Activo: +10 % de PX en cada misión, +5 % en tus golpes al jefe y solo la mitad del contraataque del jefe.',
      },
      fr: {
        name: 'Licorne de cristal',
        description:
          'Une douce licorne à la lueur tendre et claire. Active : +10 % d’XP à chaque quête, +5 % sur vos coups au boss, et la riposte du boss divisée par deux.',
      },
      de: {
        name: 'Kristalleinhorn',
        description:
          'Ein sanftes Einhorn mit weichem, hellem Schimmer. Aktiv: +10 % EP bei jeder Quest, +5 % auf deine Boss-Treffer und nur der halbe Gegenschlag des Bosses.',
      },
    },
  },

  // Consumables
  {
    id: 'health-potion',
    name: 'Health Potion',
    description: 'A sweet, fizzy potion that restores 30 health so you can get back to your adventure.',
    type: 'consumable',
    rarity: 'common',
    price: 50,
    damageBonus: 0,
    defenseBonus: 0,
    xpMultiplier: 1,
    coinMultiplier: 1,
    icon: 'flask-conical',
    effect: { kind: 'heal', amount: 30 },
    translations: {
      es: {
        name: 'Poción de salud',
        description:
          'Una poción dulce y burbujeante que te devuelve 30 puntos de salud para seguir tu aventura.',
      },
      fr: {
        name: 'Potion de soin',
        description:
          'Une potion douce et pétillante qui vous rend 30 points de vie pour reprendre votre aventure.',
      },
      de: {
        name: 'Heiltrank',
        description:
          'Ein süßer, prickelnder Trank, der dir 30 Lebenspunkte schenkt, damit dein Abenteuer weitergeht.',
      },
    },
  },
  {
    id: 'pet-treat',
    name: 'Companion Treat',
    description: 'A crunchy snack that makes your active companion happier (+20) and gives it 15 XP.',
    type: 'consumable',
    rarity: 'common',
    price: 50,
    damageBonus: 0,
    defenseBonus: 0,
    xpMultiplier: 1,
    coinMultiplier: 1,
    icon: 'cookie',
    effect: { kind: 'feedCompanion', happiness: 20, experience: 15 },
    translations: {
      es: {
        name: 'Golosina para compañeros',
        description: 'Un bocado crujiente que alegra a tu compañero activo (+20 de felicidad) y le da 15 XP.',
      },
      fr: {
        name: 'Friandise pour compagnon',
        description:
          'Un en-cas croustillant qui rend votre compagnon actif plus heureux (+20) et lui donne 15 XP.',
      },
      de: {
        name: 'Begleiter-Leckerli',
        description:
          'Ein knuspriger Snack, der deinen aktiven Begleiter glücklicher macht (+20) und ihm 15 EP gibt.',
      },
    },
  },
  {
    id: 'focus-tea',
    name: 'Focus Tea',
    description: 'A calming herbal brew that helps you settle in: your next 3 quests give 20% more XP.',
    type: 'consumable',
    rarity: 'common',
    price: 80,
    damageBonus: 0,
    defenseBonus: 0,
    xpMultiplier: 1,
    coinMultiplier: 1,
    icon: 'coffee',
    effect: { kind: 'questBoost', reward: 'experience', multiplier: 1.2, quests: 3 },
    translations: {
      es: {
        name: 'Té de concentración',
        description:
          'Una infusión relajante que te ayuda a centrarte: tus próximas 3 misiones dan un 20 % más de XP.',
      },
      fr: {
        name: 'Thé de concentration',
        description:
          "Une infusion apaisante pour vous poser : vos 3 prochaines quêtes rapportent 20 % d'XP en plus.",
      },
      de: {
        name: 'Fokustee',
        description:
          'Ein beruhigender Kräutertee zum Ankommen: Deine nächsten 3 Quests bringen 20 % mehr EP.',
      },
    },
  },
  {
    id: 'xp-scroll',
    name: 'Scroll of Experience',
    description: 'An old scroll full of handy tips that grants you 50 XP the moment you read it.',
    type: 'consumable',
    rarity: 'common',
    price: 120,
    damageBonus: 0,
    defenseBonus: 0,
    xpMultiplier: 1,
    coinMultiplier: 1,
    icon: 'scroll-text',
    effect: { kind: 'experience', amount: 50 },
    translations: {
      es: {
        name: 'Pergamino de experiencia',
        description: 'Un viejo pergamino lleno de consejos útiles que te otorga 50 XP en cuanto lo lees.',
      },
      fr: {
        name: "Parchemin d'expérience",
        description:
          "Un vieux parchemin rempli d'astuces utiles qui vous accorde 50 XP dès que vous le lisez.",
      },
      de: {
        name: 'Schriftrolle der Erfahrung',
        description:
          'Eine alte Schriftrolle voller hilfreicher Tipps, die dir beim Lesen sofort 50 EP schenkt.',
      },
    },
  },
  {
    id: 'gold-charm',
    name: 'Lucky Gold Charm',
    description: 'A little four-leaf charm that brings good luck: your next 3 quests give 50% more gold.',
    type: 'consumable',
    rarity: 'rare',
    price: 220,
    damageBonus: 0,
    defenseBonus: 0,
    xpMultiplier: 1,
    coinMultiplier: 1,
    icon: 'clover',
    effect: { kind: 'questBoost', reward: 'gold', multiplier: 1.5, quests: 3 },
    translations: {
      es: {
        name: 'Amuleto de la fortuna',
        description: 'Un pequeño trébol de la suerte: tus próximas 3 misiones dan un 50 % más de oro.',
      },
      fr: {
        name: 'Porte-bonheur doré',
        description: "Un petit trèfle porte-bonheur : vos 3 prochaines quêtes rapportent 50 % d'or en plus.",
      },
      de: {
        name: 'Goldener Glücksbringer',
        description: 'Ein kleines Glückskleeblatt: Deine nächsten 3 Quests bringen 50 % mehr Gold.',
      },
    },
  },
];
