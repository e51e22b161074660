import type { planningEn } from './en.ts';

export const planningEs: typeof planningEn = {
  estimate: {
    minutes: '~{{minutes}} min',
    hours: '~{{hours}} h',
    hoursMinutes: '~{{hours}} h {{minutes}} min',
    label: 'Estimación: {{time}}',
  },
  energy: {
    low: 'Poca energía',
    medium: 'Energía media',
    high: 'Mucha energía',
  },
  checklist: {
    label: 'Pasos de «{{title}}»',
    progress_one: '{{done}} de {{count}} paso hecho',
    progress_other: '{{done}} de {{count}} pasos hechos',
    add: 'Añadir un paso',
    addLabel: 'Añadir un paso a «{{title}}»',
    newStep: 'Nuevo paso para «{{title}}»',
    placeholder: 'Un pequeño paso siguiente',
    submit: 'Añadir el paso',
    close: 'Dejar de añadir pasos',
    remove: 'Quitar el paso «{{text}}»',
    required: 'Escribe primero el paso.',
    full: 'Una lista tiene como máximo 30 pasos. Termina o quita uno primero.',
    tickFailed: 'No se pudo cambiar el paso',
    addFailed: 'No se pudo añadir el paso',
    removeFailed: 'No se pudo quitar el paso',
  },
  form: {
    estimate: 'Estimación (minutos)',
    estimateHint: 'Opcional: de 1 a 600 minutos.',
    estimateInvalid: 'La estimación debe ser un número entero de minutos entre 1 y 600',
    energy: 'Energía',
    priority: 'Prioridad',
    notSet: 'Sin definir',
    level: { low: 'Baja', medium: 'Media', high: 'Alta' },
  },
};
