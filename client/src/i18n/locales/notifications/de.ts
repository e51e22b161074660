import type { Translation } from '../en.ts';

export const notificationsDe: Translation['notifications'] = {
  bell: 'Benachrichtigungen',
  bellUnread_one: 'Benachrichtigungen, {{count}} ungelesen',
  bellUnread_other: 'Benachrichtigungen, {{count}} ungelesen',
  title: 'Benachrichtigungen',
  markAllRead: 'Alle als gelesen markieren',
  emptyTitle: 'Du bist auf dem neuesten Stand',
  emptyText: 'Neuigkeiten zu deinen Ehrungen, Bosskämpfen und deinem Clan erscheinen hier.',
  unread: 'Ungelesen',
  markFailed: 'Konnte nicht als gelesen markiert werden',
  arrived: 'Neue Benachrichtigung: {{title}}',
};
