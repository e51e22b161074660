import type { shortcutsEn } from './en.ts';

export const shortcutsDe: typeof shortcutsEn = {
  title: 'Tastenkürzel',
  text: 'Sie wirken überall in der App, außer während du in ein Feld tippst.',
  close: 'Schließen',
  keys: {
    n: 'Quest hinzufügen: die Schnelleingabe, mit dem Cursor darin',
    f: 'Fokus starten, pausieren oder fortsetzen',
    help: 'Diese Tastenkürzel anzeigen',
  },
  focusStarted: 'Fokus gestartet',
  focusPaused: 'Fokus pausiert',
  focusResumed: 'Fokus fortgesetzt',
  focusFailed: 'Der Fokus ließ sich nicht ändern',
  sharing: 'Die Schnelleingabe öffnet sich mit dem Geteilten...',
};
