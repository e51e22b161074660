import type { shortcutsEn } from './en.ts';

export const shortcutsEs: typeof shortcutsEn = {
  title: 'Atajos de teclado',
  text: 'Funcionan en toda la app, salvo mientras escribes en un campo.',
  close: 'Cerrar',
  keys: {
    n: 'Añadir una misión: la entrada rápida, con el cursor dentro',
    f: 'Empezar el enfoque, o pausarlo y reanudarlo',
    help: 'Mostrar estos atajos',
  },
  focusStarted: 'Enfoque iniciado',
  focusPaused: 'Enfoque en pausa',
  focusResumed: 'Enfoque reanudado',
  focusFailed: 'No se pudo cambiar el enfoque',
  sharing: 'Abriendo la entrada rápida con lo que compartiste...',
};
