import type { setsEn } from './en.ts';

export const setsFr: typeof setsEn = {
  names: {
    wanderer: 'Panoplie du voyageur',
    knight: 'Panoplie du chevalier',
    shadow: 'Panoplie de l’ombre',
    frost: 'Panoplie du givre',
    storm: 'Panoplie de l’orage',
    dragon: 'Panoplie du dragon',
    crystal: 'Panoplie de cristal',
  },
  bonus: '+{{damage}} dégâts, +{{defense}} défense et +{{xp}} % d’XP de quête',
  card: {
    title: 'Bonus de panoplie',
    intro:
      'Une panoplie, c’est une arme et une armure faites pour aller ensemble. Portez les deux pièces d’une même panoplie pour obtenir {{bonus}}.',
    introHint: 'La boutique indique la panoplie de chaque arme et de chaque armure.',
    progress: '{{count}} sur {{total}}',
    progressLabel_one: '{{count}} pièce sur {{total}} portée',
    progressLabel_other: '{{count}} pièces sur {{total}} portées',
    missing: 'Portez aussi {{name}} pour obtenir {{bonus}}.',
    active: 'Bonus actif : {{bonus}}, déjà compris dans votre attaque et votre défense.',
    pieces: 'Pièces',
    worn: 'Portée',
    inBag: 'Dans votre sac',
    notOwned: 'Pas encore à vous',
    equip: 'Équiper',
    equipLabel: 'Équiper {{name}}',
    shopLabel: 'Trouver {{name}} à la boutique',
  },
  tag: {
    bonus: '{{set}} : avec {{name}}, vous obtenez {{bonus}}.',
    bothPieces: '{{set}} : avec ses deux pièces, vous obtenez {{bonus}}.',
  },
};
