import type { restEn } from './en.ts';

export const restFr: typeof restEn = {
  title: 'Mode repos',
  text: 'Vacances, maladie ou semaine difficile : activez le mode repos et le boss ne ripostera pas contre vous tant qu’il est actif. Rien de ce que vous avez gagné ne vous est jamais retiré, avec ou sans lui.',
  label: 'Je me repose',
  on: 'Le mode repos est activé. Prenez tout le temps qu’il vous faut.',
  off: 'Le mode repos est désactivé. Bon retour !',
  failed: 'Le mode repos n’a pas pu être modifié. Veuillez réessayer.',
  badge: 'Au repos',
  badgeLabel: 'Au repos : le mode repos est activé. Ouvrez le Profil pour le changer',
};
