import type { Translation } from '../en.ts';

export const notificationsFr: Translation['notifications'] = {
  bell: 'Notifications',
  bellUnread_one: 'Notifications, {{count}} non lue',
  bellUnread_other: 'Notifications, {{count}} non lues',
  title: 'Notifications',
  markAllRead: 'Tout marquer comme lu',
  emptyTitle: 'Vous êtes à jour',
  emptyText: 'Les nouvelles de vos distinctions, combats de boss et de votre clan apparaîtront ici.',
  unread: 'Non lue',
  markFailed: 'Impossible de marquer comme lue',
  arrived: 'Nouvelle notification : {{title}}',
};
