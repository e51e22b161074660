import type { Translation } from '../en.ts';

export const hallEs: Translation['hall'] = {
  tasks: 'Tareas',
  tasksText: 'Tus pendientes de hoy y el modo enfoque',
  honors: 'Salón de la Fama',
  honorsText: 'Tus títulos y logros',
  activeQuests: 'Misiones activas',
  activeCount_one: '{{count}} misión activa',
  activeCount_other: '{{count}} misiones activas',
  viewAll: 'Ver todas',
  activeEmpty: 'Ahora no tienes misiones activas. Una pequeña es un buen comienzo.',
  browse: 'Ver misiones',
  recentTitle: 'Logros recientes',
  recentEmpty: 'Completa una misión para ganar tu primer honor.',
  allHonors: 'Todos los honores',
  statsTitle: 'Tus estadísticas',
  stats: {
    questsCompleted: 'Misiones completadas',
    currentStreak: 'Racha actual',
    bestStreak: 'Mejor racha',
    totalPoints: 'Puntos totales',
  },
  activityTitle: 'Actividad reciente',
  activityEmpty: 'Aquí quedarán registradas tus aventuras.',
  activity: {
    questCompleted: 'Misión completada: {{subject}}',
    levelUp: '¡Subida de nivel! Nivel {{level}} alcanzado',
    achievementUnlocked: 'Logro desbloqueado: {{subject}}',
    itemPurchased: 'Objeto comprado: {{subject}}',
  },
};
