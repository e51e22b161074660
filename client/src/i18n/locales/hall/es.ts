import type { Translation } from '../en.ts';

export const hallEs: Translation['hall'] = {
  welcomeNew: '¡Bienvenido, {{username}}!',
  quickAdd: {
    label: 'Añadir una misión',
    submit: 'Añadir misión',
    submitShort: 'Añadir',
    hint: 'Intro la añade como misión fácil. Se entiende «mañana a las 5 de la tarde», «cada día» o «~20m».',
  },
  feedback: {
    bossHit: 'Ha golpeado al jefe de tu grupo con {{damage}} de daño.',
    bossDefeated: '¡Ha golpeado al jefe de tu grupo con {{damage}} de daño y lo ha derrotado!',
  },
  levelUp: {
    title: '¡Subes de nivel!',
    text: 'Has alcanzado el nivel {{level}}.',
    rest: 'Bien merecido. Respira un momento y sigue cuando estés listo.',
    continue: 'Continuar',
  },
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
