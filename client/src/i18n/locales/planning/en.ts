/**
 * Planning on quests and tasks (DESIGN section 13): the estimate, energy and priority labels on the
 * cards, the inline checklist, and the fields of the create and edit forms.
 */
export const planningEn = {
  estimate: {
    minutes: '~{{minutes}} min',
    hours: '~{{hours}} h',
    hoursMinutes: '~{{hours}} h {{minutes}} min',
    label: 'Estimate: {{time}}',
  },
  energy: {
    low: 'Low energy',
    medium: 'Medium energy',
    high: 'High energy',
  },
  checklist: {
    label: 'Steps of “{{title}}”',
    progress_one: '{{done}} of {{count}} step done',
    progress_other: '{{done}} of {{count}} steps done',
    add: 'Add a step',
    addLabel: 'Add a step to “{{title}}”',
    newStep: 'New step for “{{title}}”',
    placeholder: 'A small next step',
    submit: 'Add the step',
    close: 'Stop adding steps',
    remove: 'Remove the step “{{text}}”',
    required: 'Write the step first.',
    full: 'A checklist holds at most 30 steps. Finish or remove one first.',
    tickFailed: 'The step could not be changed',
    addFailed: 'The step could not be added',
    removeFailed: 'The step could not be removed',
  },
  form: {
    estimate: 'Estimate (minutes)',
    estimateHint: 'Optional: 1 to 600 minutes.',
    estimateInvalid: 'Estimate must be a whole number of minutes from 1 to 600',
    energy: 'Energy',
    priority: 'Priority',
    notSet: 'Not set',
    level: { low: 'Low', medium: 'Medium', high: 'High' },
  },
};
