/** The one-line quick add (dashboard, Quest Board, Tasks): what it understood, and the undo per part. */
export const quickAddEn = {
  understood: 'Understood',
  understoodNothing: 'Type a day, a time, a routine, p1 to p3 or ~20m, and it is understood as you type.',
  kind: {
    date: 'Day',
    time: 'Time',
    recurrence: 'Routine',
    priority: 'Priority',
    estimate: 'Estimate',
  },
  undo: {
    date: 'Not a date: keep “{{text}}” in the title',
    time: 'Not a time: keep “{{text}}” in the title',
    recurrence: 'Not a routine: keep “{{text}}” in the title',
    priority: 'Not a priority: keep “{{text}}” in the title',
    estimate: 'Not an estimate: keep “{{text}}” in the title',
  },
  recurrence: { daily: 'Every day', weekdays: 'Every weekday', weekly: 'Every week' },
  priority: { high: 'High', medium: 'Medium', low: 'Low' },
  estimate: '~{{minutes}} min',
  voice: {
    start: 'Say the line',
    stop: 'Stop listening',
    denied: 'The microphone is not allowed. You can allow it in the browser’s site settings.',
    noSpeech: 'Nothing was heard. Try again a little closer to the microphone.',
    failed: 'The microphone could not be used just now. Typing works as always.',
  },
  titleMissing: 'Add what you want to do, not only when.',
  plainHint: 'Understanding dates is off: the line is added as you typed it (Profile).',
};
