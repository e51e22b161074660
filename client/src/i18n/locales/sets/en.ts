/**
 * Full sets (DESIGN 11): the set names, the character sheet's set card and the set tag on item
 * cards. The numbers come from protocol/rules/sets.ts (FULL_SET_BONUS), never from the text.
 */
export const setsEn = {
  names: {
    wanderer: 'Wanderer set',
    knight: 'Knight set',
    shadow: 'Shadow set',
    frost: 'Frost set',
    storm: 'Storm set',
    dragon: 'Dragon set',
    crystal: 'Crystal set',
  },
  bonus: '+{{damage}} damage, +{{defense}} defense and +{{xp}}% quest XP',
  card: {
    title: 'Set bonus',
    intro: 'A set is a weapon and an armor made to go together. Wear both pieces of one set for {{bonus}}.',
    introHint: 'The shop names the set of every weapon and armor.',
    progress: '{{count}} of {{total}}',
    progressLabel_one: '{{count}} of {{total}} pieces worn',
    progressLabel_other: '{{count}} of {{total}} pieces worn',
    missing: 'Also wear {{name}} for {{bonus}}.',
    active: 'Bonus active: {{bonus}}, already counted in your attack and defense.',
    pieces: 'Pieces',
    worn: 'Worn',
    inBag: 'In your bag',
    notOwned: 'Not owned yet',
    equip: 'Equip',
    equipLabel: 'Equip {{name}}',
    shopLabel: 'Find {{name}} in the shop',
  },
  tag: {
    bonus: '{{set}}: wear it with {{name}} for {{bonus}}.',
    bothPieces: '{{set}}: wear both of its pieces for {{bonus}}.',
  },
};
