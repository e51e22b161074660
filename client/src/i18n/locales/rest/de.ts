import type { restEn } from './en.ts';

export const restDe: typeof restEn = {
  title: 'Ruhemodus',
  text: 'Urlaub, Krankheit oder eine schwere Woche: Schalte den Ruhemodus ein, und der Boss schlägt nicht zurück, solange er an ist. Was du dir verdient hast, wird dir nie genommen, mit oder ohne ihn.',
  label: 'Ich ruhe mich aus',
  on: 'Der Ruhemodus ist an. Nimm dir alle Zeit, die du brauchst.',
  off: 'Der Ruhemodus ist aus. Willkommen zurück!',
  failed: 'Der Ruhemodus konnte nicht geändert werden. Bitte versuche es noch einmal.',
  badge: 'Ruht',
  badgeLabel: 'Ruht: Der Ruhemodus ist an. Im Profil kannst du ihn ändern',
};
