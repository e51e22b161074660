import type { quickAddEn } from './en.ts';

export const quickAddEs: typeof quickAddEn = {
  understood: 'Entendido',
  understoodNothing: 'Escribe un día, una hora, una rutina, p1 a p3 o ~20m, y se entiende mientras escribes.',
  kind: {
    date: 'Día',
    time: 'Hora',
    recurrence: 'Rutina',
    priority: 'Prioridad',
    estimate: 'Estimación',
  },
  undo: {
    date: 'No es una fecha: dejar «{{text}}» en el título',
    time: 'No es una hora: dejar «{{text}}» en el título',
    recurrence: 'No es una rutina: dejar «{{text}}» en el título',
    priority: 'No es una prioridad: dejar «{{text}}» en el título',
    estimate: 'No es una estimación: dejar «{{text}}» en el título',
  },
  recurrence: { daily: 'Cada día', weekdays: 'Cada día laborable', weekly: 'Cada semana' },
  priority: { high: 'Alta', medium: 'Media', low: 'Baja' },
  estimate: '~{{minutes}} min',
  voice: {
    start: 'Decir la línea',
    stop: 'Dejar de escuchar',
    denied: 'El micrófono no está permitido. Puedes permitirlo en la configuración del sitio del navegador.',
    noSpeech: 'No se oyó nada. Vuelve a intentarlo un poco más cerca del micrófono.',
    failed: 'Ahora no se pudo usar el micrófono. Escribir funciona como siempre.',
  },
  titleMissing: 'Añade qué quieres hacer, no solo cuándo.',
  plainHint: 'Entender fechas está desactivado: la línea se añade tal como la escribes (Perfil).',
};
