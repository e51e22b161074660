import type { Translation } from '../en.ts';

export const honorsEs: Translation['honors'] = {
  pageTitle: 'Salón de la Fama',
  eyebrow: 'Logros',
  text: 'Todos los títulos que has ganado y los honores que aún te esperan.',
  tiles: {
    titles: 'Títulos ganados',
    points: 'Puntos de experiencia',
    pointsDetail: 'Puntos de los honores que has obtenido',
    streak: 'Racha de misiones',
    mastery: 'Tasa de maestría',
  },
  titlesValue: '{{earned}} / {{total}}',
  milestone: 'Próximo hito legendario',
  milestoneProgress: '{{points}} / {{target}} puntos',
  milestoneRemaining: 'Faltan {{remaining}} puntos. Cada misión y cada tarea te acercan.',
  earnedTitle: 'Títulos legendarios',
  earnedEmpty: 'Tu primer título está a una misión de distancia.',
  unclaimedTitle: 'Honores por reclamar',
  unclaimedEmpty: 'Has conseguido todos los honores. ¡Verdaderamente legendario!',
  earnedOn: 'Conseguido el {{date}}',
  progress: '{{current}} / {{target}}',
  progressLabel: 'Progreso hacia {{title}}',
};
