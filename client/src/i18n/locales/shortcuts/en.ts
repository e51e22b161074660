/** Keyboard shortcuts (DESIGN section 13) and the app's outside entries (/share). */
export const shortcutsEn = {
  title: 'Keyboard shortcuts',
  text: 'They work anywhere in the app, except while you type in a field.',
  close: 'Close',
  keys: {
    n: 'Add a quest: the quick add, with the cursor in it',
    f: 'Start focus, or pause and resume it',
    help: 'Show these shortcuts',
  },
  focusStarted: 'Focus started',
  focusPaused: 'Focus paused',
  focusResumed: 'Focus resumed',
  focusFailed: 'Focus could not be changed',
  sharing: 'Opening the quick add with what you shared...',
};
