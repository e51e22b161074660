import type { shortcutsEn } from './en.ts';

export const shortcutsFr: typeof shortcutsEn = {
  title: 'Raccourcis clavier',
  text: 'Ils fonctionnent partout dans l’app, sauf pendant que tu écris dans un champ.',
  close: 'Fermer',
  keys: {
    n: 'Ajouter une quête : la saisie rapide, avec le curseur dedans',
    f: 'Lancer la concentration, ou la mettre en pause et la reprendre',
    help: 'Afficher ces raccourcis',
  },
  focusStarted: 'Concentration lancée',
  focusPaused: 'Concentration en pause',
  focusResumed: 'Concentration reprise',
  focusFailed: 'La concentration n’a pas pu être modifiée',
  sharing: 'Ouverture de la saisie rapide avec ce que tu as partagé...',
};
