import type { planningEn } from './en.ts';

export const planningDe: typeof planningEn = {
  estimate: {
    minutes: '~{{minutes}} Min.',
    hours: '~{{hours}} Std.',
    hoursMinutes: '~{{hours}} Std. {{minutes}} Min.',
    label: 'Geschätzt: {{time}}',
  },
  energy: {
    low: 'Wenig Energie',
    medium: 'Mittlere Energie',
    high: 'Viel Energie',
  },
  checklist: {
    label: 'Schritte von „{{title}}“',
    progress_one: '{{done}} von {{count}} Schritt erledigt',
    progress_other: '{{done}} von {{count}} Schritten erledigt',
    add: 'Schritt hinzufügen',
    addLabel: 'Schritt hinzufügen: „{{title}}“',
    newStep: 'Neuer Schritt für „{{title}}“',
    placeholder: 'Ein kleiner nächster Schritt',
    submit: 'Schritt hinzufügen',
    close: 'Keine weiteren Schritte hinzufügen',
    remove: 'Schritt „{{text}}“ entfernen',
    required: 'Schreib zuerst den Schritt.',
    full: 'Eine Checkliste hat höchstens 30 Schritte. Erledige oder entferne zuerst einen.',
    tickFailed: 'Der Schritt konnte nicht geändert werden',
    addFailed: 'Der Schritt konnte nicht hinzugefügt werden',
    removeFailed: 'Der Schritt konnte nicht entfernt werden',
  },
  form: {
    estimate: 'Schätzung (Minuten)',
    estimateHint: 'Optional: 1 bis 600 Minuten.',
    estimateInvalid: 'Die Schätzung muss eine ganze Zahl von 1 bis 600 Minuten sein',
    energy: 'Energie',
    priority: 'Priorität',
    notSet: 'Nicht festgelegt',
    level: { low: 'Niedrig', medium: 'Mittel', high: 'Hoch' },
  },
};
