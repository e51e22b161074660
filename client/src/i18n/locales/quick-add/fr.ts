import type { quickAddEn } from './en.ts';

export const quickAddFr: typeof quickAddEn = {
  understood: 'Compris',
  understoodNothing:
    'Écris un jour, une heure, une routine, p1 à p3 ou ~20m : c’est compris pendant que tu écris.',
  kind: {
    date: 'Jour',
    time: 'Heure',
    recurrence: 'Routine',
    priority: 'Priorité',
    estimate: 'Estimation',
  },
  undo: {
    date: 'Pas une date : garder « {{text}} » dans le titre',
    time: 'Pas une heure : garder « {{text}} » dans le titre',
    recurrence: 'Pas une routine : garder « {{text}} » dans le titre',
    priority: 'Pas une priorité : garder « {{text}} » dans le titre',
    estimate: 'Pas une estimation : garder « {{text}} » dans le titre',
  },
  recurrence: { daily: 'Chaque jour', weekdays: 'Chaque jour ouvré', weekly: 'Chaque semaine' },
  priority: { high: 'Haute', medium: 'Moyenne', low: 'Basse' },
  estimate: '~{{minutes}} min',
  voice: {
    start: 'Dicter la ligne',
    stop: 'Arrêter l’écoute',
    denied: 'Le micro n’est pas autorisé. Tu peux l’autoriser dans les paramètres du site du navigateur.',
    noSpeech: 'Rien n’a été entendu. Réessaie un peu plus près du micro.',
    failed: 'Le micro n’a pas pu être utilisé pour l’instant. La saisie fonctionne comme toujours.',
  },
  titleMissing: 'Ajoute ce que tu veux faire, pas seulement quand.',
  plainHint: 'La lecture des dates est désactivée : la ligne est ajoutée telle que tu l’écris (Profil).',
};
