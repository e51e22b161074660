import type { startersEn } from './en.ts';

export const startersDe: typeof startersEn = {
  title: 'Drei kleine Quests für heute',
  text: 'Dein Quest-Begleiter hat diese für einen leichten Start ausgesucht. Füge eine mit einem Klick hinzu; ohne dich wird nichts hinzugefügt.',
  add: 'Quest hinzufügen',
  addLabel: 'Quest hinzufügen: „{{title}}“',
  easy: 'Leicht',
  added: 'Quest hinzugefügt',
  addedText: '„{{title}}“ steht auf deinem Brett. Schließe sie ab, wenn sie erledigt ist.',
  addFailed: 'Die Quest konnte nicht hinzugefügt werden',
  noneLeft:
    'Keine aktiven Quests. Morgen kommen neue Start-Quests, oder lege mit „Neue Quest“ eine eigene an.',
  loadFailed:
    'Keine aktiven Quests. Die Start-Quests von heute konnten nicht geladen werden; lege mit „Neue Quest“ eine eigene an.',
};
