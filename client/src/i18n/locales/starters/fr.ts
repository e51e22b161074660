import type { startersEn } from './en.ts';

export const startersFr: typeof startersEn = {
  title: 'Trois petites quêtes pour aujourd’hui',
  text: 'Votre Compagnon de quête les a choisies pour vous aider à commencer. Ajoutez-en une d’un seul clic ; rien n’est ajouté sans vous.',
  add: 'Ajouter la quête',
  addLabel: 'Ajouter la quête « {{title}} »',
  easy: 'Facile',
  added: 'Quête ajoutée',
  addedText: '« {{title}} » est sur votre tableau. Terminez-la quand c’est fait.',
  addFailed: 'La quête n’a pas pu être ajoutée',
  noneLeft:
    'Aucune quête active. De nouvelles quêtes de départ arrivent demain, ou créez la vôtre avec Nouvelle quête.',
  loadFailed:
    'Aucune quête active. Les quêtes de départ du jour n’ont pas pu être chargées ; créez la vôtre avec Nouvelle quête.',
};
