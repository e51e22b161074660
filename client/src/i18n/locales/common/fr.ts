import type { Translation } from '../en.ts';

export const commonFr: Translation['common'] = {
  close: 'Fermer',
  cancel: 'Annuler',
  retry: 'Réessayer',
  loading: 'Chargement...',
  loadFailed: 'Le chargement a échoué. Votre progression est en sécurité.',
  difficulty: {
    label: 'Difficulté : {{difficulty}}',
    easy: 'Facile',
    medium: 'Moyenne',
    hard: 'Difficile',
    legendary: 'Légendaire',
  },
  questType: {
    daily: 'Quotidienne',
    weekly: 'Hebdomadaire',
    main: 'Principale',
    side: 'Secondaire',
  },
  xp: '+{{xp}} XP',
  gold: '+{{gold}} or',
  rewardLabel: 'Récompense : {{xp}} XP et {{gold}} or',
  points_one: '{{count}} point',
  points_other: '{{count}} points',
  days_one: '{{count}} jour',
  days_other: '{{count}} jours',
  achievementToastTitle: 'Honneur obtenu : {{title}}',
  achievementToastText: '+{{points}} points · {{description}}',
  levelUp: 'Niveau supérieur ! Vous avez atteint le niveau {{level}}. Bien mérité.',
  dueDate: {
    due: 'Échéance {{date}}',
    overdue: 'En retard',
    wasDue: 'prévue {{date}}',
  },
};
