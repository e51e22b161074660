import type { Translation } from '../en.ts';

export const commonDe: Translation['common'] = {
  close: 'Schließen',
  cancel: 'Abbrechen',
  retry: 'Erneut versuchen',
  loading: 'Wird geladen...',
  loadFailed: 'Das konnte nicht geladen werden. Dein Fortschritt ist sicher.',
  difficulty: {
    label: 'Schwierigkeit: {{difficulty}}',
    easy: 'Leicht',
    medium: 'Mittel',
    hard: 'Schwer',
    legendary: 'Legendär',
  },
  questType: {
    daily: 'Täglich',
    weekly: 'Wöchentlich',
    main: 'Hauptquest',
    side: 'Nebenquest',
  },
  xp: '+{{xp}} EP',
  gold: '+{{gold}} Gold',
  rewardLabel: 'Belohnung: {{xp}} EP und {{gold}} Gold',
  points_one: '{{count}} Punkt',
  points_other: '{{count}} Punkte',
  days_one: '{{count}} Tag',
  days_other: '{{count}} Tage',
  achievementToastTitle: 'Ehre verdient: {{title}}',
  achievementToastText: '+{{points}} Punkte · {{description}}',
  levelUp: 'Stufenaufstieg! Du hast Stufe {{level}} erreicht. Wohlverdient.',
  dueDate: {
    due: 'Fällig {{date}}',
    overdue: 'Überfällig',
    wasDue: 'war fällig {{date}}',
  },
};
