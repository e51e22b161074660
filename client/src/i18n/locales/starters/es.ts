import type { startersEn } from './en.ts';

export const startersEs: typeof startersEn = {
  title: 'Tres misiones pequeñas para hoy',
  text: 'Tu Compañero de Misiones eligió estas para ayudarte a empezar. Añade una con un solo clic; no se añade nada sin ti.',
  add: 'Añadir misión',
  addLabel: 'Añadir misión: «{{title}}»',
  easy: 'Fácil',
  added: 'Misión añadida',
  addedText: '«{{title}}» está en tu tablero. Complétala cuando esté hecha.',
  addFailed: 'No se pudo añadir la misión',
  noneLeft:
    'No hay misiones activas. Mañana llegan nuevas misiones de inicio, o crea la tuya con Nueva misión.',
  loadFailed:
    'No hay misiones activas. No se pudieron cargar las misiones de inicio de hoy; crea la tuya con Nueva misión.',
};
