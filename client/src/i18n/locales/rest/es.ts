import type { restEn } from './en.ts';

export const restEs: typeof restEn = {
  title: 'Modo descanso',
  text: 'Vacaciones, enfermedad o una semana difícil: activa el modo descanso y el jefe no te contraatacará mientras esté activo. Nunca se te quita nada de lo que has ganado, con o sin él.',
  label: 'Estoy descansando',
  on: 'El modo descanso está activo. Tómate todo el tiempo que necesites.',
  off: 'El modo descanso está desactivado. ¡Bienvenido de nuevo!',
  failed: 'No se pudo cambiar el modo descanso. Inténtalo de nuevo.',
  badge: 'Descansando',
  badgeLabel: 'Descansando: el modo descanso está activado. Abre el Perfil para cambiarlo',
};
