import type { Translation } from '../en.ts';

export const honorsDe: Translation['honors'] = {
  pageTitle: 'Ruhmeshalle',
  eyebrow: 'Erfolge',
  text: 'Jeder Titel, den du verdient hast, und die Ehren, die noch auf dich warten.',
  tiles: {
    titles: 'Verdiente Titel',
    points: 'Erfahrungspunkte',
    pointsDetail: 'Punkte aus deinen verdienten Ehren',
    streak: 'Quest-Serie',
    mastery: 'Meisterschaft',
  },
  titlesValue: '{{earned}} / {{total}}',
  milestone: 'Nächster legendärer Meilenstein',
  milestoneProgress: '{{points}} / {{target}} Punkte',
  milestoneRemaining: 'Noch {{remaining}} Punkte. Jede Quest und jede Aufgabe bringt dich näher.',
  earnedTitle: 'Legendäre Titel',
  earnedEmpty: 'Dein erster Titel ist nur eine Quest entfernt.',
  unclaimedTitle: 'Offene Ehren',
  unclaimedEmpty: 'Du hast alle Ehren errungen. Wahrhaft legendär!',
  earnedOn: 'Verdient am {{date}}',
  progress: '{{current}} / {{target}}',
  progressLabel: 'Fortschritt für {{title}}',
};
