import type { setsEn } from './en.ts';

export const setsDe: typeof setsEn = {
  names: {
    wanderer: 'Wanderer-Set',
    knight: 'Ritter-Set',
    shadow: 'Schatten-Set',
    frost: 'Frost-Set',
    storm: 'Sturm-Set',
    dragon: 'Drachen-Set',
    crystal: 'Kristall-Set',
  },
  bonus: '+{{damage}} Schaden, +{{defense}} Verteidigung und +{{xp}} % Quest-EP',
  card: {
    title: 'Set-Bonus',
    intro:
      'Ein Set sind eine Waffe und eine Rüstung, die zusammengehören. Trag beide Teile eines Sets und du bekommst {{bonus}}.',
    introHint: 'Der Shop nennt bei jeder Waffe und Rüstung ihr Set.',
    progress: '{{count}} von {{total}}',
    progressLabel_one: '{{count}} von {{total}} Teilen getragen',
    progressLabel_other: '{{count}} von {{total}} Teilen getragen',
    missing: 'Trag auch {{name}} und du bekommst {{bonus}}.',
    active: 'Bonus aktiv: {{bonus}}, schon in deinem Angriff und deiner Verteidigung enthalten.',
    pieces: 'Teile',
    worn: 'Getragen',
    inBag: 'In deiner Tasche',
    notOwned: 'Noch nicht in deinem Besitz',
    equip: 'Anlegen',
    equipLabel: '{{name}} anlegen',
    shopLabel: '{{name}} im Shop ansehen',
  },
  tag: {
    bonus: '{{set}}: Zusammen mit {{name}} bekommst du {{bonus}}.',
    bothPieces: '{{set}}: Mit beiden Teilen bekommst du {{bonus}}.',
  },
};
