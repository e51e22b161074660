import type { planningEn } from './en.ts';

export const planningFr: typeof planningEn = {
  estimate: {
    minutes: '~{{minutes}} min',
    hours: '~{{hours}} h',
    hoursMinutes: '~{{hours}} h {{minutes}} min',
    label: 'Estimation : {{time}}',
  },
  energy: {
    low: 'Peu d’énergie',
    medium: 'Énergie moyenne',
    high: 'Beaucoup d’énergie',
  },
  checklist: {
    label: 'Étapes de « {{title}} »',
    progress_one: '{{done}} étape sur {{count}} faite',
    progress_other: '{{done}} étapes sur {{count}} faites',
    add: 'Ajouter une étape',
    addLabel: 'Ajouter une étape à « {{title}} »',
    newStep: 'Nouvelle étape pour « {{title}} »',
    placeholder: 'Une petite étape suivante',
    submit: 'Ajouter l’étape',
    close: 'Arrêter d’ajouter des étapes',
    remove: 'Retirer l’étape « {{text}} »',
    required: 'Écrivez d’abord l’étape.',
    full: 'Une liste compte au plus 30 étapes. Terminez ou retirez-en une d’abord.',
    tickFailed: 'L’étape n’a pas pu être modifiée',
    addFailed: 'L’étape n’a pas pu être ajoutée',
    removeFailed: 'L’étape n’a pas pu être retirée',
  },
  form: {
    estimate: 'Estimation (minutes)',
    estimateHint: 'Facultatif : de 1 à 600 minutes.',
    estimateInvalid: 'L’estimation doit être un nombre entier de minutes entre 1 et 600',
    energy: 'Énergie',
    priority: 'Priorité',
    notSet: 'Non défini',
    level: { low: 'Basse', medium: 'Moyenne', high: 'Haute' },
  },
};
