import type { Translation } from '../en.ts';

export const commonEs: Translation['common'] = {
  close: 'Cerrar',
  cancel: 'Cancelar',
  retry: 'Reintentar',
  loading: 'Cargando...',
  loadFailed: 'No se pudo cargar. Tu progreso está a salvo.',
  difficulty: {
    label: 'Dificultad: {{difficulty}}',
    easy: 'Fácil',
    medium: 'Media',
    hard: 'Difícil',
    legendary: 'Legendaria',
  },
  questType: {
    daily: 'Diaria',
    weekly: 'Semanal',
    main: 'Principal',
    side: 'Secundaria',
  },
  xp: '+{{xp}} PX',
  gold: '+{{gold}} de oro',
  rewardLabel: 'Recompensa: {{xp}} PX y {{gold}} de oro',
  points_one: '{{count}} punto',
  points_other: '{{count}} puntos',
  days_one: '{{count}} día',
  days_other: '{{count}} días',
  achievementToastTitle: 'Honor conseguido: {{title}}',
  achievementToastText: '+{{points}} puntos · {{description}}',
  levelUp: '¡Subes de nivel! Has alcanzado el nivel {{level}}. Bien merecido.',
  dueDate: {
    due: 'Vence {{date}}',
    overdue: 'Atrasada',
    wasDue: 'vencía {{date}}',
  },
};
